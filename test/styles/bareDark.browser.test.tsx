// Rendered bare (no theme class around them, as apps render them), every component root follows
// a dark OS: the Inbox, the bell and its popover opened by `defaultOpen`, and the Activity view.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import type { ActivityNotification } from '../../src/api/types';
import { NotificationActivityView } from '../../src/components/activity/NotificationActivityView';
import { Inbox } from '../../src/components/inbox/Inbox';
import { InboxBell } from '../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../src/mock';
import { renderWithKit } from '../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const DARK_BG = 'rgb(21, 23, 28)';

async function emulateScheme(value: 'dark' | 'light' | '') {
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] });
}

beforeEach(() => emulateScheme('dark'));
afterEach(() => emulateScheme(''));

function looksDark(element: Element | null) {
  if (!element) throw new Error('missing element');
  const style = getComputedStyle(element);
  return { colorScheme: style.colorScheme, background: style.backgroundColor };
}

test('a bare Inbox follows a dark OS', async () => {
  expect(matchMedia('(prefers-color-scheme: dark)').matches).toBe(true);
  await renderWithKit(<Inbox subscriberId={MOCK_IDS.subscribers.default} now={NOW} />);
  expect(looksDark(document.querySelector('[data-slot="inbox"]'))).toEqual({ colorScheme: 'light dark', background: DARK_BG });
});

test('a bare bell and its popover opened by defaultOpen follow a dark OS', async () => {
  await renderWithKit(<InboxBell subscriberId={MOCK_IDS.subscribers.default} now={NOW} defaultOpen />);
  await expect.poll(() => document.querySelector('[data-slot="inbox-bell-popover"]')).not.toBe(null);
  expect(looksDark(document.querySelector('[data-slot="inbox-bell"]')).background).toBe(DARK_BG);
  expect(looksDark(document.querySelector('[data-slot="inbox-bell-popover"]')).background).toBe(DARK_BG);
  expect(looksDark(document.querySelector('[data-slot="inbox-bell-popover"] [data-slot="inbox"]')).background).toBe(DARK_BG);
});

test('a bare Activity view follows a dark OS', async () => {
  const record: ActivityNotification = {
    _id: '65f1c0ffee0ddba11cafe0ff',
    _environmentId: 'env',
    _organizationId: 'org',
    _subscriberId: 'sub',
    transactionId: 'tx-dark',
    template: { name: 'Dark', triggers: [] },
    jobs: [],
  };
  await renderWithKit(<NotificationActivityView notification={record} />);
  expect(looksDark(document.querySelector('.ik-activity'))).toEqual({ colorScheme: 'light dark', background: DARK_BG });
});
