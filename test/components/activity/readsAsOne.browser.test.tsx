// The activity view reads as one: one date style for every time in it (absolute, with the time
// relative to now on hover), a copy button with an announced "Copied" on every id, and a header
// status from the one classifier (never "Completed" while a step is in a status it does not know).
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { NotificationActivity } from '../../../src/components/activity/NotificationActivity';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { renderWithKit } from '../../support/renderWithKit';

const ids = MOCK_IDS.notifications;
const NOW = Date.parse(MOCK_EPOCH);
const TIME_ZONE = 'UTC';
const full = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium', timeZone: TIME_ZONE });
const timeOnly = new Intl.DateTimeFormat('en', { timeStyle: 'medium', timeZone: TIME_ZONE });

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderEverything(notificationId: string = ids.everything) {
  const result = await renderWithKit(
    <NotificationActivity notificationId={notificationId} defaultExpandedJobs="all" timeZone={TIME_ZONE} now={NOW} />,
  );
  await expect.poll(() => document.querySelector('[data-state="loaded"]')).not.toBe(null);
  // Every internal id on show too.
  for (const button of document.querySelectorAll<HTMLButtonElement>('.ik-activity button[aria-expanded="false"]')) {
    button.click();
  }
  return result;
}

test('every date in the view has one style: medium date and time, the date left out only where the log entry before said the same day', async () => {
  await renderEverything();
  const times = [...document.querySelectorAll<HTMLTimeElement>('.ik-activity time')];
  expect(times.length).toBeGreaterThan(5);
  for (const time of times) {
    const at = Date.parse(time.dateTime);
    const text = time.textContent ?? '';
    if (text === full.format(at)) continue;
    // Time only: a log entry after one of the same day.
    expect(text, time.outerHTML).toBe(timeOnly.format(at));
    const entry = time.closest('li[data-execution-detail-id]');
    const before = entry?.previousElementSibling?.querySelector<HTMLTimeElement>('time');
    expect(before, 'a time-only entry follows one of the same day').toBeTruthy();
    expect(before!.dateTime.slice(0, 10)).toBe(time.dateTime.slice(0, 10));
  }
  // None of the other styles the view used to mix in (e.g. "11/1/26").
  expect(document.querySelector('.ik-activity')!.textContent).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{2}\b/);
});

test('hovering a date says how long ago it was', async () => {
  await renderEverything(ids.delivered);
  const time = document.querySelector<HTMLTimeElement>('.ik-activity-time')!;
  expect(time.title).toBe('');
  await userEvent.hover(time);
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const minutes = Math.round((Date.parse(time.dateTime) - NOW) / 60_000);
  expect(Math.abs(minutes)).toBeLessThan(60);
  await expect.poll(() => time.title).toBe(rtf.format(minutes, 'minute'));
});

test('every id has a copy button named after it that copies it and says "Copied"', async () => {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { screen } = await renderEverything();
  const codes = [...document.querySelectorAll<HTMLElement>('.ik-activity code.ik-activity-id')];
  expect(codes.length).toBeGreaterThan(8);
  for (const code of codes) {
    const holder = code.closest('[data-slot="activity-copyable-id"], .ik-activity-merged');
    const button = holder?.querySelector<HTMLButtonElement>('[data-slot="copy-button"] button');
    expect(button, `copy button for ${code.textContent}`).toBeTruthy();
    expect(button!.getAttribute('aria-label')).toMatch(/^Copy /);
  }
  const jobCopy = screen.getByRole('button', { name: 'Copy Job ID' }).first();
  const holder = jobCopy.element().closest('[data-slot="activity-copyable-id"]')!;
  await userEvent.click(jobCopy);
  expect(writeText).toHaveBeenCalledWith(holder.querySelector('code')!.textContent);
  expect(holder.closest('li[data-job-id]')!.getAttribute('data-job-id')).toBe(holder.querySelector('code')!.textContent);
  await expect.poll(() => holder.querySelector('[role="status"]')?.textContent).toBe('Copied');
});

test('a step in a status the library does not know keeps the header from saying "Completed"', async () => {
  await renderWithKit(<NotificationActivity notificationId={ids.unknownValues} refetchWhileRunning={false} />);
  await expect.poll(() => document.querySelector('[data-overall-status]')).not.toBe(null);
  const overall = document.querySelector<HTMLElement>('[data-overall-status]')!;
  expect(document.querySelector('li[data-status="paused"]')).not.toBe(null);
  expect(overall.dataset.overallStatus).toBe('unknown');
  expect(overall.textContent).toBe('Unknown');
});

test('trigger variables read as a list in the reader\'s language, each name isolated', async () => {
  const { ar } = await import('../../../src/locales/ar');
  await renderWithKit(
    <div dir="rtl">
      <NotificationActivity notificationId={ids.delivered} labels={ar.activity} refetchWhileRunning={false} />
    </div>,
  );
  await expect.poll(() => document.querySelector('[data-state="loaded"]')).not.toBe(null);
  const item = [...document.querySelectorAll('.ik-activity__facts li')].find((li) => li.querySelector('.ik-muted bdi'));
  if (!item) throw new Error('No trigger with variables');
  const names = [...item.querySelectorAll('.ik-muted bdi')].map((bdi) => bdi.textContent ?? '');
  expect(names.length).toBeGreaterThan(1);
  // The Arabic list separator, not an English comma.
  expect(item.querySelector('.ik-muted')!.textContent).toContain(new Intl.ListFormat('ar', { type: 'unit', style: 'short' }).format(names));
});
