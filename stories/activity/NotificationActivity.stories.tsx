// <NotificationActivity> over the mock service: one story per record of the mock (every job type,
// metadata variant, execution status and source), the states, the themes. Each record's story shows
// it untouched; each interaction has a story of its own, named for it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationActivity, NotificationActivityView } from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { createMockService, MOCK_IDS } from 'inbox-kit/mock';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { installMockService, withInboxKit } from '../support/mockService';

const ids = MOCK_IDS.notifications;
const RECORD_PATH = '*/v1/notifications/:notificationId';

const meta = {
  title: 'Activity/NotificationActivity',
  component: NotificationActivity,
  decorators: [withInboxKit],
  // A fresh mock service per story.
  beforeEach({ msw }) {
    installMockService(msw, { latencyMs: 150 });
  },
  args: { notificationId: ids.delivered, onNavigate: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationActivity>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Waits for the record to be on screen (its workflow name as the heading). */
async function loaded(canvasElement: HTMLElement, workflowName: string) {
  const canvas = within(canvasElement);
  return canvas.findByRole('heading', { name: workflowName }, { timeout: 5_000 });
}

/** In-app, email and push, all delivered; a read confirmation from the email provider's webhook. */
export const Delivered: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Comment on your post');
    const jobs = canvasElement.querySelectorAll('li[data-job-id]');
    await expect(jobs.length).toBe(3);
    // Nothing failed and nothing runs: every job starts collapsed, its log one click away.
    for (const job of jobs) await expect(job.querySelector('button[aria-expanded]')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A failed email with the provider's JSON answer, a retry, and an sms without an integration. */
export const FailedEmailWithRawJson: Story = {
  args: { notificationId: ids.failedEmail },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Password reset');
  },
};

/** Open the raw JSON of the failed email's log entry: pretty-printed, one key per line. */
export const OpenRawJson: Story = {
  args: { notificationId: ids.failedEmail },
  play: async ({ canvasElement, userEvent }) => {
    await loaded(canvasElement, 'Password reset');
    const email = canvasElement.querySelector<HTMLElement>('li[data-job-type="email"]')!;
    const failed = email.querySelector<HTMLElement>('li[data-execution-detail-id][data-status="Failed"]')!;
    const raw = within(failed).getByRole('button', { name: 'Raw' });
    await expect(raw).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(raw);
    await expect(raw).toHaveAttribute('aria-expanded', 'true');
    const block = within(failed).getByRole('group', { name: /Raw data of/ });
    // Pretty-printed: one key per line.
    await expect(block.textContent).toMatch(/\n {2}"/);
  },
};

/** Collects events for 5 minutes, grouped by `postId`. */
export const DigestRegular: Story = {
  args: { notificationId: ids.digestRegular },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'New comments digest');
    const digest = canvasElement.querySelector<HTMLElement>('li[data-job-type="digest"]')!;
    await expect(digest.textContent).toContain('5 minutes');
    await expect(digest.textContent).toContain('postId');
  },
};

/** A backoff digest: sends at once unless another event arrived within the backoff window. */
export const DigestBackoff: Story = { args: { notificationId: ids.digestBackoff } };

/** A timed digest: a weekly/monthly schedule, a cron expression, extended twice to fit the subscriber's schedule. */
export const DigestTimed: Story = { args: { notificationId: ids.digestTimed } };

/** A delay of 2 hours. */
export const DelayRegular: Story = { args: { notificationId: ids.delayRegular } };

/** A delay until the date at `payload.sendAt`, still waiting. */
export const DelayScheduled: Story = {
  args: { notificationId: ids.delayScheduled, refetchWhileRunning: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Appointment reminder');
    await expect(canvasElement.querySelector('li[data-job-type="delay"]')?.textContent).toContain('payload.sendAt');
  },
};

/** A digest merged into another notification's digest, with a link to it. */
export const MergedDigest: Story = {
  args: { notificationId: ids.mergedDigest },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'New comments digest');
  },
};

/** Follow the merged digest's link: `onNavigate` is told the notification it went into. */
export const FollowMergedLink: Story = {
  args: { notificationId: ids.mergedDigest },
  play: async ({ canvasElement, args, userEvent }) => {
    await loaded(canvasElement, 'New comments digest');
    const [link] = within(canvasElement).getAllByRole('button', { name: ids.mergedInto });
    await userEvent.click(link!);
    await expect(args.onNavigate).toHaveBeenCalledWith(ids.mergedInto);
  },
};

/** The notification the digest above was merged into. */
export const MergedInto: Story = { args: { notificationId: ids.mergedInto } };

const TERMINAL_JOB_STATUSES = ['completed', 'failed', 'skipped', 'canceled', 'merged'];

/**
 * Still running on the mock: its jobs move from pending to done over about 6.5 seconds while the
 * view refreshes by itself ("Refreshing…"), then stops.
 */
export const RunningLive: Story = {
  args: { notificationId: ids.running },
  // Photographed once every job is done and the view has stopped refreshing.
  parameters: {
    visual: {
      ready: (canvasElement: HTMLElement) =>
        !canvasElement.textContent?.includes('Refreshing…') &&
        [...canvasElement.querySelectorAll<HTMLElement>('li[data-job-id]')].every((li) => TERMINAL_JOB_STATUSES.includes(li.dataset.status!)),
    },
  },
  beforeEach({ msw }) {
    installMockService(msw, { latencyMs: 100 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Refreshing…', {}, { timeout: 5_000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Refreshing…')).toBeNull(), { timeout: 20_000 });
    const statuses = [...canvasElement.querySelectorAll<HTMLElement>('li[data-job-id]')].map((li) => li.dataset.status);
    await expect(statuses.every((status) => TERMINAL_JOB_STATUSES.includes(status!))).toBe(true);
  },
};

/** A job type, statuses, a source, a provider, an origin and a severity this library does not know: shown as sent. */
export const UnknownValues: Story = {
  args: { notificationId: ids.unknownValues, defaultExpandedJobs: 'all' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Workflow from a newer service version');
    const job = canvasElement.querySelector<HTMLElement>('li[data-job-type="ai_summary"]')!;
    await expect(job.dataset.status).toBe('paused');
  },
};

/**
 * Every field of the record, every job type, every execution-detail status and source, filters,
 * variants, retries and test runs.
 */
export const EveryField: Story = {
  args: { notificationId: ids.everything },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Order confirmation (every field)');
  },
};

/** Open the record's internal ids and a job's payload. */
export const OpenIdsAndPayload: Story = {
  args: { notificationId: ids.everything },
  play: async ({ canvasElement, userEvent }) => {
    await loaded(canvasElement, 'Order confirmation (every field)');
    const canvas = within(canvasElement);
    // The record's ids, and each open (failed) job's own after its log: the first is the record's.
    const internal = canvas.getAllByRole('button', { name: 'Internal IDs' })[0]!;
    await userEvent.click(internal);
    await expect(internal).toHaveAttribute('aria-expanded', 'true');
    const payload = canvas.getAllByRole('button', { name: 'Payload' })[0]!;
    await userEvent.click(payload);
    await expect(canvas.getAllByRole('group', { name: 'Payload' })[0]).toBeVisible();
  },
};

// Fifty jobs of the same markup: axe checks the first five (the open failed job and the
// completed one the play function opens to all 40 logs among them). Walking all fifty is what
// outlasted the test's bound on a loaded machine, and proves nothing the first five do not.
const FIRST_FIVE_JOBS = { a11y: { context: { exclude: ['li[data-job-id]:nth-of-type(n+6)'] } } };

/** 50 jobs × 40 log entries: only failed jobs start open, long logs show their last 10 entries. */
export const HugeRecord: Story = {
  args: { notificationId: ids.huge },
  parameters: FIRST_FIVE_JOBS,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Load test: retry storm');
  },
};

/** Open a completed job of the huge record, then all 40 of its log entries. */
export const ShowAllLogEntries: Story = {
  args: { notificationId: ids.huge },
  parameters: FIRST_FIVE_JOBS,
  play: async ({ canvasElement, userEvent }) => {
    await loaded(canvasElement, 'Load test: retry storm');
    const completed = canvasElement.querySelector<HTMLElement>('li[data-job-id][data-status="completed"]')!;
    const button = completed.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(completed.querySelectorAll('li[data-execution-detail-id]').length).toBe(10);
    await userEvent.click(within(completed).getByRole('button', { name: 'Show all 40' }));
    await expect(completed.querySelectorAll('li[data-execution-detail-id]').length).toBe(40);
  },
};

/** Every job starts closed (`defaultExpandedJobs="none"`). */
export const CollapsedJobs: Story = {
  args: { notificationId: ids.delivered, defaultExpandedJobs: 'none' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Comment on your post');
  },
};

/** Every job starts closed; open the email job, then its raw log entry. */
export const OpenACollapsedJob: Story = {
  args: { notificationId: ids.delivered, defaultExpandedJobs: 'none' },
  play: async ({ canvasElement, userEvent }) => {
    await loaded(canvasElement, 'Comment on your post');
    const email = canvasElement.querySelector<HTMLElement>('li[data-job-type="email"]')!;
    const button = email.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const [raw] = within(email).getAllByRole('button', { name: 'Raw' });
    await userEvent.click(raw!);
    await expect(raw).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NotFound: Story = {
  args: { notificationId: ids.notFound },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Notification not found');
  },
};

function serverError() {
  return HttpResponse.json(
    { statusCode: 500, timestamp: new Date(0).toISOString(), path: '/v1/notifications', message: 'Internal server error' },
    { status: 500 },
  );
}

/** The service answers 500, and keeps doing so: the alert with Retry stays on screen. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(RECORD_PATH, serverError));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('could not be loaded');
  },
};

/** The service fails twice (the client's one retry included); Retry then loads the record. */
export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(RECORD_PATH, serverError, { once: true }), http.get(RECORD_PATH, serverError, { once: true }));
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await loaded(canvasElement, 'Comment on your post');
  },
};

/** The service never answers. */
export const Loading: Story = {
  parameters: { visual: { pending: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(RECORD_PATH, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading notification activity…')).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  args: { notificationId: ids.failedEmail },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Password reset');
  },
};

export const RightToLeft: Story = {
  args: { notificationId: ids.everything },
  parameters: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Order confirmation (every field)');
  },
};

/** Labels in another language, dates in German format and Berlin time. */
export const Localized: Story = {
  args: {
    notificationId: ids.digestRegular,
    locale: 'de-DE',
    timeZone: 'Europe/Berlin',
    labels: {
      jobs: 'Schritte',
      executionLog: 'Ausführungsprotokoll',
      transactionId: 'Transaktions-ID',
      overallStatuses: { completed: 'Abgeschlossen' },
      jobStatuses: { completed: 'Abgeschlossen' },
    },
  },
};

/** The German pack: every label and every step sentence ("Sammelt 5 Minuten lang Ereignisse…"). */
export const German: Story = {
  args: { notificationId: ids.everything, labels: de.activity, timeZone: 'Europe/Berlin' },
  render: (args) => (
    <div lang="de">
      <NotificationActivity {...args} />
    </div>
  ),
};

/** The Arabic pack, right to left: Arabic plurals, lists and units; ids and values isolated. */
export const Arabic: Story = {
  args: { notificationId: ids.everything, labels: ar.activity, timeZone: 'Asia/Riyadh' },
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <NotificationActivity {...args} />
    </div>
  ),
};

const UNREADABLE_ID = '65f1c0ffee0ddba11cafe0ee';

/**
 * The delivered record as a service might send it broken: the email job without its `_id`, and an
 * entry of the in-app log with neither a text nor a status (its `detail` a number).
 */
function putUnreadableRecord(service: ReturnType<typeof installMockService>) {
  const record = structuredClone(service.store.getNotification(ids.delivered)) as unknown as Record<string, unknown>;
  const [inApp, email] = record.jobs as Record<string, unknown>[];
  delete email!._id;
  const details = inApp!.executionDetails as Record<string, unknown>[];
  // At the time of the entry before it: the mock keeps the order it is given.
  details.splice(1, 0, { _id: 'detail-unreadable', createdAt: details[0]!.createdAt, source: 'Internal', detail: 42 });
  service.store.putNotification({ ...record, _id: UNREADABLE_ID } as never);
}

/**
 * A record whose status cannot be read is not known to be over, so the view keeps refreshing it
 * until it has not changed for a minute (query/activity/notificationPolling.ts). Photographed as
 * a reader first sees it, "Refreshing…" shown: a shot taken after that minute would differ.
 */
const REFRESHING_UNKNOWN = {
  ready: (canvasElement: HTMLElement) => canvasElement.querySelector('[data-live="true"]') !== null,
};

/**
 * A job and a log entry the client could not read, each at its place saying so and why, with what
 * was received on demand; the header says "Unknown", not "Completed", and counts the step.
 */
export const UnreadableItems: Story = {
  args: { notificationId: UNREADABLE_ID, defaultExpandedJobs: 'all' },
  parameters: { visual: REFRESHING_UNKNOWN },
  beforeEach({ msw }) {
    putUnreadableRecord(installMockService(msw, { latencyMs: 150 }));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Comment on your post');
    const items = [...canvasElement.querySelectorAll<HTMLElement>('ol.ik-job-timeline > li')];
    await expect(items.map((li) => li.dataset.malformed ?? li.dataset.jobType)).toEqual(['in_app', 'job', 'push']);
    await expect(within(items[1]!).getByRole('button', { name: 'Step as received (JSON)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(items[0]!.querySelectorAll('[data-malformed="execution-detail"]')).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-overall-status]')).toHaveAttribute('data-overall-status', 'unknown');
  },
};

/** The same in the Arabic pack, right to left. */
export const UnreadableItemsArabic: Story = {
  args: { notificationId: UNREADABLE_ID, defaultExpandedJobs: 'all', labels: ar.activity, timeZone: 'Asia/Riyadh' },
  parameters: { dir: 'rtl', visual: REFRESHING_UNKNOWN },
  beforeEach({ msw }) {
    putUnreadableRecord(installMockService(msw, { latencyMs: 150 }));
  },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <NotificationActivity {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Comment on your post');
    await expect(within(canvasElement).getByText('تعذّرت قراءة هذه الخطوة')).toBeVisible();
  },
};

/** A phone's screen (375 px). */
export const Phone: Story = {
  args: { notificationId: ids.failedEmail },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Password reset');
  },
};

/** `renderLink`: the app's own link (here an anchor to its admin route) for the merged digest. */
export const CustomLinks: Story = {
  args: {
    notificationId: ids.mergedDigest,
    renderLink: ({ notificationId, children, className }) => (
      <a className={className} href={`/admin/notifications/${encodeURIComponent(notificationId)}`}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'New comments digest');
    const [link] = within(canvasElement).getAllByRole('link', { name: ids.mergedInto });
    await expect(link).toHaveAttribute('href', `/admin/notifications/${ids.mergedInto}`);
  },
};

/**
 * `NotificationActivityView`: a record the app already has (from its own server, say), rendered
 * without fetching. Here the mock's failed-email record, taken from a mock store directly.
 */
export const ViewOfARecordInHand: StoryObj<typeof NotificationActivityView> = {
  render: () => {
    const notification = createMockService().store.getNotification(ids.failedEmail);
    return notification ? <NotificationActivityView notification={notification} /> : <p>Missing fixture</p>;
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Password reset');
  },
};
