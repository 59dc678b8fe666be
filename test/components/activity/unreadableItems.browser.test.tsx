// A job or a log entry the client could not read (a `MalformedItem`) shows at its place as one
// item that says so, why, and what was received, and is never taken for a job or an entry: over
// the mock service (the service sends the broken item, the client reads the rest), and from a
// record in hand.
import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { ActivityNotification } from '../../../src/api/types';
import { NotificationActivity, type NotificationActivityProps } from '../../../src/components/activity/NotificationActivity';
import { NotificationActivityLog, NotificationActivityRoot } from '../../../src/components/activity/NotificationActivityParts';
import { NotificationActivityView } from '../../../src/components/activity/NotificationActivityView';
import { ar } from '../../../src/locales/ar';
import { MOCK_IDS, type MockService } from '../../../src/mock';
import { jobItems, renderWithKit } from '../../support/renderWithKit';

type Fields = Record<string, unknown>;

const NOTIFICATION_ID = '65f1c0ffee0ddba11cafe0aa';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The mock's delivered record (in-app, email, push), changed by `change` and stored under NOTIFICATION_ID. */
function putRecord(service: MockService, change: (jobs: Fields[]) => void): Fields {
  const record = structuredClone(service.store.getNotification(MOCK_IDS.notifications.delivered)) as unknown as Fields;
  change(record.jobs as Fields[]);
  service.store.putNotification({ ...record, _id: NOTIFICATION_ID } as never);
  // As the service now sends it.
  return service.store.getNotification(NOTIFICATION_ID) as unknown as Fields;
}

/** The email job (the second of three) sent without its `_id`. */
function withoutEmailJobId(jobs: Fields[]): void {
  delete jobs[1]!._id;
}

/** An entry with neither a text nor a status, second in the in-app job's log. */
function withUnreadableEntry(jobs: Fields[]): void {
  const details = jobs[0]!.executionDetails as Fields[];
  // The same time as the entry before it: the mock keeps the order it was given.
  details.splice(1, 0, { _id: 'detail-unreadable', createdAt: details[0]!.createdAt, source: 'Internal', detail: 42 });
}

async function renderActivity(change: (jobs: Fields[]) => void, props: Partial<NotificationActivityProps> = {}) {
  let sent: Fields = {};
  const pack = props.labels === ar.activity ? ar : undefined;
  const rendered = await renderWithKit(
    <div lang={pack?.locale} dir={pack?.dir}>
      <NotificationActivity notificationId={NOTIFICATION_ID} refetchWhileRunning={false} timeZone="UTC" {...props} />
    </div>,
    { setup: (service) => (sent = putRecord(service, change)) },
  );
  await expect.poll(() => document.querySelector('[data-state="loaded"]')).not.toBe(null);
  return { ...rendered, sent };
}

/** Each item of a list as `job:<id>`, `entry:<id>` or `malformed:<kind>`. */
function places(list: Element): string[] {
  return [...list.children].map((item) => {
    const li = item as HTMLElement;
    if (li.dataset.malformed) return `malformed:${li.dataset.malformed}`;
    if (li.dataset.jobId !== undefined) return `job:${li.dataset.jobId}`;
    return `entry:${li.dataset.executionDetailId}`;
  });
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe('a job that could not be read', () => {
  test('shows at its place among the others as one item saying so, and why', async () => {
    const { sent } = await renderActivity(withoutEmailJobId);
    const [inApp, , push] = sent.jobs as Fields[];
    const timeline = document.querySelector('ol.ik-job-timeline')!;
    expect(places(timeline)).toEqual([`job:${String(inApp!._id)}`, 'malformed:job', `job:${String(push!._id)}`]);
    // Not a job: no id, and not among the jobs.
    expect(jobItems()).toHaveLength(2);
    const row = timeline.children[1] as HTMLElement;
    expect(row.tagName).toBe('LI');
    expect(row.hasAttribute('data-job-id')).toBe(false);
    expect(row.querySelector('h4')?.textContent).toBe('This step could not be readUnreadable');
    expect(row.querySelector('.ik-unreadable__cause')?.textContent).toBe('The service sent it without an ID.');
    // Its status is a word beside an icon, not a colour.
    const status = row.querySelector<HTMLElement>('.ik-status-label')!;
    expect(status.textContent).toBe('Unreadable');
    expect(status.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  test('shows the job as received, as JSON text, behind a button with aria-expanded, and copies it', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { sent } = await renderActivity(withoutEmailJobId);
    const json = JSON.stringify((sent.jobs as Fields[])[1], null, 2);
    const row = page.elementLocator(document.querySelector('[data-malformed="job"]')!);
    const button = row.getByRole('button', { name: 'Step as received (JSON)', exact: true });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    expect(row.getByRole('group').elements()).toHaveLength(0);
    await userEvent.click(button);
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const block = row.getByRole('group', { name: 'Step as received (JSON)', exact: true });
    expect(block.element().textContent).toBe(json);
    expect(json).toContain('"type": "email"');
    await userEvent.click(row.getByRole('button', { name: 'Copy Step as received (JSON)' }));
    expect(writeText).toHaveBeenCalledWith(json);
  });

  test('keeps the header from saying "Completed", and is counted on its own, not as a failure', async () => {
    await renderActivity(withoutEmailJobId);
    // Both jobs that could be read completed.
    expect(jobItems().map((item) => item.dataset.status)).toEqual(['completed', 'completed']);
    const overall = document.querySelector<HTMLElement>('[data-overall-status]')!;
    expect(overall.dataset.overallStatus).toBe('unknown');
    expect(overall.textContent).toBe('Unknown');
    const summary = document.querySelector<HTMLElement>('.ik-activity__summary')!;
    expect(summary.dataset.unreadableCount).toBe('1');
    expect(summary.textContent).toBe('1 step could not be read');
    expect(summary.querySelector('.ik-activity__failed-count')).toBeNull();
  });

  test('a record of unreadable jobs only is not one where "No steps have run yet"', async () => {
    const record: ActivityNotification = {
      _id: NOTIFICATION_ID,
      template: { name: 'Broken record' },
      jobs: [],
      malformedJobs: [
        { index: 0, reason: 'expected object, got string', raw: 'in_app' },
        { index: 1, reason: '_id: expected string, got number', raw: { _id: 7 } },
      ],
    };
    await render(<NotificationActivityView notification={record} />);
    const timeline = document.querySelector('ol.ik-job-timeline')!;
    expect(places(timeline)).toEqual(['malformed:job', 'malformed:job']);
    expect([...timeline.querySelectorAll('.ik-unreadable__cause')].map((p) => p.textContent)).toEqual([
      'The service sent a single value instead of a record with fields.',
      'The service sent its ID as something other than text.',
    ]);
    expect(document.body.textContent).not.toContain('No steps have run yet.');
    expect(document.querySelector<HTMLElement>('[data-overall-status]')!.dataset.overallStatus).toBe('unknown');
    expect(document.querySelector('.ik-activity__summary')!.textContent).toBe('2 steps could not be read');
  });
});

describe('a log entry that could not be read', () => {
  test('shows between the entries around it, as one entry saying so, with the entry as received on demand', async () => {
    const { sent } = await renderActivity(withUnreadableEntry, { defaultExpandedJobs: 'all' });
    const inApp = (sent.jobs as Fields[])[0]!;
    const details = inApp.executionDetails as Fields[];
    const log = jobItems()[0]!.querySelector('ol.ik-execution-log__list')!;
    expect(places(log)).toEqual(
      details.map((detail) => (detail._id === 'detail-unreadable' ? 'malformed:execution-detail' : `entry:${String(detail._id)}`)),
    );
    expect(places(log)[1]).toBe('malformed:execution-detail');
    expect(places(log)[0]).toMatch(/^entry:/);
    expect(places(log)[2]).toMatch(/^entry:/);
    const entry = log.children[1] as HTMLElement;
    expect(entry.hasAttribute('data-execution-detail-id')).toBe(false);
    expect(entry.querySelector('.ik-log-entry__line')?.textContent).toBe('UnreadableThis log entry could not be read');
    expect(entry.querySelector('.ik-unreadable__cause')?.textContent).toBe('The service sent it with neither a text nor a status.');
    const entryLocator = page.elementLocator(entry);
    const button = entryLocator.getByRole('button', { name: 'Log entry as received (JSON)', exact: true });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    expect(entryLocator.getByRole('group', { name: 'Log entry as received (JSON)', exact: true }).element().textContent).toBe(
      JSON.stringify(details[1], null, 2),
    );
    // The rest of the record as usual: the header does not count an unreadable entry as a step.
    expect(document.querySelector<HTMLElement>('[data-overall-status]')!.dataset.overallStatus).toBe('completed');
    expect(document.querySelector('.ik-activity__summary')).toBeNull();
  });

  test('counts as an entry of a long log: collapsed to the last ten entries, "Show all" shows it', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString();
    const readable = Array.from({ length: 12 }, (_, n) => ({ _id: `d${n}`, createdAt: at(n), status: 'Success', detail: `Entry ${n}` }));
    const record: ActivityNotification = {
      _id: NOTIFICATION_ID,
      jobs: [
        {
          _id: 'job-long',
          type: 'in_app',
          status: 'completed',
          executionDetails: readable,
          // Sent at positions 1 (hidden while collapsed) and 8 (among the last ten).
          malformedExecutionDetails: [
            { index: 1, reason: 'detail: expected string (or a string status), got undefined', raw: { _id: 'x1' } },
            { index: 8, reason: 'expected object, got null', raw: null },
          ],
        },
      ],
    };
    await render(<NotificationActivityView notification={record} defaultExpandedJobs="all" timeZone="UTC" />);
    const log = () => document.querySelector('ol.ik-execution-log__list')!;
    await expect.element(page.getByText('Showing the last 10 of 14 entries.')).toBeInTheDocument();
    expect(log().getAttribute('start')).toBe('5');
    expect(places(log())).toEqual(['d3', 'd4', 'd5', 'd6', 'X', 'd7', 'd8', 'd9', 'd10', 'd11'].map(label));
    await userEvent.click(page.getByRole('button', { name: 'Show all 14' }));
    expect(log().getAttribute('start')).toBe('1');
    expect(places(log())).toEqual(['d0', 'X', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'X', 'd7', 'd8', 'd9', 'd10', 'd11'].map(label));
  });
});

function label(id: string): string {
  return id === 'X' ? 'malformed:execution-detail' : `entry:${id}`;
}

describe('the parts', () => {
  test('NotificationActivityLog shows the entries it could not read at their places', async () => {
    const record: ActivityNotification = { _id: NOTIFICATION_ID };
    await render(
      <NotificationActivityRoot notification={record}>
        <h3 id="log">Log</h3>
        <NotificationActivityLog
          details={[{ _id: 'a', detail: 'First' }, { _id: 'b', detail: 'Last' }]}
          malformedDetails={[{ index: 1, reason: 'expected object, got string', raw: 'oops' }]}
          labelledBy="log"
        />
      </NotificationActivityRoot>,
    );
    const log = page.getByRole('list', { name: 'Log' }).element();
    expect(places(log)).toEqual(['entry:a', 'malformed:execution-detail', 'entry:b']);
  });
});

describe('accessibility', () => {
  test('axe finds nothing with both kinds on show, their JSON open', async () => {
    await renderActivity(
      (jobs) => {
        withoutEmailJobId(jobs);
        withUnreadableEntry(jobs);
      },
      { defaultExpandedJobs: 'all' },
    );
    for (const name of ['Step as received (JSON)', 'Log entry as received (JSON)']) {
      await userEvent.click(page.getByRole('button', { name, exact: true }));
    }
    await expect.element(page.getByRole('group', { name: 'Log entry as received (JSON)', exact: true })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('in Arabic, right to left: the words of the pack, and axe finds nothing', async () => {
    await renderActivity(
      (jobs) => {
        withoutEmailJobId(jobs);
        withUnreadableEntry(jobs);
      },
      { defaultExpandedJobs: 'all', labels: ar.activity },
    );
    const row = document.querySelector<HTMLElement>('[data-malformed="job"]')!;
    expect(row.querySelector('h4')?.textContent).toBe('تعذّرت قراءة هذه الخطوةغير قابل للقراءة');
    expect(document.querySelector('.ik-activity__summary')!.textContent).toBe('تعذّرت قراءة خطوة واحدة');
    expect(await violations()).toEqual([]);
  });
});
