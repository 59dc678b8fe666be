// The views on answers of other service versions (test/fixtures/serviceVersions): `<Inbox>` on an
// early-2023 feed (no `hasMore`, no `archived`, the era's extras) and on SPEC.md's Message with its
// required fields only, each marked through the era's mark-as answer; one item without `_id`
// costs only its own row and is reported once; `<NotificationActivity>` on a mid-2023 record whose
// digest and delay jobs have no provider, whose log entries lack `isTest`/`isRetry`/`raw` and whose
// steps are partial. Rendered bare, as an app renders them, over a fetch that answers as that era's
// service (test/fixtures/serviceVersions/fixtureService.ts).
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { NotificationActivity } from '../../src/components/activity/NotificationActivity';
import { describeJobStep } from '../../src/components/activity/jobs/describeJobStep';
import { Inbox } from '../../src/components/inbox/Inbox';
import type { ActivityJob, MalformedItemReport } from '../../src/api/types';
import { FEED_PAGE_2023_IDS, feedPage2023 } from '../fixtures/serviceVersions/feedPage2023';
import { createFixtureService, page2023, pageToday, shapedAs, type FixtureService } from '../fixtures/serviceVersions/fixtureService';
import { markAsAnswer2023 } from '../fixtures/serviceVersions/markAsAnswer2023';
import { NOTIFICATION_2023_ID, NOTIFICATION_2023_JOB_IDS, notificationRecord2023 } from '../fixtures/serviceVersions/notificationRecord2023';
import { SPEC_MESSAGE_IDS, specMessages } from '../fixtures/serviceVersions/specMessages';
import { TENANT, type FixtureBody } from '../fixtures/serviceVersions/tenant';
import { jobItem, jobItems, renderWithKit, row, rows, rowStates, type RenderOptions } from '../support/renderWithKit';

const NOW = new Date('2023-03-08T10:00:00.000Z');

const dataOf = (body: FixtureBody) => body.data as FixtureBody[];

/** An early-2023 service holding `items`: pages of 10 without `hasMore`, marked messages as that era answers them. */
function service2023(items: FixtureBody[]): FixtureService {
  return createFixtureService({
    items,
    page: page2023,
    fixedPageSize: 10,
    marked: shapedAs(dataOf(markAsAnswer2023())[0]!),
    now: () => new Date().toISOString(),
  });
}

async function renderInbox(service: FixtureService, options: RenderOptions = {}) {
  return renderWithKit(<Inbox subscriberId={TENANT.subscriberId} now={NOW} />, {
    listMaxBlockSize: 'none',
    intercept: (request) => service.answer(request),
    ...options,
  });
}

/** The name of a row's checkbox: "Select: " and the words of its message. */
const checkboxName = (id: string) => row(id)?.querySelector('[data-slot="inbox-row-checkbox"]')?.getAttribute('aria-label');

/**
 * Marks the unread row `id` read by its own menu: the change is announced, sent once, and the row
 * stays read once the lists have been asked again (the service's answer and its next pages agree).
 */
async function markReadAndConfirm({ screen, queryClient }: Awaited<ReturnType<typeof renderInbox>>, service: FixtureService, id: string) {
  await userEvent.click(page.elementLocator(row(id)!.querySelector('[data-slot="inbox-row-menu-trigger"]')!));
  await userEvent.click(page.getByRole('menuitem', { name: 'Mark as read', exact: true }));
  await expect.element(screen.getByRole('status')).toHaveTextContent('1 notification marked as read');
  expect(service.marks).toEqual([{ messageId: [id], markAs: 'read' }]);
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  expect(rowStates([id])).toEqual([{ id, read: 'true', seen: 'true' }]);
  expect(document.querySelector('[role="alert"]')).toBeNull();
}

describe('<Inbox> on an early-2023 service', () => {
  test('shows every row with its text and state, and marks one read through the era’s answer', async () => {
    const service = service2023(dataOf(feedPage2023()));
    const rendered = await renderInbox(service);
    await expect.poll(() => rows().map((element) => element.dataset.messageId)).toEqual([...FEED_PAGE_2023_IDS]);
    const [maintenance, comment, invoice] = FEED_PAGE_2023_IDS;
    expect([maintenance, comment, invoice].map(checkboxName)).toEqual([
      'Select: Maintenance window on Saturday, 02:00 to 04:00 UTC',
      'Select: Priya commented on "Roadmap Q2"',
      'Select: Your March invoice is ready',
    ]);
    expect(rowStates([maintenance, comment, invoice])).toEqual([
      { id: maintenance, read: 'false', seen: 'false' },
      { id: comment, read: 'false', seen: 'true' },
      { id: invoice, read: 'true', seen: 'true' },
    ]);

    await markReadAndConfirm(rendered, service, maintenance);
  });

  test('the recipient populated as an item’s subscriber is not taken for its sender: only a user actor gives a row a picture', async () => {
    const items = dataOf(feedPage2023());
    const [maintenance, comment] = FEED_PAGE_2023_IDS;
    // A subscriber with a picture of their own, as every item of theirs carries it.
    for (const item of items) (item.subscriber as FixtureBody).avatar = 'https://app.example.com/avatars/noor.png';
    items[1]!.actor = { type: 'user', data: 'https://app.example.com/avatars/priya.png' };
    await renderInbox(service2023(items));
    await expect.poll(() => rows().length).toBe(3);
    expect(row(maintenance)!.querySelector('[data-slot="inbox-avatar"]')?.hasAttribute('data-fallback')).toBe(true);
    expect(document.querySelector('img[src*="noor"]')).toBeNull();
    // Loaded (test/support/remoteImages.ts answers it), so the picture stays a picture.
    await expect.poll(() => row(comment)!.querySelector<HTMLImageElement>('img[data-slot="inbox-avatar"]')?.naturalWidth).toBeGreaterThan(0);
    expect(row(comment)!.querySelector('img[data-slot="inbox-avatar"]')?.getAttribute('src')).toBe('https://app.example.com/avatars/priya.png');
  });

  test('a sender’s picture that fails to load gives way to the placeholder', async () => {
    const items = dataOf(feedPage2023());
    const [, comment] = FEED_PAGE_2023_IDS;
    // A host under .invalid never answers (test/support/remoteImages.ts).
    items[1]!.actor = { type: 'user', data: 'https://avatars.invalid/priya.png' };
    await renderInbox(service2023(items));
    await expect.poll(() => row(comment)?.querySelector('[data-slot="inbox-avatar"]')?.hasAttribute('data-fallback')).toBe(true);
    expect(row(comment)!.querySelector('img')).toBeNull();
  });

  test('a page where one item has no _id shows the other rows, and the app hears of that item once', async () => {
    const items = dataOf(feedPage2023());
    const { _id: _left, ...broken } = items[1]!;
    items[1] = broken;
    const reports: MalformedItemReport[] = [];
    // Development builds also warn of it in the console, once.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queryClient, requests } = await renderInbox(service2023(items), {
      client: { onMalformedItem: (report) => reports.push(report) },
    });
    const [maintenance, , invoice] = FEED_PAGE_2023_IDS;
    await expect.poll(() => rows().map((element) => element.dataset.messageId)).toEqual([maintenance, invoice]);
    // The list and the counts' unread page, which holds the unread item too, have both been read.
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(requests.filter((request) => request.url.pathname.endsWith('/notifications/feed') && request.url.searchParams.get('seen') === null).length).toBeGreaterThanOrEqual(2);
    expect(reports).toEqual([
      { operation: 'listMessages', path: 'data[1]', reason: '_id: expected string, got undefined', item: broken },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('<Inbox> on SPEC.md messages with their required fields only', () => {
  test('shows each row (no text: the placeholder) with its state, and marks one read', async () => {
    const service = createFixtureService({ items: specMessages(), page: pageToday, marked: (item) => item, now: () => new Date().toISOString() });
    const rendered = await renderInbox(service);
    const [unread, read] = SPEC_MESSAGE_IDS;
    await expect.poll(() => rows().map((element) => element.dataset.messageId)).toEqual([unread, read]);
    expect([unread, read].map(checkboxName)).toEqual(['Select: (no subject)', 'Select: (no subject)']);
    expect(rowStates([unread, read])).toEqual([
      { id: unread, read: 'false', seen: 'false' },
      { id: read, read: 'true', seen: 'true' },
    ]);

    await markReadAndConfirm(rendered, service, unread);
  });
});

describe('<NotificationActivity> on a mid-2023 record', () => {
  test('shows every job and log entry, and the digest’s and delay’s settings in words', async () => {
    const record = notificationRecord2023();
    const service = createFixtureService({
      items: [],
      page: pageToday,
      marked: (item) => item,
      notification: { id: NOTIFICATION_2023_ID, body: record },
      now: () => new Date().toISOString(),
    });
    const warn = vi.spyOn(console, 'warn');
    const { screen } = await renderWithKit(<NotificationActivity notificationId={NOTIFICATION_2023_ID} defaultExpandedJobs="all" />, {
      intercept: (request) => service.answer(request),
    });
    await expect.element(screen.getByRole('heading', { name: 'Comment digest' })).toBeInTheDocument();
    const jobs = (record.data as { jobs: (ActivityJob & { executionDetails: { _id: string; detail: string }[] })[] }).jobs;
    expect(jobItems().map((item) => item.dataset.jobId)).toEqual(jobs.map((job) => job._id));
    for (const job of jobs) {
      const item = jobItem(job._id);
      const entries = [...item.querySelectorAll<HTMLElement>('li[data-execution-detail-id]')];
      expect(entries.map((entry) => entry.dataset.executionDetailId)).toEqual(job.executionDetails.map((detail) => detail._id));
      entries.forEach((entry, index) => expect(entry.textContent).toContain(job.executionDetails[index]!.detail));
    }
    // The step settings in words where the record has them: the digest's and the delay's.
    const { digest, delay, inApp } = NOTIFICATION_2023_JOB_IDS;
    for (const id of [digest, delay]) {
      const sentences = describeJobStep(jobs.find((job) => job._id === id)!, { isolate: true });
      expect(sentences.length).toBeGreaterThan(0);
      const words = [...jobItem(id).querySelectorAll('.ik-job__description li')].map((sentence) => sentence.textContent);
      expect(words).toEqual(sentences);
    }
    expect(jobItem(digest).textContent).toMatch(/5 minutes/);
    expect(jobItem(delay).textContent).toMatch(/30 seconds/);
    // The channel job's empty `digest: {events: []}` says nothing; only it names a provider.
    expect(jobItem(inApp).querySelector('.ik-job__description')).toBeNull();
    expect(jobItems().filter((item) => item.textContent?.includes('Provider:')).map((item) => item.dataset.jobId)).toEqual([inApp]);
    expect(document.querySelector('.ik-job[data-state="failed"], [role="alert"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
