// Figures for <NotificationActivity> in real Chromium: the `huge` record (50 jobs × 40 log
// entries) and the `everything` record (every field the service can send), first render, the DOM
// they keep, opening jobs and "Show all" on a log.
//
// Each timed run starts at a user's action (or a mount) and stops once the DOM shows its result
// and the browser has laid it out (a forced layout, so style and layout are in the figure; paint
// is not). Rendering is React's own root, not `act()`, so nothing the test harness does is timed.
// Records are prefetched into the cache, so the network (the in-process mock) is in one figure
// only, the one named "from an empty cache".
import { afterEach, expect, test } from 'vitest';
import { COLLAPSED_LOG_SIZE } from '../src/components/activity/log/ExecutionLog';
import { NotificationActivity } from '../src/components/activity/NotificationActivity';
import { HUGE_DETAILS_PER_JOB, HUGE_JOB_COUNT, MOCK_IDS } from '../src/mock';
import { notificationQueryOptions } from '../src/query/activity/notificationQueryOptions';
import { benchCache, mount, mountedElements, unmount, type BenchCache } from './harness';
import { count, measure, until } from './measure';

const { huge, everything } = MOCK_IDS.notifications;
/** Entries a long log shows before "Show all". */
const COLLAPSED_LOG = COLLAPSED_LOG_SIZE;

// DOM ceilings. A whole page past ~1,400 elements is what audits flag as an excessive DOM, so one
// view as it first shows should stay under 1,500. A closed job is one line (button, status, time);
// an open one adds its facts, 10 log entries and a row of JSON buttons; an entry is one line with
// a status, a time and a "raw" button.
const VIEW_ELEMENTS = 1500;
const CLOSED_JOB_ELEMENTS = 30;
const OPEN_JOB_ELEMENTS = 250;
const LOG_ENTRY_ELEMENTS = 25;

// --- harness ---

/** A fresh service and QueryClient, holding the given records unless `prefetch` is empty. */
async function cacheOf(prefetch: readonly string[]): Promise<BenchCache> {
  const cache = benchCache();
  for (const id of prefetch) await cache.queryClient.fetchQuery(notificationQueryOptions(cache.client, id));
  return cache;
}

/** Mounts the view; no polling, since a refetch mid-run would be network, not rendering. */
function mountActivity(cache: BenchCache, notificationId: string): void {
  mount(cache, <NotificationActivity notificationId={notificationId} refetchWhileRunning={false} />);
}

afterEach(unmount);

function jobs(): HTMLLIElement[] {
  return [...document.querySelectorAll<HTMLLIElement>('li[data-job-id]')];
}

function jobButton(job: HTMLElement): HTMLButtonElement {
  const button = job.querySelector<HTMLButtonElement>('.ik-job__button');
  if (!button) throw new Error('No job button');
  return button;
}

const isOpen = (job: HTMLElement) => jobButton(job).getAttribute('aria-expanded') === 'true';
const detailsOf = (job: HTMLElement) => job.querySelectorAll('li[data-execution-detail-id]').length;
const elements = mountedElements;

/** The log's "Show all" / "Show fewer" button of a job. */
function logToggle(job: HTMLElement): HTMLButtonElement {
  const button = job.querySelector<HTMLButtonElement>('.ik-execution-log__toggle button');
  if (!button) throw new Error('No "Show all" button');
  return button;
}

const hugeShown = () => jobs().length === HUGE_JOB_COUNT;

// --- figures ---

test('huge record: first render, and the DOM it keeps', async () => {
  const cache = await cacheOf([huge]);
  await measure(
    'activity huge: mount (cached), until 50 jobs are in the DOM',
    { budgetMs: 200, runs: 10, warmup: 2, setup: unmount },
    async () => {
      mountActivity(cache, huge);
      await until(hugeShown, 'the jobs');
    },
  );
  // Only the failed jobs start open, each log collapsed to its last entries.
  const open = jobs().filter(isOpen);
  expect(open.length).toBeGreaterThan(0);
  expect(open.length).toBeLessThan(HUGE_JOB_COUNT);
  for (const job of open) expect(detailsOf(job)).toBe(COLLAPSED_LOG);
  count('activity huge: DOM elements after mount', elements(), VIEW_ELEMENTS);
  const closedJob = jobs().find((job) => !isOpen(job))!;
  const openJob = open[0]!;
  const entry = openJob.querySelector('li[data-execution-detail-id]')!;
  count('activity huge: DOM elements of a closed job', 1 + closedJob.querySelectorAll('*').length, CLOSED_JOB_ELEMENTS);
  count('activity huge: DOM elements of an open job (log collapsed)', 1 + openJob.querySelectorAll('*').length, OPEN_JOB_ELEMENTS);
  count('activity huge: DOM elements of one log entry', 1 + entry.querySelectorAll('*').length, LOG_ENTRY_ELEMENTS);

  await measure(
    'activity huge: mount from an empty cache (mock fetch + checks)',
    {
      budgetMs: 300,
      runs: 5,
      warmup: 1,
      setup: () => {
        unmount();
        return cacheOf([]);
      },
    },
    async (empty) => {
      mountActivity(empty, huge);
      await until(hugeShown, 'the jobs');
    },
  );
});

test('huge record: open one job', async () => {
  const cache = await cacheOf([huge]);
  mountActivity(cache, huge);
  await until(hugeShown, 'the jobs');
  await measure(
    'activity huge: open one job, until its log is in the DOM',
    {
      budgetMs: 50,
      runs: 20,
      warmup: 3,
      setup: () => {
        const job = jobs().find((candidate) => !isOpen(candidate));
        if (!job) throw new Error('No closed job left');
        return job;
      },
    },
    async (job) => {
      jobButton(job).click();
      await until(() => detailsOf(job) === COLLAPSED_LOG, 'the job’s log');
    },
  );
});

test('huge record: open every job', async () => {
  const cache = await cacheOf([huge]);
  await measure(
    'activity huge: open all 50 jobs at once, until every log shows',
    {
      budgetMs: 300,
      runs: 5,
      warmup: 1,
      setup: async () => {
        mountActivity(cache, huge);
        await until(hugeShown, 'the jobs');
        return jobs().filter((job) => !isOpen(job));
      },
    },
    async (closed) => {
      // What an "expand all" control would do: every click in one task, one render.
      for (const job of closed) jobButton(job).click();
      await until(() => jobs().every((job) => isOpen(job) && detailsOf(job) === COLLAPSED_LOG), 'every log');
    },
  );
  count('activity huge: DOM elements with every job open', elements(), HUGE_JOB_COUNT * OPEN_JOB_ELEMENTS + 500);
});

test('huge record: "Show all" on one log', async () => {
  const cache = await cacheOf([huge]);
  mountActivity(cache, huge);
  await until(hugeShown, 'the jobs');
  const job = jobs().find(isOpen);
  if (!job) throw new Error('No open job');
  await measure(
    'activity huge: "Show all" 40 entries of one log',
    {
      budgetMs: 50,
      runs: 10,
      warmup: 2,
      setup: async () => {
        if (logToggle(job).getAttribute('aria-expanded') === 'true') logToggle(job).click();
        await until(() => detailsOf(job) === COLLAPSED_LOG, 'the collapsed log');
      },
    },
    async () => {
      logToggle(job).click();
      await until(() => detailsOf(job) === HUGE_DETAILS_PER_JOB, 'the whole log');
    },
  );
  expect(logToggle(job).getAttribute('aria-expanded')).toBe('true');
});

test('everything record: first render, and the DOM it keeps', async () => {
  const cache = await cacheOf([everything]);
  const record = cache.queryClient.getQueryData(notificationQueryOptions(cache.client, everything).queryKey);
  const jobCount = record?.jobs?.length ?? 0;
  expect(jobCount).toBeGreaterThan(0);
  await measure(
    'activity everything: mount (cached), until its jobs are in the DOM',
    { budgetMs: 100, runs: 10, warmup: 2, setup: unmount },
    async () => {
      mountActivity(cache, everything);
      await until(() => jobs().length === jobCount, 'the jobs');
    },
  );
  count('activity everything: DOM elements after mount', elements(), VIEW_ELEMENTS);
});
