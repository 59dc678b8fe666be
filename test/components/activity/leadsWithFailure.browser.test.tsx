// The activity view leads with what went wrong (issue 9 §7): a summary at the top, failed and
// running jobs open and the rest collapsed, the reason on a failed job's header, durations,
// words of their own for skipped/canceled/merged, delivery channels only, no Digest off a digest.
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ActivityJob, ActivityNotification, ExecutionDetail } from '../../../src/api/types';
import { NotificationActivityView } from '../../../src/components/activity/NotificationActivityView';

const detail = (id: string, status: string, text: string, createdAt: string): ExecutionDetail => ({
  _id: id,
  status,
  detail: text,
  isRetry: false,
  isTest: false,
  source: 'Internal',
  createdAt,
});

const job = (id: string, type: string, status: string, details: ExecutionDetail[], extra: Partial<ActivityJob> = {}): ActivityJob => ({
  _id: id,
  type,
  status,
  providerId: '',
  step: { _id: `step-${id}`, active: true, filters: [], _templateId: 'tpl' },
  executionDetails: details,
  ...extra,
});

function record(jobs: ActivityJob[], channels: string[] = []): ActivityNotification {
  return {
    _id: '65f1c0ffee0ddba11cafe0ff',
    _environmentId: 'env',
    _organizationId: 'org',
    _subscriberId: 'sub',
    transactionId: 'tx-1',
    channels,
    template: { name: 'Comment', triggers: [] },
    jobs,
  };
}

const T0 = '2026-11-01T09:00:00.000Z';
const mixed = record(
  [
    job('in-app', 'in_app', 'completed', [
      detail('a1', 'Pending', 'Step queued', T0),
      detail('a2', 'Success', 'Message sent', '2026-11-01T09:00:01.500Z'),
    ]),
    job('mail', 'email', 'failed', [
      detail('e1', 'Pending', 'Step queued', T0),
      detail('e2', 'Failed', 'Unexpected provider error', '2026-11-01T09:02:00.000Z'),
    ]),
    job('wait', 'delay', 'delayed', [detail('w1', 'Pending', 'Step queued', T0)], {
      digest: { amount: 5, unit: 'minutes' } as ActivityJob['digest'],
    }),
    job('skip', 'sms', 'skipped', [detail('s1', 'Success', 'Step skipped by its condition', T0)]),
    job('stop', 'push', 'canceled', [detail('c1', 'Pending', 'Step queued', T0)]),
    job('fold', 'digest', 'merged', [detail('m1', 'Pending', 'Step queued', T0)]),
  ],
  ['trigger', 'in_app', 'email', 'digest', 'delay', 'throttle', 'custom', 'http_request', 'sms'],
);

const jobEl = (id: string) => document.querySelector<HTMLElement>(`[data-job-id="${id}"]`)!;
const jobExpanded = (id: string) => jobEl(id).querySelector('button[aria-expanded]')!.getAttribute('aria-expanded');

describe('the summary at the top', () => {
  test('says the overall status, how many steps failed and the first failure\'s reason', async () => {
    const screen = await render(<NotificationActivityView notification={record(mixed.jobs!.slice(0, 2))} />);
    const header = document.querySelector('.ik-activity__header')!;
    await expect.element(screen.getByText('Partly failed')).toBeVisible();
    await expect.element(screen.getByText('1 step failed')).toBeVisible();
    const summary = header.querySelector('.ik-activity__summary')!;
    expect(summary.textContent).toContain('Reason: Unexpected provider error');
    // It sits above the facts and the jobs: the first thing read after the status.
    expect(summary.compareDocumentPosition(header.querySelector('.ik-activity__facts')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('is absent when nothing failed', async () => {
    await render(<NotificationActivityView notification={record(mixed.jobs!.slice(0, 1))} />);
    expect(document.querySelector('.ik-activity__summary')).toBeNull();
  });

  test('never says Completed while a step is delayed', async () => {
    const screen = await render(<NotificationActivityView notification={record([mixed.jobs![0]!, mixed.jobs![2]!])} />);
    await expect.element(screen.getByText('Running', { exact: true })).toBeVisible();
    expect(document.querySelector('[data-overall-status]')!.textContent).not.toContain('Completed');
  });
});

describe('jobs', () => {
  test('start collapsed except failed and running ones', async () => {
    await render(<NotificationActivityView notification={mixed} />);
    expect(jobExpanded('mail')).toBe('true');
    expect(jobExpanded('wait')).toBe('true');
    for (const id of ['in-app', 'skip', 'stop', 'fold']) expect(jobExpanded(id)).toBe('false');
  });

  test('a failed job shows its reason on its header, visible while collapsed', async () => {
    await render(<NotificationActivityView notification={mixed} defaultExpandedJobs="none" />);
    expect(jobExpanded('mail')).toBe('false');
    const reason = jobEl('mail').querySelector<HTMLElement>('.ik-job__reason')!;
    expect(reason.checkVisibility()).toBe(true);
    expect(reason.textContent).toBe('Reason: Unexpected provider error');
    expect(jobEl('in-app').querySelector('.ik-job__reason')).toBeNull();
  });

  test('each step says how long it took, in the locale', async () => {
    await render(<NotificationActivityView notification={mixed} defaultExpandedJobs="none" />);
    expect(jobEl('in-app').querySelector('.ik-job__duration')!.textContent).toBe('Duration: 1.5 sec');
    expect(jobEl('mail').querySelector('.ik-job__duration')!.textContent).toBe('Duration: 2 min');
    // One log entry: no span to tell.
    expect(jobEl('skip').querySelector('.ik-job__duration')).toBeNull();
  });

  test('skipped, canceled and merged each have a word and an icon of their own', async () => {
    await render(<NotificationActivityView notification={mixed} defaultExpandedJobs="all" />);
    const words = new Set<string>();
    const icons = new Set<string>();
    for (const id of ['skip', 'stop', 'fold']) {
      const status = jobEl(id).querySelector<HTMLElement>('.ik-job__status')!;
      words.add(status.textContent ?? '');
      icons.add(status.querySelector('[data-slot="status-icon"]')!.getAttribute('data-tone') ?? '');
      expect(status.textContent).not.toMatch(/success|completed/i);
    }
    expect(words.size).toBe(3);
    expect([...icons].sort()).toEqual(['canceled', 'merged', 'skipped']);
  });

  test('a skipped step\'s log line never says a green "Success"', async () => {
    await render(<NotificationActivityView notification={mixed} defaultExpandedJobs="all" />);
    const line = document.querySelector<HTMLElement>('[data-execution-detail-id="s1"]')!;
    const status = line.querySelector<HTMLElement>('.ik-log-entry__status')!;
    expect(status.textContent).not.toContain('Success');
    expect(line.getAttribute('data-tone')).toBe('skipped');
    expect(status.querySelector('[data-slot="status-icon"]')!.getAttribute('data-tone')).toBe('skipped');
    // Other jobs' successes still say so.
    expect(document.querySelector('[data-execution-detail-id="a2"] .ik-log-entry__status')!.textContent).toContain('Success');
  });

  test('a delay step shows no Digest section; a digest step does', async () => {
    const screen = await render(
      <NotificationActivityView
        notification={record([
          mixed.jobs![2]!,
          job('dig', 'digest', 'completed', [], { digest: { amount: 5, unit: 'minutes' } as ActivityJob['digest'] }),
        ])}
        defaultExpandedJobs="all"
      />,
    );
    expect(jobEl('wait').querySelector('button')!.textContent).toBeTruthy();
    expect([...jobEl('wait').querySelectorAll('button')].some((b) => b.textContent === 'Digest')).toBe(false);
    await expect.element(screen.getByRole('button', { name: 'Digest', exact: true })).toBeVisible();
  });

  test('ids come after the log, behind a disclosure', async () => {
    await render(<NotificationActivityView notification={mixed} defaultExpandedJobs="all" />);
    const item = jobEl('mail');
    const log = item.querySelector('.ik-job__log')!;
    const ids = item.querySelector('.ik-job__internal-ids')!;
    expect(log.compareDocumentPosition(ids) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ids.querySelector('button[aria-expanded]')!.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('header channels', () => {
  test('list delivery channels only', async () => {
    await render(<NotificationActivityView notification={mixed} />);
    const facts = [...document.querySelectorAll('.ik-activity__header dt')];
    const term = facts.find((dt) => dt.textContent === 'Channels')!;
    const chips = [...term.nextElementSibling!.querySelectorAll('li')].map((li) => li.textContent);
    expect(chips).toEqual(['In-app', 'Email', 'SMS']);
  });
});
