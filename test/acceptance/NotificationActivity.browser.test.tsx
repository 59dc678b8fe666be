// API.md §2, `<NotificationActivity>`'s DOM contract: jobs and execution details as list items
// carrying the service's values, step metadata in words, raw data on demand, unknown values as sent.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { NotificationActivity, type ActivityJob, type ActivityNotification } from 'inbox-kit';
import { MOCK_IDS } from 'inbox-kit/mock';
import { renderWithKit } from '../support/renderWithKit';

const ids = MOCK_IDS.notifications;

async function renderRecord(notificationId: string): Promise<ActivityNotification> {
  const { service } = await renderWithKit(<NotificationActivity notificationId={notificationId} />);
  const record = service.store.getNotification(notificationId);
  if (!record) throw new Error(`No record ${notificationId}`);
  await expect.poll(() => document.querySelectorAll('li[data-job-id]').length).toBe(record.jobs?.length ?? 0);
  return record;
}

function jobItem(job: ActivityJob): HTMLLIElement {
  const item = document.querySelector<HTMLLIElement>(`li[data-job-id="${CSS.escape(job._id)}"]`);
  if (!item) throw new Error(`No job ${job._id}`);
  return item;
}

function detailItem(id: string): HTMLLIElement {
  const item = document.querySelector<HTMLLIElement>(`li[data-execution-detail-id="${CSS.escape(id)}"]`);
  if (!item) throw new Error(`No execution detail ${id}`);
  return item;
}

/** Opens a job's log if it is closed (a job is a disclosure: a button with aria-expanded). */
async function openJob(item: HTMLElement) {
  if (item.querySelector('li[data-execution-detail-id]')) return;
  const toggle = item.querySelector<HTMLButtonElement>('button[aria-expanded="false"]');
  expect(toggle, 'a closed job has a button with aria-expanded="false"').not.toBeNull();
  const index = [...document.querySelectorAll('button')].indexOf(toggle!);
  await userEvent.click(page.getByRole('button').nth(index));
  await expect.poll(() => item.querySelector('li[data-execution-detail-id]')).not.toBeNull();
}

/** A job's rendered (visible) text, every kind of space and line break as one plain space. */
function jobText(job: ActivityJob): string {
  return jobItem(job).innerText.replace(/\s+/g, ' ');
}

function digestJob(record: ActivityNotification, type: string): ActivityJob {
  const job = record.jobs?.find((j) => j.type === type);
  if (!job) throw new Error(`No ${type} job`);
  return job;
}

describe('jobs and execution details', () => {
  test('each job is li[data-job-id][data-job-type][data-status], in the service order', async () => {
    const record = await renderRecord(ids.failedEmail);
    const items = [...document.querySelectorAll<HTMLElement>('li[data-job-id]')];
    expect(items.map((item) => item.dataset.jobId)).toEqual(record.jobs!.map((job) => job._id));
    for (const job of record.jobs!) {
      const item = jobItem(job);
      expect(item.tagName).toBe('LI');
      expect(item.getAttribute('data-job-type')).toBe(job.type);
      expect(item.getAttribute('data-status')).toBe(job.status);
    }
  });

  test('each execution detail is li[data-execution-detail-id][data-status] showing its detail text', async () => {
    const record = await renderRecord(ids.failedEmail);
    let checked = 0;
    for (const job of record.jobs!) {
      const item = jobItem(job);
      await openJob(item);
      for (const detail of job.executionDetails!) {
        const entry = detailItem(detail._id!);
        expect(item.contains(entry)).toBe(true);
        expect(entry.tagName).toBe('LI');
        expect(entry.getAttribute('data-status')).toBe(detail.status);
        expect(entry.textContent).toContain(detail.detail);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('step metadata in words', () => {
  test('a digest shows its amount and unit ("5 minutes") and its digestKey', async () => {
    const record = await renderRecord(ids.digestRegular);
    const job = digestJob(record, 'digest');
    expect(job.digest).toMatchObject({ amount: 5, unit: 'minutes', digestKey: 'postId' });
    const text = jobText(job);
    expect(text).toMatch(/\b5 minutes\b/);
    expect(text).toContain('postId');
  });

  test('a backoff digest shows its amount and unit and its digestKey', async () => {
    const record = await renderRecord(ids.digestBackoff);
    const job = digestJob(record, 'digest');
    expect(job.digest).toMatchObject({ amount: 10, unit: 'minutes', digestKey: 'projectId' });
    const text = jobText(job);
    expect(text).toMatch(/\b10 minutes\b/);
    expect(text).toContain('projectId');
  });

  test('a scheduled delay shows its delayPath', async () => {
    const record = await renderRecord(ids.delayScheduled);
    const job = digestJob(record, 'delay');
    expect(jobItem(job).textContent).toContain('payload.sendAt');
  });

  test('a regular delay shows its amount and unit', async () => {
    const record = await renderRecord(ids.delayRegular);
    expect(jobText(digestJob(record, 'delay'))).toMatch(/\b2 hours\b/);
  });

  test('a timed digest shows its schedule', async () => {
    const record = await renderRecord(ids.digestTimed);
    const job = digestJob(record, 'digest');
    expect(job.digest?.timed).toMatchObject({ atTime: '09:00', weekDays: ['monday', 'wednesday', 'friday'] });
    const text = jobText(job);
    // The time of day and the week days, in words.
    expect(text).toMatch(/9:00|09:00|9 AM|9:00 AM/i);
    for (const day of ['Monday', 'Wednesday', 'Friday']) expect(text).toContain(day);
    expect(text).toContain('teamId');
  });
});

describe('raw data', () => {
  test("a detail's raw is shown on demand, behind a button with aria-expanded, as text", async () => {
    const record = await renderRecord(ids.failedEmail);
    const sms = digestJob(record, 'sms');
    await openJob(jobItem(sms));
    const detail = sms.executionDetails!.find((d) => typeof d.raw === 'string' && d.raw !== '');
    expect(detail).toBeDefined();
    const entry = detailItem(detail!._id!);
    expect(entry.textContent).not.toContain(detail!.raw!);
    const button = entry.querySelector<HTMLButtonElement>('button[aria-expanded]');
    expect(button).not.toBeNull();
    expect(button!.getAttribute('aria-expanded')).toBe('false');
    const index = [...document.querySelectorAll('button')].indexOf(button!);
    const locator = page.getByRole('button').nth(index);
    await userEvent.click(locator);
    await expect.element(locator).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => entry.textContent).toContain(detail!.raw!);
    await userEvent.click(locator);
    await expect.element(locator).toHaveAttribute('aria-expanded', 'false');
    expect(entry.textContent).not.toContain(detail!.raw!);
  });

  test('JSON raw shows its content as text', async () => {
    const record = await renderRecord(ids.failedEmail);
    const email = digestJob(record, 'email');
    await openJob(jobItem(email));
    const detail = email.executionDetails!.find((d) => d.status === 'Failed' && d.raw);
    expect(detail).toBeDefined();
    const parsed = JSON.parse(detail!.raw!) as Record<string, unknown>;
    const entry = detailItem(detail!._id!);
    const button = entry.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')!;
    await userEvent.click(page.getByRole('button').nth([...document.querySelectorAll('button')].indexOf(button)));
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    for (const key of Object.keys(parsed)) expect(entry.textContent).toContain(key);
  });
});

describe('unknown values', () => {
  test('data-status and data-job-type carry the service values as sent, and they are shown', async () => {
    const record = await renderRecord(ids.unknownValues);
    const job = digestJob(record, 'ai_summary');
    const item = jobItem(job);
    expect(item.getAttribute('data-job-type')).toBe('ai_summary');
    expect(item.getAttribute('data-status')).toBe('paused');
    await openJob(item);
    const throttled = job.executionDetails!.find((d) => d.status === 'Throttled')!;
    const entry = detailItem(throttled._id!);
    expect(entry.getAttribute('data-status')).toBe('Throttled');
    expect(entry.textContent).toContain('Throttled');
    expect(entry.textContent).toContain(throttled.detail);
    const text = item.textContent ?? '';
    for (const value of ['ai_summary', 'paused', 'carrier-pigeon']) expect(text).toContain(value);
  });
});
