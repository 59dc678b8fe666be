// <NotificationActivity>: the DOM contract (API.md §2), step metadata in words, unknown values,
// raw data on demand, merged-digest links, the not-found / error / live states, a huge record,
// and the safety contract.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActivityNotification } from '../../../src/api/types';
import { describeJobStep } from '../../../src/components/activity/jobs/describeJobStep';
import { NotificationActivityView } from '../../../src/components/activity/NotificationActivityView';
import {
  HUGE_DETAILS_PER_JOB,
  HUGE_JOB_COUNT,
  MOCK_ENVIRONMENT_ID,
  MOCK_IDS,
  MOCK_ORGANIZATION_ID,
  RUNNING_NOTIFICATION_DURATION_MS,
} from '../../../src/mock';
import { render } from 'vitest-browser-react';
import { NotificationActivity, type NotificationActivityProps } from '../../../src/components/activity/NotificationActivity';
import { jobButton, jobItem, jobItems, renderWithKit, type RenderOptions } from '../../support/renderWithKit';

const ids = MOCK_IDS.notifications;

function renderActivity(props: NotificationActivityProps, options: RenderOptions = {}) {
  return renderWithKit(<NotificationActivity {...props} />, options);
}

function served(service: Awaited<ReturnType<typeof renderActivity>>['service'], id: string): ActivityNotification {
  const record = service.store.getNotification(id);
  if (!record) throw new Error(`No record ${id}`);
  return record;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DOM contract', () => {
  test('jobs and execution details are list items carrying the service values', async () => {
    const { screen, service } = await renderActivity({ notificationId: ids.delivered, defaultExpandedJobs: 'all' });
    await expect.element(screen.getByRole('heading', { name: 'Comment on your post' })).toBeInTheDocument();
    const record = served(service, ids.delivered);
    const jobs = record.jobs ?? [];
    const items = jobItems();
    expect(items.map((item) => item.dataset.jobId)).toEqual(jobs.map((job) => job._id));
    for (const [index, job] of jobs.entries()) {
      const item = items[index]!;
      expect(item.tagName).toBe('LI');
      expect(item.parentElement?.tagName).toBe('OL');
      expect(item.dataset.jobType).toBe(job.type);
      expect(item.dataset.status).toBe(job.status);
      // A short record starts with every job open.
      expect(jobButton(item).getAttribute('aria-expanded')).toBe('true');
      const details = [...item.querySelectorAll<HTMLLIElement>('li[data-execution-detail-id]')];
      expect(details.map((d) => d.dataset.executionDetailId)).toEqual(job.executionDetails!.map((d) => d._id));
      for (const [i, detail] of job.executionDetails!.entries()) {
        const li = details[i]!;
        expect(li.parentElement?.tagName).toBe('OL');
        expect(li.dataset.status).toBe(detail.status);
        expect(li.textContent).toContain(detail.detail);
      }
    }
  });

  test('a job is a disclosure: a real button with aria-expanded that shows and hides its log', async () => {
    const { screen, service } = await renderActivity({ notificationId: ids.delivered, defaultExpandedJobs: 'none' });
    await expect.element(screen.getByRole('heading', { name: 'Comment on your post' })).toBeInTheDocument();
    const job = served(service, ids.delivered).jobs![0]!;
    const item = jobItem(job._id);
    const button = jobButton(item);
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(item.querySelector('[data-execution-detail-id]')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(item.querySelectorAll('[data-execution-detail-id]').length).toBe(job.executionDetails!.length);
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(item.querySelector('[data-execution-detail-id]')).toBeNull();
  });

  test('statuses are words beside an icon, not colour alone', async () => {
    const { screen } = await renderActivity({ notificationId: ids.failedEmail });
    const overall = screen.getByText('Partly failed');
    await expect.element(overall).toBeVisible();
    const label = overall.element().closest('.ik-status-label')!;
    expect(label.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const failedJob = jobItems().find((item) => item.dataset.status === 'failed')!;
    expect(failedJob.querySelector('.ik-job__status')?.textContent).toBe('Failed');
  });
});

describe('step metadata in words', () => {
  test('a timed digest shows its schedule', async () => {
    const timed = await renderActivity({ notificationId: ids.digestTimed });
    await expect.element(timed.screen.getByRole('heading', { name: 'Daily summary' })).toBeInTheDocument();
    const job = served(timed.service, ids.digestTimed).jobs!.find((j) => j.type === 'digest')!;
    const sentences = describeJobStep(job, { isolate: true });
    expect(sentences.length).toBeGreaterThan(1);
    const text = jobItem(job._id).textContent ?? '';
    for (const sentence of sentences) expect(text).toContain(sentence);
    expect(text).toMatch(/Monday/);
    // scheduleExtensionsCount: 2
    expect(text).toMatch(/twice/);
  });
});

describe('unknown values', () => {
  test('unknown job types, statuses, sources and providers render as sent', async () => {
    const { screen } = await renderActivity({ notificationId: ids.unknownValues, defaultExpandedJobs: 'all' });
    await expect.element(screen.getByRole('heading', { name: 'Workflow from a newer service version' })).toBeInTheDocument();
    const job = jobItems().find((item) => item.dataset.jobType === 'ai_summary')!;
    expect(job.dataset.status).toBe('paused');
    expect(jobButton(job).textContent).toContain('ai_summary');
    expect(jobButton(job).textContent).toContain('paused');
    expect(job.textContent).toContain('carrier-pigeon');
    const throttled = job.querySelector<HTMLElement>('li[data-status="Throttled"]')!;
    expect(throttled.textContent).toContain('Throttled');
    expect(throttled.textContent).toContain('Scheduler');
    // The origin and severity the library does not know, as sent.
    await expect.element(screen.getByText('novu-cloud-v9')).toBeVisible();
    await expect.element(screen.getByText('urgent')).toBeVisible();
  });
});

describe('raw data on demand', () => {
  test('JSON raw is pretty-printed text behind a button with aria-expanded', async () => {
    const { screen, service } = await renderActivity({ notificationId: ids.failedEmail });
    await expect.element(screen.getByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    const email = served(service, ids.failedEmail).jobs!.find((j) => j.type === 'email')!;
    const failed = email.executionDetails!.find((d) => d.status === 'Failed' && d.raw)!;
    const entry = document.querySelector<HTMLElement>(`li[data-execution-detail-id="${failed._id}"]`)!;
    const rawButton = [...entry.querySelectorAll('button')].find((b) => b.textContent?.includes('Raw'))!;
    expect(rawButton.getAttribute('aria-expanded')).toBe('false');
    expect(entry.querySelector('pre')).toBeNull();
    await userEvent.click(rawButton);
    expect(rawButton.getAttribute('aria-expanded')).toBe('true');
    const pre = entry.querySelector('pre')!;
    expect(pre.textContent).toBe(JSON.stringify(JSON.parse(failed.raw!), null, 2));
    expect(pre.textContent).toContain('\n  ');
  });

  test('plain-text raw is shown as is; a null raw has no button', async () => {
    const { screen, service } = await renderActivity({ notificationId: ids.failedEmail });
    await expect.element(screen.getByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    const sms = served(service, ids.failedEmail).jobs!.find((j) => j.type === 'sms')!;
    const plain = sms.executionDetails!.find((d) => typeof d.raw === 'string')!;
    const entry = document.querySelector<HTMLElement>(`li[data-execution-detail-id="${plain._id}"]`)!;
    await userEvent.click(entry.querySelector('button[aria-expanded]')!);
    expect(entry.querySelector('pre')?.textContent).toBe(plain.raw);

    const withoutRaw = sms.executionDetails!.find((d) => d.raw === null || d.raw === undefined)!;
    const bare = document.querySelector<HTMLElement>(`li[data-execution-detail-id="${withoutRaw._id}"]`)!;
    expect(bare.querySelector('button')).toBeNull();
  });

  test('the copy button copies the raw text and confirms in a status region; a refusal is said too', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { screen, service } = await renderActivity({ notificationId: ids.failedEmail });
    await expect.element(screen.getByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
    const sms = served(service, ids.failedEmail).jobs!.find((j) => j.type === 'sms')!;
    const plain = sms.executionDetails!.find((d) => typeof d.raw === 'string')!;
    const entry = document.querySelector<HTMLElement>(`li[data-execution-detail-id="${plain._id}"]`)!;
    await userEvent.click(entry.querySelector('button[aria-expanded]')!);
    const copy = screen.getByRole('button', { name: 'Copy raw data' });
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(plain.raw);
    const status = copy.element().closest('[data-slot="copy-button"]')!.querySelector('[role="status"]')!;
    await expect.poll(() => status.textContent).toBe('Copied');
    await userEvent.click(copy);
    await expect.poll(() => status.textContent).toBe('Copy failed');
  });
});

describe('header', () => {
  test('shows the transaction id with a copy button, the subscriber and internal ids on demand', async () => {
    const { screen, service } = await renderActivity({ notificationId: ids.everything });
    const record = served(service, ids.everything);
    await expect.element(screen.getByText(record.transactionId!)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Copy transaction ID' })).toBeVisible();
    await expect.element(screen.getByText(record.subscriber!.subscriberId!)).toBeVisible();
    if (record.subscriber?.email) await expect.element(screen.getByText(record.subscriber.email).first()).toBeVisible();
    for (const tag of record.tags ?? []) await expect.element(screen.getByText(tag, { exact: true }).first()).toBeVisible();
    for (const key of record.contextKeys ?? []) await expect.element(screen.getByText(key, { exact: true })).toBeVisible();
    expect(document.body.textContent).not.toContain(MOCK_ENVIRONMENT_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Internal IDs' }).first());
    await expect.element(screen.getByText(MOCK_ENVIRONMENT_ID)).toBeVisible();
    await expect.element(screen.getByText(MOCK_ORGANIZATION_ID)).toBeVisible();
    await expect.element(screen.getByText(record.subscriber!._id!)).toBeVisible();
  });
});

describe('merged digest', () => {
  test('links to the notification it was merged into through onNavigate', async () => {
    const onNavigate = vi.fn();
    const { screen } = await renderActivity({ notificationId: ids.mergedDigest, onNavigate });
    const links = screen.getByRole('button', { name: ids.mergedInto });
    await expect.element(links.first()).toBeVisible();
    await userEvent.click(links.first());
    expect(onNavigate).toHaveBeenCalledWith(ids.mergedInto);
  });

  test('renderLink replaces the default link', async () => {
    const { screen } = await renderActivity({
      notificationId: ids.mergedDigest,
      renderLink: ({ notificationId, children, className }) => (
        <a href={`/activity/${notificationId}`} className={className}>
          {children}
        </a>
      ),
    });
    const link = screen.getByRole('link', { name: ids.mergedInto }).first();
    await expect.element(link).toHaveAttribute('href', `/activity/${ids.mergedInto}`);
  });
});

describe('states', () => {
  test('a missing record shows "not found", once, without an error loop', async () => {
    const { screen, recordRequests } = await renderActivity({ notificationId: ids.notFound });
    await expect.element(screen.getByRole('heading', { name: 'Notification not found' })).toBeVisible();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(recordRequests()).toHaveLength(1);
  });

  test('an id that cannot name a notification is "not found" without a request', async () => {
    const { screen, recordRequests } = await renderActivity({ notificationId: 'not-an-id' });
    await expect.element(screen.getByRole('heading', { name: 'Notification not found' })).toBeVisible();
    expect(recordRequests()).toHaveLength(0);
  });

  test('an error offers Retry, which loads the record', async () => {
    const { screen, recordRequests } = await renderActivity({ notificationId: ids.delivered }, {
      setup: (service) => service.failNext(1, { route: 'notification', status: 500 }),
    });
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('could not be loaded');
    expect(recordRequests()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect.element(screen.getByRole('heading', { name: 'Comment on your post' })).toBeVisible();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(recordRequests()).toHaveLength(2);
  });

  test('shows the loading state first', async () => {
    const { screen } = await renderActivity({ notificationId: ids.delivered }, { latencyMs: 300 });
    await expect.element(screen.getByRole('status').filter({ hasText: 'Loading notification activity…' })).toBeInTheDocument();
    await expect.element(screen.getByRole('heading', { name: 'Comment on your post' })).toBeVisible();
  });
});

describe('live refresh', () => {
  test('a running record refreshes by itself until every job is terminal', async () => {
    let now = Date.parse('2026-11-01T09:00:00.000Z');
    const { screen, service } = await renderActivity({ notificationId: ids.running }, { now: () => now });
    const live = screen.getByText('Refreshing…');
    await expect.element(live).toBeVisible();
    const overall = () => document.querySelector('.ik-activity__overall')?.textContent;
    expect(overall()).toBe('Running');
    const statusesAtStart = jobItems().map((item) => item.dataset.status);

    now += 2_500; // part of the way: some jobs moved on
    await expect.poll(() => jobItems().map((item) => item.dataset.status), { timeout: 5_000 }).not.toEqual(statusesAtStart);
    expect(overall()).toBe('Running');

    now += RUNNING_NOTIFICATION_DURATION_MS; // done
    const final = served(service, ids.running);
    const finalStatuses = (final.jobs ?? []).map((job) => job.status);
    await expect.poll(() => jobItems().map((item) => item.dataset.status), { timeout: 15_000 }).toEqual(finalStatuses);
    await expect.element(live).not.toBeInTheDocument();
    expect(['Completed', 'Partly failed', 'Failed']).toContain(overall());
    expect(document.querySelector('.ik-activity__live')?.textContent).toBe('');
  });

  test('refetchWhileRunning={false} shows no live state', async () => {
    const { screen } = await renderActivity({ notificationId: ids.running, refetchWhileRunning: false });
    await expect.element(screen.getByRole('heading', { level: 2 })).toBeVisible();
    expect(screen.getByText('Refreshing…').query()).toBeNull();
  });
});

describe('huge record', () => {
  test('50 jobs × 40 logs render with only failed jobs open, each log collapsed to 10 with "Show all"', async () => {
    const { screen, service } = await renderActivity({ notificationId: ids.huge });
    await expect.element(screen.getByRole('heading', { name: 'Load test: retry storm' })).toBeVisible();
    const record = served(service, ids.huge);
    const items = jobItems();
    expect(items).toHaveLength(HUGE_JOB_COUNT);
    const failed = items.filter((item) => item.dataset.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const item of items) {
      const open = jobButton(item).getAttribute('aria-expanded') === 'true';
      expect(open).toBe(item.dataset.status === 'failed');
      if (!open) expect(item.querySelector('[data-execution-detail-id]')).toBeNull();
    }
    const first = failed[0]!;
    expect(first.querySelectorAll('[data-execution-detail-id]')).toHaveLength(10);
    // The latest entries are the ones shown.
    const job = record.jobs!.find((j) => j._id === first.dataset.jobId)!;
    const shownIds = [...first.querySelectorAll<HTMLElement>('[data-execution-detail-id]')].map((li) => li.dataset.executionDetailId);
    expect(shownIds).toEqual(job.executionDetails!.slice(-10).map((d) => d._id));

    const showAll = screen.getByRole('button', { name: `Show all ${HUGE_DETAILS_PER_JOB}` }).first();
    await userEvent.click(showAll);
    expect(first.querySelectorAll('[data-execution-detail-id]')).toHaveLength(HUGE_DETAILS_PER_JOB);
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(first.querySelectorAll('[data-execution-detail-id]')).toHaveLength(10);

    // A closed job opens with the same collapsed log.
    const closed = items.find((item) => item.dataset.status === 'completed')!;
    await userEvent.click(jobButton(closed));
    expect(closed.querySelectorAll('[data-execution-detail-id]')).toHaveLength(10);
  });
});

describe('safety', () => {
  test('markup from the service renders as text', async () => {
    const hostile = '<script>window.__ikPwned = true</script><img src=x onerror="window.__ikPwned = true">';
    const { screen } = await renderActivity({ notificationId: ids.delivered, defaultExpandedJobs: 'all' }, { setup: (service) => {
      const record = service.store.getNotification(ids.delivered)!;
      const job = record.jobs![0]!;
      const detail = job.executionDetails![0]!;
      service.store.putNotification({
        ...record,
        _id: ids.delivered,
        template: { ...record.template!, name: `Workflow ${hostile}` },
        tags: [hostile],
        jobs: [
          {
            ...job,
            type: hostile,
            status: hostile,
            providerId: hostile,
            step: { ...job.step, name: hostile },
            executionDetails: [{ ...detail, detail: hostile, status: hostile, source: hostile, raw: hostile }],
          },
        ],
      });
    } });
    await expect.element(screen.getByRole('heading', { name: `Workflow ${hostile}` })).toBeVisible();
    const root = document.querySelector('.ik-activity')!;
    const item = jobItems()[0]!;
    expect(item.dataset.jobType).toBe(hostile);
    expect(item.dataset.status).toBe(hostile);
    const entry = item.querySelector<HTMLElement>('[data-execution-detail-id]')!;
    expect(entry.dataset.status).toBe(hostile);
    expect(entry.textContent).toContain(hostile);
    await userEvent.click(entry.querySelector('button[aria-expanded]')!);
    expect(entry.querySelector('pre')?.textContent).toBe(hostile);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect((window as { __ikPwned?: boolean }).__ikPwned).toBeUndefined();
  });
});

describe('labels, locale and class name', () => {
  test('labels replace texts and service-value names; className lands on the root', async () => {
    const { screen } = await renderActivity({
      notificationId: ids.failedEmail,
      className: 'my-activity',
      labels: { jobs: 'Schritte', jobStatuses: { failed: 'Fehlgeschlagen' }, overallStatuses: { 'partly-failed': 'Teilweise fehlgeschlagen' } },
    });
    await expect.element(screen.getByRole('heading', { name: 'Schritte' })).toBeVisible();
    await expect.element(screen.getByText('Teilweise fehlgeschlagen')).toBeVisible();
    const failed = jobItems().find((item) => item.dataset.status === 'failed')!;
    expect(failed.querySelector('.ik-job__status')?.textContent).toBe('Fehlgeschlagen');
    // Unchanged labels keep their defaults.
    const completed = jobItems().find((item) => item.dataset.status === 'completed')!;
    expect(completed.querySelector('.ik-job__status')?.textContent).toBe('Completed');
    expect(document.querySelector('section.ik-activity')?.classList.contains('my-activity')).toBe(true);
  });
});

describe('NotificationActivityView', () => {
  test('renders a record already in hand, without a client', async () => {
    const record: ActivityNotification = {
      _id: '65f1c0ffee0ddba11cafe0ff',
      _environmentId: 'env',
      _organizationId: 'org',
      _subscriberId: 'sub',
      transactionId: 'tx-in-hand',
      template: { name: 'From a webhook', triggers: [] },
      jobs: [
        {
          _id: 'job-1',
          type: 'chat',
          status: 'completed',
          providerId: 'slack',
          step: { _id: 'step-1', active: true, filters: [], _templateId: 'tpl' },
          executionDetails: [
            { _id: 'd-1', status: 'Success', detail: 'Message sent', isRetry: false, isTest: true, source: 'Internal' },
          ],
        },
      ],
    };
    const screen = await render(<NotificationActivityView notification={record} defaultExpandedJobs="all" />);
    await expect.element(screen.getByRole('heading', { name: 'From a webhook' })).toBeVisible();
    await expect.element(screen.getByText('tx-in-hand')).toBeVisible();
    const entry = document.querySelector<HTMLElement>('[data-execution-detail-id="d-1"]')!;
    expect(entry.textContent).toContain('Test');
  });
});

describe('a record with only what the client requires (an older or partial answer)', () => {
  test('a job without type, status, step or provider renders generically; a detail shows its status or its text', async () => {
    const record: ActivityNotification = {
      jobs: [
        { _id: 'job-bare' },
        {
          _id: 'job-sparse',
          executionDetails: [{ status: 'Success' }, { detail: 'Message sent' }],
        },
      ],
    };
    const screen = await render(<NotificationActivityView notification={record} defaultExpandedJobs="all" />);
    await expect.element(screen.getByRole('heading', { name: '(unnamed workflow)' })).toBeVisible();
    expect(jobItems().map((item) => item.dataset.jobId)).toEqual(['job-bare', 'job-sparse']);
    const bare = jobItem('job-bare');
    expect(bare.dataset.jobType).toBeUndefined();
    expect(jobButton(bare).textContent).toContain('(unnamed step)');
    expect(jobButton(bare).textContent).toContain('Unknown');
    const [statusOnly, textOnly] = jobItem('job-sparse').querySelectorAll<HTMLElement>('.ik-log-entry');
    expect(statusOnly!.textContent).toContain('Success');
    expect(statusOnly!.querySelector('[data-tone]')).not.toBeNull();
    expect(textOnly!.textContent).toContain('Message sent');
    // No status was sent: no status word is made up for it.
    expect(textOnly!.querySelector('.ik-status-label')).toBeNull();
  });
});

describe('long unbroken strings', () => {
  test('wrap inside a narrow view instead of overflowing it', async () => {
    const long = (what: string) => `${what}-${'x'.repeat(200)}`;
    const record: ActivityNotification = {
      _id: '65f1c0ffee0ddba11cafe0fe',
      _environmentId: 'env',
      _organizationId: 'org',
      _subscriberId: 'sub',
      transactionId: long('tx'),
      tags: [long('tag')],
      contextKeys: [long('context')],
      topics: [{ _topicId: 'topic-1', topicKey: long('topic') }],
      template: { name: long('workflow'), triggers: [] },
      jobs: [
        {
          _id: 'job-1',
          type: long('type'),
          status: long('status'),
          providerId: long('provider'),
          step: { _id: 'step-1', active: true, filters: [], _templateId: 'tpl', name: long('step') },
          executionDetails: [
            {
              _id: 'd-1',
              status: long('detail-status') as 'Success',
              detail: long('detail'),
              isRetry: false,
              isTest: false,
              providerId: long('detail-provider'),
              source: long('source') as 'Internal',
            },
          ],
        },
      ],
    };
    await render(
      <div data-testid="narrow" style={{ inlineSize: '320px' }}>
        <NotificationActivityView notification={record} />
      </div>,
    );
    const box = document.querySelector<HTMLElement>('[data-testid="narrow"]')!.getBoundingClientRect();
    const overflowing = [...document.querySelectorAll<HTMLElement>('[data-testid="narrow"] *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > box.right + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    expect(overflowing).toEqual([]);
  });
});

describe('execution log times', () => {
  test('say the date when the log reaches another day in the reader\'s time zone', async () => {
    const detail = (id: string, createdAt: string, text: string) => ({
      _id: id,
      createdAt,
      status: 'Success' as const,
      detail: text,
      isRetry: false,
      isTest: false,
      source: 'Internal' as const,
    });
    const record: ActivityNotification = {
      _id: '65f1c0ffee0ddba11cafe0fd',
      _environmentId: 'env',
      _organizationId: 'org',
      _subscriberId: 'sub',
      transactionId: 'tx-delay',
      template: { name: 'Reminder', triggers: [] },
      jobs: [
        {
          _id: 'job-1',
          type: 'delay',
          status: 'completed',
          providerId: 'novu',
          step: { _id: 'step-1', active: true, filters: [], _templateId: 'tpl' },
          executionDetails: [
            detail('d-1', '2026-11-01T09:00:00.000Z', 'Step delayed'),
            detail('d-2', '2026-11-01T09:00:05.000Z', 'Step queued'),
            // A day later, at the same time of day.
            detail('d-3', '2026-11-02T09:00:00.000Z', 'Delay is finished'),
          ],
        },
      ],
    };
    await render(<NotificationActivityView notification={record} timeZone="Asia/Tokyo" locale="en-US" defaultExpandedJobs="all" />);
    const time = (id: string) =>
      document.querySelector(`[data-execution-detail-id="${id}"] time`)?.textContent ?? '';
    expect(time('d-1')).toContain('Nov 1, 2026');
    // The same day as the entry before: the time alone.
    expect(time('d-2')).toBe('6:00:05 PM');
    expect(time('d-3')).toContain('Nov 2, 2026');
    expect(time('d-3')).toContain('6:00:00 PM');
  });
});

describe('variants', () => {
  test('an inactive variant says so, an active one does not', async () => {
    const variant = (id: string, name: string, active: boolean) => ({ _id: id, name, active, filters: [], _templateId: 'tpl' });
    const record: ActivityNotification = {
      _id: '65f1c0ffee0ddba11cafe0fc',
      _environmentId: 'env',
      _organizationId: 'org',
      _subscriberId: 'sub',
      transactionId: 'tx-variants',
      template: { name: 'Variants', triggers: [] },
      jobs: [
        {
          _id: 'job-1',
          type: 'email',
          status: 'completed',
          providerId: 'novu',
          step: {
            _id: 'step-1',
            active: true,
            filters: [],
            _templateId: 'tpl',
            variants: [variant('v-1', 'Pro plan', true), variant('v-2', 'Old promo', false)],
          },
          executionDetails: [],
        },
      ],
    };
    await render(<NotificationActivityView notification={record} labels={{ inactive: 'inaktiv' }} defaultExpandedJobs="all" />);
    const items = [...document.querySelectorAll('.ik-job__facts li')].map((li) => li.textContent ?? '');
    expect(items).toHaveLength(2);
    expect(items[0]).not.toContain('inaktiv');
    expect(items[1]).toContain('inaktiv');
  });
});
