// axe finds no violations in the inbox's states, light and dark, left-to-right and right-to-left,
// with a menu open, and in the bell's popover.
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { kinds, intl, empty, default: ada } = MOCK_IDS.subscribers;

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

function themed(theme: 'light' | 'dark', dir: 'ltr' | 'rtl', ui: ReactNode) {
  return (
    <div data-theme={theme} dir={dir} className="ik-root" style={{ padding: 16 }}>
      {ui}
    </div>
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`every message kind, ${theme}, with a row selected and the menu open`, async () => {
    const { screen } = await renderWithKit(themed(theme, 'ltr', <Inbox subscriberId={kinds} now={NOW} onMessageClick={() => {}} />), { listMaxBlockSize: 'none' });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    await userEvent.click(page.getByRole('checkbox', { name: /^Select: / }).nth(1));
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /^Mark as/ }));
    await expect.element(screen.getByRole('menu')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

test('long and non-Latin text, right to left', async () => {
  const { screen } = await renderWithKit(themed('light', 'rtl', <Inbox subscriberId={intl} now={NOW} locale="ar" />), { listMaxBlockSize: 'none' });
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  expect(await violations()).toEqual([]);
});

test('the empty state', async () => {
  const { screen } = await renderWithKit(<Inbox subscriberId={empty} now={NOW} />, { listMaxBlockSize: 'none' });
  await expect.element(screen.getByText('No notifications yet.')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the loading state', async () => {
  const { screen } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, { listMaxBlockSize: 'none', latencyMs: 60_000 });
  await expect.element(screen.getByText('Loading notifications…')).toBeInTheDocument();
  expect(await violations()).toEqual([]);
});

test('a failed change', async () => {
  const { screen } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, {
    listMaxBlockSize: '30rem',
    setup: (service) => service.failNext(1, { route: 'mark-as', status: 500 }),
  });
  await userEvent.click(page.getByRole('checkbox', { name: /^Select: / }).nth(0));
  await userEvent.click(screen.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as seen', exact: true }));
  await expect.element(screen.getByRole('alert')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the bell, closed and open, dark', async () => {
  const { screen } = await renderWithKit(themed('dark', 'ltr', <InboxBell subscriberId={ada} now={NOW} />), { listMaxBlockSize: 'none' });
  const bell = screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect.element(bell).toBeVisible();
  expect(await violations()).toEqual([]);
  await userEvent.click(bell);
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  expect(await violations()).toEqual([]);
});
