// @vitest-environment node
// Conformance, reverse and property-based: answers generated from the service SDK's own models
// (see arbitraryFromSdkSchema.ts; each sample is first confirmed valid by the SDK's schema) must
// pass the client's response checks (the parse functions the client runs on the mark-as answer,
// the feed page and the notification) with every item kept, and the formatters must not throw on
// what passes. A refusal is a MalformedResponseError or an item left out; refusals are held to
// named lists, like the forward test: a refusal not listed fails (with the seed and the shrunk
// answer), and a listed one no longer found fails too, so the lists shrink as fixes land.
// The SDK's models say what the client must ACCEPT, never what it requires: the same answers with
// any fields deleted but the few the library needs are read whole too, and an item without its
// `_id` is left out alone and reported once. Seeded: the same seed gives the same answers on every
// machine.
import { SubscribersV1ControllerGetNotificationsFeedResponse$inboundSchema as FeedAnswer } from '@novu/api/models/operations/subscribersv1controllergetnotificationsfeed.js';
import { SubscribersV1ControllerMarkMessagesAsResponse$inboundSchema as MarkAsAnswer } from '@novu/api/models/operations/subscribersv1controllermarkmessagesas.js';
import { NotificationsControllerGetNotificationResponse$inboundSchema as NotificationAnswer } from '@novu/api/models/operations/notificationscontrollergetnotification.js';
import fc from 'fast-check';
import type { ZodTypeAny } from 'zod/v3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MalformedResponseError } from '../../src/api/errors';
import { isRecord } from '../../src/api/isRecord';
import { createMalformedItemReporter } from '../../src/api/read/malformedItemReporter';
import type { ActivityNotification, MalformedItemOperation, MalformedItemReport, Message } from '../../src/api/types';
import {
  parseActivityNotification,
  parseMessages,
  parseMessagesPage,
  type ParseOptions,
} from '../../src/api/read/validateResponse';
import { describeCron } from '../../src/format/describeCron';
import { describeDelay } from '../../src/format/describeDelay';
import { describeDigest } from '../../src/format/describeDigest';
import { describeFilters } from '../../src/format/describeFilters';
import { describeScheduleExtensions } from '../../src/format/describeScheduleExtensions';
import { describeStepMetadata } from '../../src/format/describeStepMetadata';
import { describeTimedSchedule } from '../../src/format/describeTimedSchedule';
import { formatDateTime } from '../../src/format/formatDateTime';
import { formatRelativeTime } from '../../src/format/formatRelativeTime';
import { arbitraryFromSdkSchema } from './arbitraryFromSdkSchema';
import { CLIENT_CHECK_MISMATCHES } from './knownMismatches';
import type { ClientCheckRoute as Route } from './knownMismatches';

/** Fixed, so CI runs are reproducible; `CONFORMANCE_SEED=<n>` tries another. Printed on failure. */
const SEED = Number(process.env.CONFORMANCE_SEED ?? 20261123);
const RUNS = 500;
/** `CONFORMANCE_DISCOVER=1`: go on past unlisted refusals, so the final comparison shows them all. */
const DISCOVER = process.env.CONFORMANCE_DISCOVER === '1';
const NOW = Date.parse('2026-11-23T12:00:00.000Z');

// --- answers as the service sends them, from the SDK's operation models ------------------------

/** `{Headers, Result}` as the SDK parses it; `Result` is the body after the SDK unwraps `{data}`. */
function resultOf(schema: ZodTypeAny): fc.Arbitrary<unknown> {
  return arbitraryFromSdkSchema(schema).map((answer) => (answer as { Result: unknown }).Result);
}

const objectId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });

/**
 * The SDK's message model calls `_id` optional; a stored message always has one and the client
 * cannot mark a message without it, so it leaves out a message without one. The generated
 * messages get one where the SDK's model left it out: this is the one place the samples are
 * narrowed.
 */
function withIds(messages: unknown, ids: string[]): unknown {
  if (!Array.isArray(messages)) return messages;
  return messages.map((message: Record<string, unknown>, index) => ({ _id: ids[index], ...message }));
}

const routes: Record<
  Route,
  { schema: ZodTypeAny; body: fc.Arbitrary<unknown>; parse: (body: unknown, options: ParseOptions) => unknown }
> = {
  // The service wraps the list: `{data: [Message, …]}` (SERVER-NOTES §2).
  'mark-as': {
    schema: MarkAsAnswer,
    body: fc.tuple(resultOf(MarkAsAnswer), fc.array(objectId, { minLength: 3, maxLength: 3 })).map(([data, ids]) => ({
      data: withIds(data, ids),
    })),
    parse: parseMessages,
  },
  // The page is not double-wrapped.
  feed: { schema: FeedAnswer, body: resultOf(FeedAnswer), parse: parseMessagesPage },
  notification: {
    schema: NotificationAnswer,
    body: resultOf(NotificationAnswer).map((data) => ({ data })),
    parse: parseActivityNotification,
  },
};

/** The body the SDK's parser sees: its hook unwraps an object whose only key is `data`. */
function sdkAccepts(schema: ZodTypeAny, body: unknown): boolean {
  const onlyData = typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'data' in body;
  const result = onlyData ? (body as { data: unknown }).data : body;
  return schema.safeParse({ Headers: {}, Result: result }).success;
}

/** `data[3].content: expected string, got null` → `data[].content: expected string, got null`. */
function refusalOf(error: MalformedResponseError): string {
  return error.message.replace(/\[\d+\]/g, '[]');
}

/** An item left out: `data[3] left out: read: expected boolean, got string` → `data[] left out: …`. */
function leftOutOf(report: MalformedItemReport): string {
  return `${report.path.replace(/\[\d+\]/g, '[]')} left out: ${report.reason}`;
}

/** A value of what the check expected: `expected string, got …` → 'x'. */
const STAND_INS: Record<string, unknown> = {
  string: 'x',
  'string or null': null,
  number: 0,
  boolean: false,
  object: {},
  array: [],
};

/**
 * Puts a value the check takes at the refused path (of a copy), so that the next check of the
 * same answer reports the next refusal instead of stopping at the first: one answer can show
 * every refusal it holds, and a known one does not hide an unknown one behind it.
 */
function repaired(body: unknown, error: MalformedResponseError): unknown {
  const expected = /: expected (.+), got [^,]+$/.exec(error.message)?.[1] ?? '';
  if (!(expected in STAND_INS) || error.path === '') throw error;
  const copy: unknown = structuredClone(body);
  const segments = error.path.match(/[^.[\]]+/g) ?? [];
  let target = copy as Record<string, unknown>;
  for (const segment of segments.slice(0, -1)) target = target[segment] as Record<string, unknown>;
  target[segments[segments.length - 1] as string] = STAND_INS[expected];
  return copy;
}

// --- what the formatters are given in the views ------------------------------------------------

function formatMessages(messages: readonly Message[]): void {
  for (const { createdAt } of messages) {
    // A row without a time shows none (MessageRow).
    if (typeof createdAt !== 'string') continue;
    formatRelativeTime(createdAt, { now: NOW });
    formatDateTime(createdAt);
  }
}

function formatNotification(record: ActivityNotification): void {
  if (record.createdAt !== undefined) formatDateTime(record.createdAt);
  for (const job of record.jobs ?? []) {
    describeStepMetadata(
      {
        jobType: job.type,
        metadata: job.step?.metadata,
        digest: job.digest,
        ...(job.scheduleExtensionsCount === undefined ? {} : { scheduleExtensionsCount: job.scheduleExtensionsCount }),
      },
      { now: NOW, timeZone: 'UTC' },
    );
    describeDigest(job.digest);
    describeDelay(job.step?.metadata);
    describeTimedSchedule(job.digest?.timed);
    describeFilters(job.step?.filters ?? []);
    describeScheduleExtensions(job.scheduleExtensionsCount);
    const cron = job.digest?.timed?.cronExpression;
    if (typeof cron === 'string') describeCron(cron);
    for (const detail of job.executionDetails ?? []) formatDateTime(detail.createdAt ?? '');
  }
}

function format(route: Route, parsed: unknown): void {
  if (route === 'notification') {
    if (parsed !== null) formatNotification(parsed as ActivityNotification);
  } else {
    formatMessages(route === 'feed' ? (parsed as { data: Message[] }).data : (parsed as Message[]));
  }
}

// --- the run ---------------------------------------------------------------------------------

/** Runs `property` with the fixed seed; a failure names the route, the seed and the shrunk answer. */
function assertProperty<T>(route: Route, property: fc.IProperty<T>): void {
  const details = fc.check(property, { seed: SEED, numRuns: RUNS });
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${route}: ${cause}\nseed ${SEED}, path ${details.counterexamplePath}\n${fc.defaultReportMessage(details)}`);
  }
}

const found = new Map<Route, Set<string>>();
const figures = new Map<Route, { checked: number; refused: number }>();

afterAll(() => {
  const lines = [...figures].map(([route, { checked, refused }]) => `${route} ${checked} answers, ${refused} refused`);
  console.info(`SDK-generated answers through the client's checks (seed ${SEED}): ${lines.join('; ')}`);
});

describe("answers generated from the SDK's models pass the client's checks", { timeout: 60_000 }, () => {
  it.each(Object.keys(routes) as Route[])('%s', (route) => {
    const { schema, body, parse } = routes[route];
    const known = new Set(CLIENT_CHECK_MISMATCHES.filter((listed) => listed.route === route).map((listed) => listed.refusal));
    const seen = new Set<string>();
    const count = { checked: 0, refused: 0 };
    figures.set(route, count);
    found.set(route, seen);
    const property = fc.property(body, (answer) => {
      // The generator's promise: the SDK itself takes this answer.
      if (!sdkAccepts(schema, answer)) throw new Error('generated an answer the SDK refuses');
      count.checked += 1;
      let current = answer;
      let refused = false;
      for (let attempt = 0; attempt < 50; attempt += 1) {
        let parsed: unknown;
        const leftOut: MalformedItemReport[] = [];
        try {
          parsed = parse(current, { onMalformedItem: (report) => leftOut.push(report) });
        } catch (error) {
          if (!(error instanceof MalformedResponseError)) throw error;
          refused = true;
          const refusal = refusalOf(error);
          seen.add(refusal);
          // A listed refusal is expected today; any other is a false rejection.
          if (!known.has(refusal) && !DISCOVER) throw new Error(`false rejection: ${refusal}`, { cause: error });
          current = repaired(current, error);
          continue;
        }
        for (const report of leftOut) {
          refused = true;
          const refusal = leftOutOf(report);
          seen.add(refusal);
          if (!known.has(refusal) && !DISCOVER) throw new Error(`false rejection: ${refusal}`);
        }
        if (refused) count.refused += 1;
        format(route, parsed);
        return;
      }
      throw new Error('more than 50 refusals in one answer');
    });
    assertProperty(route, property);
    expect(count.checked).toBeGreaterThanOrEqual(RUNS);
    expect([...seen].sort()).toEqual([...known].sort());
  });
});

// --- what the library requires, and nothing more ------------------------------------------------

/**
 * The fields the library needs, by where an object sits in the body (`[]` for any item of a list):
 * the deletions below leave these, and only these, in place. An execution detail needs a detail
 * text or a status: its detail text is kept.
 */
const REQUIRED: Record<Route, Readonly<Record<string, readonly string[]>>> = {
  'mark-as': { '': ['data'], 'data[]': ['_id', 'read', 'seen'] },
  feed: { '': ['data'], 'data[]': ['_id', 'read', 'seen'] },
  notification: { '': ['data'], 'data.jobs[]': ['_id'], 'data.jobs[].executionDetails[]': ['detail'] },
};

const OPERATIONS: Record<Route, MalformedItemOperation> = {
  'mark-as': 'markMessagesAs',
  feed: 'listMessages',
  notification: 'getNotification',
};

/** A copy of `value` where each field not `required` at its place is deleted when `coin()` says so, at every depth. */
function withFieldsDeleted(
  value: unknown,
  required: Readonly<Record<string, readonly string[]>>,
  coin: () => boolean,
  path = '',
): unknown {
  if (Array.isArray(value)) return value.map((item) => withFieldsDeleted(item, required, coin, `${path}[]`));
  if (!isRecord(value)) return value;
  const keep = required[path] ?? [];
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!keep.includes(key) && coin()) continue;
    copy[key] = withFieldsDeleted(field, required, coin, path === '' ? key : `${path}.${key}`);
  }
  return copy;
}

const coins = fc.infiniteStream(fc.boolean());

function coinOf(stream: fc.Stream<boolean>): () => boolean {
  const iterator = stream[Symbol.iterator]();
  return () => iterator.next().value === true;
}

/** What each body's `data` holds: the messages, the feed page's messages, the record. */
function payloadOf(body: unknown): unknown {
  return (body as { data: unknown }).data;
}

/** The list (messages) or the record of a parsed answer. */
function parsedPayloadOf(route: Route, parsed: unknown): unknown {
  return route === 'feed' ? (parsed as { data: unknown }).data : parsed;
}

/** How many items a payload holds: its messages, or its jobs and each job's execution details. */
function itemCounts(route: Route, payload: unknown): number[] {
  if (route !== 'notification') return [Array.isArray(payload) ? payload.length : 0];
  const jobs = isRecord(payload) && Array.isArray(payload.jobs) ? payload.jobs : [];
  return [jobs.length, ...jobs.map((job) => (isRecord(job) && Array.isArray(job.executionDetails) ? job.executionDetails.length : 0))];
}

/** The list an item whose `_id` is removed is taken from: the messages, or the record's jobs. */
function idBearingItems(route: Route, body: unknown): unknown[] | undefined {
  const payload = payloadOf(body);
  const list = route === 'notification' ? (isRecord(payload) ? payload.jobs : undefined) : payload;
  return Array.isArray(list) ? list : undefined;
}

describe("the SDK's models say what the client accepts, never what it requires", { timeout: 60_000 }, () => {
  it.each(Object.keys(routes) as Route[])('%s: with any fields deleted but the required ones, every item is kept', (route) => {
    const { body, parse } = routes[route];
    const property = fc.property(body, coins, (answer, stream) => {
      const trimmed = withFieldsDeleted(answer, REQUIRED[route], coinOf(stream));
      const sent = itemCounts(route, payloadOf(trimmed));
      const leftOut: MalformedItemReport[] = [];
      const parsed = parse(structuredClone(trimmed), { onMalformedItem: (report) => leftOut.push(report) });
      expect(leftOut.map(leftOutOf)).toEqual([]);
      expect(itemCounts(route, parsedPayloadOf(route, parsed))).toEqual(sent);
      format(route, parsed);
    });
    assertProperty(route, property);
  });

  it.each(Object.keys(routes) as Route[])('%s: an item without its _id is left out alone, and reported once', (route) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { body, parse } = routes[route];
    const property = fc.property(body, coins, fc.nat(), (answer, stream, pick) => {
      const trimmed = withFieldsDeleted(answer, REQUIRED[route], coinOf(stream));
      const items = idBearingItems(route, trimmed);
      fc.pre(items !== undefined && items.length > 0);
      const index = pick % items!.length;
      const broken = items![index] as Record<string, unknown>;
      delete broken._id;
      const reports: MalformedItemReport[] = [];
      const tell = createMalformedItemReporter({ onMalformedItem: (report) => reports.push(report) });
      const parsed = parse(structuredClone(trimmed), { onMalformedItem: tell });
      // A poll brings the same answer again: the item is not reported again.
      parse(structuredClone(trimmed), { onMalformedItem: tell });
      const before = itemCounts(route, payloadOf(trimmed))[0]!;
      expect(itemCounts(route, parsedPayloadOf(route, parsed))[0]).toBe(before - 1);
      const reason = '_id: expected string, got undefined';
      const path = `${route === 'notification' ? 'data.jobs' : 'data'}[${index}]`;
      expect(reports).toEqual([{ operation: OPERATIONS[route], path, reason, item: broken }]);
      if (route === 'notification') {
        expect((parsed as ActivityNotification).malformedJobs).toEqual([{ index, reason, raw: broken }]);
      }
    });
    assertProperty(route, property);
  });
});
