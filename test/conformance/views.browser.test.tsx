// Conformance of the views: records generated from the service SDK's models (seeded, 50 of each)
// served through a fake fetch to a real `<Inbox>` and real `<NotificationActivity>`s. Every record
// the client's checks accept must render (its row, its jobs, its transaction id) and nothing may
// throw; a record the reader refuses (or leaves an item of out) must be refused for a reason listed
// in knownMismatches.ts.
import { ActivityNotificationResponseDto$inboundSchema as NotificationModel } from '@novu/api/models/components/activitynotificationresponsedto.js';
import { NotificationFeedItemDto$inboundSchema as FeedItemModel } from '@novu/api/models/components/notificationfeeditemdto.js';
import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { createClient, Inbox, InboxKitProvider, NotificationActivity } from 'inbox-kit';
import { MalformedResponseError } from '../../src/api/errors';
import type { MalformedItemReport } from '../../src/api/types';
import { parseActivityNotification, parseMessagesPage, type ParseOptions } from '../../src/api/read/validateResponse';
import { arbitraryFromSdkSchema } from './arbitraryFromSdkSchema';
import { CLIENT_CHECK_MISMATCHES } from './knownMismatches';
import type { ClientCheckRoute } from './knownMismatches';

/** Fixed, so every run renders the same records; printed on failure. */
const SEED = 20261123;
const RECORDS = 50;
const NOW = new Date('2026-11-23T12:00:00.000Z');
const BASE_URL = 'https://service.conformance';

/** Distinct ObjectIds: the service's ids are unique, and each record is found by its own. */
const idOf = (kind: number, index: number) => `${kind.toString(16).padStart(8, '0')}${index.toString(16).padStart(16, '0')}`;

type Fields = Record<string, unknown>;

function sample(schema: Parameters<typeof arbitraryFromSdkSchema>[0], seed: number): Fields[] {
  const records = fc.sample(arbitraryFromSdkSchema(schema), { seed, numRuns: RECORDS }) as Fields[];
  for (const record of records) expect(schema.safeParse(record).success, `seed ${SEED}: the SDK takes the record`).toBe(true);
  return records;
}

/**
 * Undefined when the client's reader takes the body whole, else the refusal (indices folded to
 * []): a MalformedResponseError, or the first item it left out.
 */
function refusalOf(parse: (body: unknown, options: ParseOptions) => unknown, body: unknown): string | undefined {
  const leftOut: MalformedItemReport[] = [];
  try {
    parse(structuredClone(body), { onMalformedItem: (report) => leftOut.push(report) });
  } catch (error) {
    if (!(error instanceof MalformedResponseError)) throw error;
    return error.message.replace(/\[\d+\]/g, '[]');
  }
  const [first] = leftOut;
  return first && `${first.path.replace(/\[\d+\]/g, '[]')} left out: ${first.reason}`;
}

function listed(route: ClientCheckRoute): Set<string> {
  return new Set(CLIENT_CHECK_MISMATCHES.filter((entry) => entry.route === route).map((entry) => entry.refusal));
}

/** Catches what one subtree throws, so one bad record is named instead of blanking the page. */
class Catch extends Component<{ name: string; crashes: Map<string, string>; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.crashes.set(this.props.name, error.message);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function renderWithFetch(fetch: typeof globalThis.fetch, ui: ReactNode) {
  const client = createClient({ baseUrl: BASE_URL, apiKey: 'conformance', fetch, retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <div className="ik-root" style={{ '--ik-inbox-max-block-size': 'none' } as React.CSSProperties}>
      <InboxKitProvider client={client} queryClient={queryClient}>
        {ui}
      </InboxKitProvider>
    </div>,
  );
}

describe('views on records generated from the SDK’s models', { timeout: 30_000 }, () => {
  test(`<Inbox> renders each of ${RECORDS} feed items the client accepts`, async () => {
    const items = sample(FeedItemModel, SEED).map((item, index) => ({ ...item, _id: idOf(1, index) }));
    const known = listed('feed');
    const refused = new Map<string, string>();
    const accepted = items.filter((item) => {
      const refusal = refusalOf(parseMessagesPage, { data: [item], page: 0, pageSize: 1, hasMore: false });
      if (refusal !== undefined) refused.set(item._id, refusal);
      return refusal === undefined;
    });
    expect([...refused.values()].filter((refusal) => !known.has(refusal)), `seed ${SEED}`).toEqual([]);

    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname.endsWith('/notifications/feed')) {
        const page = Number(url.searchParams.get('page') ?? 0);
        const data = page === 0 ? accepted : [];
        return json({ data, page, pageSize: Number(url.searchParams.get('limit') ?? 10), hasMore: false, totalCount: data.length });
      }
      if (request.method === 'POST' && url.pathname.endsWith('/messages/mark-as')) return json({ data: [] }, 201);
      return json({ statusCode: 404, message: 'Not Found', path: url.pathname, timestamp: NOW.toISOString() }, 404);
    };
    const crashes = new Map<string, string>();
    await renderWithFetch(
      fetch,
      <Catch name="inbox" crashes={crashes}>
        <Inbox subscriberId="subscriber-conformance" now={NOW} pageSize={100} markSeenOnView={false} />
      </Catch>,
    );
    const rendered = () => accepted.filter((item) => document.querySelector(`[data-message-id="${item._id}"]`)).length;
    await expect.poll(() => (crashes.size > 0 ? -1 : rendered()), { timeout: 10_000 }).toBe(accepted.length);
    expect(crashes, `seed ${SEED}`).toEqual(new Map());
    console.info(`<Inbox> on SDK-generated feed items (seed ${SEED}): ${accepted.length} rendered, ${refused.size} refused by the client's checks`);
    // Enough of the sample reaches the view for the check to mean something.
    expect(accepted.length).toBeGreaterThan(0);
  });

  test(`<NotificationActivity> renders each of ${RECORDS} notification records the client accepts`, async () => {
    const records = sample(NotificationModel, SEED).map((record, index): Fields & { _id: string } => ({
      ...record,
      _id: idOf(2, index),
      ...(Array.isArray(record.jobs)
        ? { jobs: (record.jobs as Fields[]).map((job, jobIndex) => ({ ...job, _id: idOf(3, index * 16 + jobIndex) })) }
        : {}),
    }));
    const known = listed('notification');
    const accepted = records.filter((record) => {
      const refusal = refusalOf(parseActivityNotification, { data: record });
      if (refusal !== undefined) expect(known.has(refusal), `seed ${SEED}: ${refusal}`).toBe(true);
      return refusal === undefined;
    });
    const byId = new Map(accepted.map((record) => [record._id, record]));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(new Request(input, init).url);
      const record = byId.get(url.pathname.split('/').pop() ?? '');
      return record
        ? json({ data: record })
        : json({ statusCode: 404, message: 'Notification not found', path: url.pathname, timestamp: NOW.toISOString() }, 404);
    };
    const crashes = new Map<string, string>();
    await renderWithFetch(
      fetch,
      accepted.map((record) => (
        <Catch key={record._id} name={record._id} crashes={crashes}>
          <NotificationActivity notificationId={record._id} refetchWhileRunning={false} />
        </Catch>
      )),
    );
    /** The record is on screen: its transaction id and every job. */
    const shows = (record: Fields): boolean => {
      const root = document.querySelector(`[data-notification-id="${record._id as string}"]`);
      if (!root) return false;
      // Ids show in `<code>`: the transaction id, and others (the digest it merged into, …).
      const codes = [...root.querySelectorAll('.ik-activity-id')].map((code) => code.textContent);
      const jobs = Array.isArray(record.jobs) ? (record.jobs as Fields[]) : [];
      return (
        codes.includes(record.transactionId as string) &&
        jobs.every((job) => root.querySelector(`[data-job-id="${job._id as string}"]`) !== null)
      );
    };
    await expect
      .poll(() => (crashes.size > 0 ? -1 : accepted.filter(shows).length), { timeout: 10_000 })
      .toBe(accepted.length)
      .catch((error: unknown) => {
        const missing = accepted.filter((record) => !shows(record)).map((record) => ({
          id: record._id,
          transactionId: record.transactionId,
          shown: document.querySelector(`[data-notification-id="${record._id}"]`)?.textContent?.slice(0, 300),
        }));
        throw new Error(`seed ${SEED}: ${JSON.stringify({ crashes: [...crashes], missing: missing.slice(0, 3) }, null, 1)}`, { cause: error });
      });
    expect(crashes, `seed ${SEED}`).toEqual(new Map());
    console.info(`<NotificationActivity> on SDK-generated records (seed ${SEED}): ${accepted.length} of ${RECORDS} rendered`);
    expect(accepted.length).toBe(RECORDS);
  });
});
