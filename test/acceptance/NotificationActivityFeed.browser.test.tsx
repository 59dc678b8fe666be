// The admin's activity page over the package's mock, as an app renders it (API.md, the admin's
// activity page; issue 27's "done"): filtering by subscriber shows only theirs and asks the service
// with `subscriberIds`; a transaction id finds its notification; selecting one shows its record;
// paging reaches the end; a range older than the plan keeps shows its sentence; the chart's table
// says what the service's graph says; axe finds nothing, light and dark, left to right and right
// to left.
import axe from 'axe-core';
import { useState, type ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  getNotificationGraph,
  getNotificationStats,
  NotificationActivityFeed,
  NotificationStats,
  type NotificationActivityFeedProps,
  type NotificationFeedFilters,
} from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { MOCK_EPOCH, MOCK_IDS } from 'inbox-kit/mock';
import { renderWithKit, type RenderOptions } from '../support/renderWithKit';

const NOW = Date.parse(MOCK_EPOCH);
const ids = MOCK_IDS.notifications;
const isList = (url: URL) => url.pathname === '/v1/notifications';

/** The feed's rendered rows, in list order. */
function feedRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('li[data-notification-id]')].sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
}
const rowIds = () => feedRows().map((row) => row.dataset.notificationId!);
const rowOf = (id: string) => document.querySelector<HTMLElement>(`li[data-notification-id="${CSS.escape(id)}"]`);

async function renderFeed(props: Partial<NotificationActivityFeedProps> = {}, options: RenderOptions = {}) {
  const rendered = await renderWithKit(<NotificationActivityFeed now={NOW} timeZone="UTC" {...props} />, { now: () => NOW, ...options });
  await expect.poll(() => feedRows().length, { message: 'the first rows' }).toBeGreaterThan(0);
  return rendered;
}

/** Types into a filter field, named by its label, and applies it with Enter. */
async function filterBy(label: string, text: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await userEvent.fill(field, text);
  await userEvent.keyboard('{Enter}');
}

describe('the list', () => {
  test('lists the newest first, each item with its id and the record’s overall status, in the record’s words', async () => {
    const { service } = await renderFeed();
    const served = service.store.servedNotifications();
    await expect.poll(() => rowIds().slice(0, 5)).toEqual(served.slice(0, 5).map((record) => record._id));
    const failed = rowOf(ids.failedEmail) ?? undefined;
    if (failed) {
      expect(failed.dataset.status).toBe('partly-failed');
      expect(failed.textContent).toContain('Partly failed');
      expect(failed.textContent).toContain('Password reset');
      expect(failed.textContent).toContain('ada@example.com');
    }
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect.element(list).toBeVisible();
    await expect.element(page.getByRole('status').filter({ hasText: /notifications shown/ })).toBeInTheDocument();
  });

  test('filtering by subscriber shows only theirs and asks the service with subscriberIds', async () => {
    const { service, requests } = await renderFeed();
    const many = service.store.getSubscriber(MOCK_IDS.subscribers.many)!;
    await filterBy('Subscriber ID', MOCK_IDS.subscribers.many);
    const theirs = new Set(service.store.servedNotifications().filter((record) => record._subscriberId === many._id).map((record) => record._id));
    expect(theirs.size).toBeGreaterThan(3);
    await expect.poll(() => rowIds().length > 0 && rowIds().every((id) => theirs.has(id))).toBe(true);
    const asked = requests.filter((request) => isList(request.url)).at(-1)!;
    expect(asked.url.searchParams.getAll('subscriberIds')).toEqual([MOCK_IDS.subscribers.many]);
    // Applying keeps the reader where they typed.
    expect(document.activeElement?.getAttribute('name')).toBe('subscriberId');
    for (const row of feedRows()) expect(row.textContent).toContain('margaret@example.com');
  });

  test('a transaction id finds its notification', async () => {
    const { service, requests } = await renderFeed();
    const record = service.store.getNotification(ids.digestTimed)!;
    await filterBy('Transaction ID', record.transactionId!);
    await expect.poll(rowIds).toEqual([ids.digestTimed]);
    expect(requests.filter((request) => isList(request.url)).at(-1)!.url.searchParams.get('transactionId')).toBe(record.transactionId);
    await expect.element(page.getByText('No more notifications')).toBeVisible();
  });

  test('a filter that matches nothing says so and offers to clear the filters', async () => {
    await renderFeed();
    await filterBy('Email', 'nobody@example.com');
    await expect.element(page.getByText('No notifications match these filters.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }).first());
    await expect.poll(() => feedRows().length).toBeGreaterThan(3);
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  test('by channel and by workflow, each chosen from its list', async () => {
    const { service } = await renderFeed();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Channel' }), 'SMS');
    const withSms = new Set(service.store.servedNotifications().filter((r) => r.channels?.includes('sms')).map((r) => r._id));
    await expect.poll(() => rowIds().length > 0 && rowIds().every((id) => withSms.has(id))).toBe(true);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Channel' }), 'All channels');
    const digest = service.store.getNotification(ids.digestRegular)!;
    await expect.poll(() => [...document.querySelectorAll('option')].some((option) => option.value === digest._templateId)).toBe(true);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Workflow' }), 'New comments digest');
    await expect.poll(() => [...rowIds()].sort()).toEqual([ids.digestRegular, ids.mergedDigest, ids.mergedInto].sort());
  });

  test('paging reaches the end: every notification, once, then "No more notifications"', async () => {
    const { service, requests } = await renderFeed({ pageSize: 10, refetchWhileRunning: false });
    const total = service.store.servedNotifications().length;
    const scroller = document.querySelector<HTMLElement>('[data-slot="feed-scroller"]')!;
    await expect
      .poll(
        () => {
          scroller.scrollTop = scroller.scrollHeight;
          return document.querySelector('.ik-feed-list-footer__end')?.textContent;
        },
        { timeout: 20_000 },
      )
      .toBe('No more notifications');
    expect(feedRows().at(-1)?.getAttribute('aria-setsize')).toBe(String(total));
    const pages = requests.filter((request) => isList(request.url)).map((request) => request.url.searchParams.get('page'));
    expect(pages).toEqual(Array.from({ length: Math.floor(total / 10) + 1 }, (_, page) => String(page)));
  });
});

describe('the selection', () => {
  test('selecting one shows its record beside the list, and marks it aria-current', async () => {
    const onSelect = vi.fn();
    await renderFeed({ onSelect });
    await expect.element(page.getByText('Select a notification to see what happened to it.')).toBeVisible();
    const first = feedRows()[0]!;
    await userEvent.click(first);
    expect(onSelect).toHaveBeenLastCalledWith(first.dataset.notificationId);
    await expect.poll(() => first.getAttribute('aria-current')).toBe('true');
    await expect
      .poll(() => document.querySelector('section.ik-activity[data-state="loaded"]')?.getAttribute('data-notification-id'))
      .toBe(first.dataset.notificationId);
    await userEvent.click(page.getByRole('button', { name: 'Close', exact: true }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    await expect.poll(() => document.querySelector('section.ik-activity')).toBeNull();
  });

  test('the selection is the app’s to own: a deep link opens the record, the app decides what a click does', async () => {
    function Page() {
      const [selected, setSelected] = useState<string | null>(ids.failedEmail);
      return <NotificationActivityFeed now={NOW} timeZone="UTC" selectedId={selected} onSelect={setSelected} />;
    }
    await renderWithKit(<Page />, { now: () => NOW });
    await expect.element(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
    await expect.poll(() => rowOf(ids.failedEmail)?.getAttribute('aria-current')).toBe('true');
    // Following the merged digest's link selects the notification it went into.
    await userEvent.click(rowOf(ids.mergedDigest)!);
    await userEvent.click(page.getByRole('button', { name: ids.mergedInto }).first());
    await expect.poll(() => document.querySelector('section.ik-activity')?.getAttribute('data-notification-id')).toBe(ids.mergedInto);
  });

  test('the list is one Tab stop: arrows move, Enter selects', async () => {
    await renderFeed();
    const before = page.getByRole('button', { name: 'Apply filters' });
    await userEvent.click(before);
    await userEvent.tab();
    if (document.activeElement?.textContent === 'Clear filters') await userEvent.tab();
    const rows = feedRows();
    expect(document.activeElement).toBe(rows[0]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(rowOf(rows[2]!.dataset.notificationId!));
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.getAttribute('aria-current')).toBe('true');
    // One Tab leaves the list: the rows are one stop.
    await userEvent.tab();
    expect(document.activeElement?.closest('[data-slot="feed-list"]')).toBeNull();
  });
});

describe('filters in the URL', () => {
  test('controlled: the app’s filters are applied, every change is reported, a change from outside is followed', async () => {
    const onFiltersChange = vi.fn();
    function Page() {
      const [filters, setFilters] = useState<NotificationFeedFilters>({ subscriberId: MOCK_IDS.subscribers.intl });
      return (
        <>
          <button type="button" onClick={() => setFilters({ subscriberId: MOCK_IDS.subscribers.kinds })}>
            Kinds
          </button>
          <NotificationActivityFeed
            now={NOW}
            timeZone="UTC"
            filters={filters}
            onFiltersChange={(next) => {
              onFiltersChange(next);
              setFilters(next);
            }}
          />
        </>
      );
    }
    const { service, requests } = await renderWithKit(<Page />, { now: () => NOW });
    await expect.poll(() => feedRows().length).toBeGreaterThan(0);
    await expect.element(page.getByRole('textbox', { name: 'Subscriber ID' })).toHaveValue(MOCK_IDS.subscribers.intl);
    await userEvent.click(page.getByRole('button', { name: 'Kinds' }));
    await expect.element(page.getByRole('textbox', { name: 'Subscriber ID' })).toHaveValue(MOCK_IDS.subscribers.kinds);
    const kinds = service.store.getSubscriber(MOCK_IDS.subscribers.kinds)!;
    const theirs = new Set(service.store.servedNotifications().filter((r) => r._subscriberId === kinds._id).map((r) => r._id));
    await expect.poll(() => rowIds().length > 0 && rowIds().every((id) => theirs.has(id))).toBe(true);
    await userEvent.fill(page.getByLabelText('From'), '2026-10-20');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ subscriberId: MOCK_IDS.subscribers.kinds, after: '2026-10-20' });
    await expect
      .poll(() => requests.filter((request) => isList(request.url)).at(-1)!.url.searchParams.get('after'))
      .toBe('2026-10-20T00:00:00.000Z');
  });
});

describe('the service’s refusals', () => {
  test('a range older than the plan keeps (402) shows its sentence, with the earliest day', async () => {
    await renderFeed({}, { retentionDays: 7 });
    await userEvent.fill(page.getByLabelText('From'), '2026-01-01');
    const alert = page.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent('This range reaches back further than your plan keeps activity. The earliest day you can see is October 25, 2026.');
    expect(document.querySelector('[data-problem]')?.getAttribute('data-problem')).toBe('retention');
  });
});

describe('the stats', () => {
  test('the sums and the chart’s table say what the service says', async () => {
    const { client } = await renderWithKit(<NotificationStats days={30} now={NOW} />, { now: () => NOW });
    const graph = await getNotificationGraph(client, { days: 30 });
    const sums = await getNotificationStats(client);
    await expect.poll(() => document.querySelectorAll('table tbody tr').length).toBeGreaterThan(28);
    const cells = new Map(
      [...document.querySelectorAll<HTMLTableRowElement>('table tbody tr')].map((row) => [row.dataset.day!, row.cells[1]!.textContent]),
    );
    expect(graph.length).toBeGreaterThan(10);
    for (const day of graph) expect(cells.get(day._id), day._id).toBe(String(day.count));
    const graphed = new Set(graph.map((day) => day._id));
    for (const [day, count] of cells) if (!graphed.has(day)) expect(count, day).toBe('0');
    await expect.element(page.getByRole('table', { name: 'Per day, last 30 days' })).toBeInTheDocument();
    const sumOf = (label: string) => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
    expect(sumOf('Last 7 days')).toBe(String(sums.weeklySent));
    expect(sumOf('Last month')).toBe(String(sums.monthlySent));
  });
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

function themed(theme: 'light' | 'dark', dir: 'ltr' | 'rtl', ui: ReactNode) {
  return (
    <div data-theme={theme} dir={dir} lang={dir === 'rtl' ? 'ar' : 'en'} className="ik-root" style={{ padding: 16 }}>
      {ui}
    </div>
  );
}

describe('axe', () => {
  for (const [theme, dir] of [['light', 'ltr'], ['dark', 'rtl']] as const) {
    test(`the page, ${theme}, ${dir}, with a record open`, async () => {
      const labels = dir === 'rtl' ? ar : undefined;
      await renderWithKit(
        themed(
          theme,
          dir,
          <>
            <NotificationStats days={14} now={NOW} labels={labels?.admin} activityLabels={labels?.activity} />
            <NotificationActivityFeed now={NOW} timeZone="UTC" defaultSelectedId={ids.failedEmail} labels={labels?.admin} activityLabels={labels?.activity} />
          </>,
        ),
        { now: () => NOW },
      );
      await expect.poll(() => feedRows().length).toBeGreaterThan(0);
      await expect.poll(() => document.querySelector('section.ik-activity[data-state="loaded"]')).not.toBeNull();
      await expect.poll(() => document.querySelectorAll('table tbody tr').length).toBeGreaterThan(10);
      expect(await violations()).toEqual([]);
    });
  }
});
