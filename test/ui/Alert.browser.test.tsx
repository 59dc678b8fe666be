// One look for errors in both components: the Inbox's failed load and failed change, the bell's
// popover, and the Activity's failed load are the same shared Alert, with the same computed look,
// in a light and a dark OS.
import { afterEach, expect, test } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { NotificationActivity } from '../../src/components/activity/NotificationActivity';
import { Inbox } from '../../src/components/inbox/Inbox';
import { InboxBell } from '../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../src/mock';
import { renderWithKit } from '../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const { default: ada, kinds } = MOCK_IDS.subscribers;

async function emulateScheme(value: 'dark' | 'light' | '') {
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] });
}
afterEach(() => emulateScheme(''));

/** What a reader sees of an alert: colours, border, type size, icon. */
function look(alert: Element) {
  const style = getComputedStyle(alert);
  const icon = alert.querySelector('.ik-alert__icon');
  return {
    background: style.backgroundColor,
    border: `${style.borderBlockStartColor} ${style.borderInlineStartWidth}`,
    color: style.color,
    fontSize: style.fontSize,
    icon: icon ? getComputedStyle(icon).color : 'none',
  };
}

async function alertIn(root: string): Promise<Element> {
  await expect.poll(() => document.querySelector(`${root} [role="alert"]`)).not.toBe(null);
  return document.querySelector(`${root} [role="alert"]`)!;
}

async function inboxLoadError() {
  const { screen } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, {
    setup: (service) => service.failNext(3, { route: 'feed', status: 400 }),
  });
  const alert = await alertIn('[data-slot="inbox"]');
  const result = look(alert);
  screen.unmount();
  return result;
}

async function inboxChangeFailed() {
  const { screen, service } = await renderWithKit(<Inbox subscriberId={kinds} now={NOW} />, { listMaxBlockSize: 'none' });
  await userEvent.click(screen.getByRole('checkbox', { name: /Plain text content/ }));
  service.failNext(1, { route: 'mark-as', status: 400 });
  await userEvent.click(screen.getByRole('button', { name: /^Mark as/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as read' }));
  const alert = await alertIn('[data-slot="inbox"]');
  const result = look(alert);
  screen.unmount();
  return result;
}

async function bellLoadError() {
  const { screen } = await renderWithKit(<InboxBell subscriberId={ada} now={NOW} defaultOpen />, {
    setup: (service) => service.failNext(3, { route: 'feed', status: 400 }),
  });
  const alert = await alertIn('[data-slot="inbox-bell-popover"]');
  const result = look(alert);
  screen.unmount();
  return result;
}

async function activityLoadError() {
  const { screen } = await renderWithKit(<NotificationActivity notificationId={MOCK_IDS.notifications.delivered} />, {
    setup: (service) => service.failNext(1, { route: 'notification', status: 400, message: 'Bad things' }),
  });
  const alert = await alertIn('.ik-activity');
  expect(alert.textContent).toContain('Bad things');
  const result = look(alert);
  screen.unmount();
  return result;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every error in both components has the one look (${scheme})`, async () => {
    await emulateScheme(scheme);
    const looks = {
      inboxLoad: await inboxLoadError(),
      inboxChange: await inboxChangeFailed(),
      bell: await bellLoadError(),
      activity: await activityLoadError(),
    };
    // A real look, not transparent defaults that would trivially agree.
    expect(looks.inboxLoad.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(looks.inboxLoad.icon).not.toBe('none');
    for (const [where, value] of Object.entries(looks)) expect(value, where).toEqual(looks.inboxLoad);
  });
}
