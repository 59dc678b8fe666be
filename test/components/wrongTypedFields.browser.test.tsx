// Wrong-typed fields never take a view down: every field of the table in
// test/support/wrongTypedFields.ts (every field but the few an item needs), with every wrong value,
// in one feed page or one record, and every row or job still renders. What slips past the checks (an app's renderMessage that
// throws) costs one row, which still shows its id.
import { describe, expect, it } from 'vitest';
import { Inbox } from '../../src/components/inbox/Inbox';
import { MOCK_IDS } from '../../src/mock';
import { messageRecord, objectId } from '../api/fakeService';
import {
  EXECUTION_DETAIL_OPTIONAL_FIELDS,
  FEED_MESSAGE_OPTIONAL_FIELDS,
  JOB_OPTIONAL_FIELDS,
  NOTIFICATION_OPTIONAL_FIELDS,
  STEP_OPTIONAL_FIELDS,
  WRONG_VALUES,
} from '../support/wrongTypedFields';
import { jobItems, renderWithKit, rows as renderedRows } from '../support/renderWithKit';
import { NotificationActivity } from '../../src/components/activity/NotificationActivity';

type Fields = Record<string, unknown>;
const NOW = Date.parse('2024-03-13T12:00:00.000Z');

function feedPage(): { data: Fields[]; ids: string[] } {
  const data: Fields[] = [];
  let n = 1;
  for (const { value } of WRONG_VALUES) {
    for (const { field } of FEED_MESSAGE_OPTIONAL_FIELDS) {
      data.push({ ...messageRecord(objectId(n), { subject: `Row ${n}`, read: false, seen: false }), [field]: value() });
      n += 1;
    }
  }
  data.push({
    ...messageRecord(objectId(n), { read: false, seen: false }),
    subject: 7,
    tags: [{}],
    cta: { type: 'redirect', data: { url: 5 }, action: { status: 'pending', buttons: [null] } },
    actor: { type: 'user', data: {} },
    subscriber: { subscriberId: 'a', avatar: [] },
  } as Fields);
  return { data, ids: data.map((item) => item._id as string) };
}

async function renderFeed(page: { data: Fields[] }, renderMessage?: Parameters<typeof Inbox>[0]['renderMessage']) {
  const body = JSON.stringify({ data: page.data, page: 0, pageSize: page.data.length, hasMore: false, totalCount: page.data.length });
  return renderWithKit(<Inbox subscriberId={MOCK_IDS.subscribers.default} now={NOW} renderMessage={renderMessage} />, {
    listMaxBlockSize: 'none',
    intercept: (request) =>
      new URL(request.url).pathname.endsWith('/notifications/feed')
        ? new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
        : undefined,
  });
}

describe('<Inbox> with wrong-typed optional fields', () => {
  it('renders every row of a page where each row has one field of the wrong type', async () => {
    const page = feedPage();
    await renderFeed(page);
    await expect.poll(() => renderedRows().length, { timeout: 10_000 }).toBe(page.ids.length);
    expect(renderedRows().map((row) => row.dataset.messageId)).toEqual(page.ids);
    expect(document.querySelector('[data-slot="inbox-row"][data-state="failed"]')).toBeNull();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    // createdAt: null (SERVER-NOTES §5) renders the row without a time
    const createdAtNull = page.data.find((item) => Object.hasOwn(item, 'createdAt') && item.createdAt === null)!;
    const row = renderedRows().find((candidate) => candidate.dataset.messageId === createdAtNull._id)!;
    expect(row.querySelector('[data-slot="inbox-time"]')).toBeNull();
    expect(renderedRows()[0]!.querySelector('[data-slot="inbox-time"]')).not.toBeNull();
  });

  it('shows the id of a row whose renderMessage throws, and every other row', async () => {
    const page = { data: [1, 2, 3].map((n) => ({ ...messageRecord(objectId(n), { subject: `Row ${n}` }) }) as Fields) };
    const broken = objectId(2);
    await renderFeed(page, ({ message, defaultBody }) => {
      if (message._id === broken) throw new Error('the app failed');
      return defaultBody;
    });
    await expect.poll(() => renderedRows().length).toBe(3);
    const failed = renderedRows().find((row) => row.dataset.state === 'failed')!;
    expect(failed.dataset.messageId).toBe(broken);
    expect(failed.textContent).toContain(broken);
    expect(renderedRows().filter((row) => row.dataset.state !== 'failed').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Row 1'),
      expect.stringContaining('Row 3'),
    ]);
  });
});

describe.each(WRONG_VALUES)('<NotificationActivity> with fields that are $name', ({ value }) => {
  it('renders the record and every job', async () => {
    const notificationId = '65f1c0ffee0ddba11cafe999';
    const ids: string[] = [];
    const setup: NonNullable<Parameters<typeof renderWithKit>[1]>['setup'] = (service) => {
      const base = service.store.getNotification(MOCK_IDS.notifications.delivered)! as unknown as Fields;
      const template = (base.jobs as Fields[])[0]!;
      const jobs: Fields[] = [];
      const add = (put: (job: Fields) => void) => {
        const job = structuredClone(template);
        job._id = `job-${jobs.length}`;
        put(job);
        ids.push(job._id as string);
        jobs.push(job);
      };
      for (const { field } of JOB_OPTIONAL_FIELDS) add((job) => (job[field] = value()));
      for (const { field } of STEP_OPTIONAL_FIELDS) add((job) => ((job.step as Fields)[field] = value()));
      for (const { field } of EXECUTION_DETAIL_OPTIONAL_FIELDS) {
        add((job) => ((job.executionDetails as Fields[])[0]![field] = value()));
      }
      const record: Fields = { ...base, _id: notificationId, jobs };
      for (const { field } of NOTIFICATION_OPTIONAL_FIELDS) {
        if (field !== 'jobs' && field !== '_id') record[field] = value();
      }
      service.store.putNotification(record as never);
    };
    await renderWithKit(<NotificationActivity notificationId={notificationId} defaultExpandedJobs="all" />, { setup });
    await expect.poll(() => jobItems().length, { timeout: 10_000 }).toBe(ids.length);
    expect(jobItems().map((item) => item.dataset.jobId)).toEqual(ids);
    expect(document.querySelector('li[data-job-id][data-state="failed"]')).toBeNull();
  });
});
