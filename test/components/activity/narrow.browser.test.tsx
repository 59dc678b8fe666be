// §1: the activity view on a 375 px phone keeps words whole and readable: values get the width
// (never a column one letter wide), nothing sticks out, and a long unbroken id still wraps.
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { NotificationActivity } from '../../../src/components/activity/NotificationActivity';
import { MOCK_IDS } from '../../../src/mock';
import { renderWithKit } from '../../support/renderWithKit';

test('at 375 px every fact value is wider than a few letters and nothing overflows', async () => {
  await page.viewport(375, 800);
  await renderWithKit(
    <div data-testid="phone" style={{ inlineSize: '375px' }}>
      <NotificationActivity notificationId={MOCK_IDS.notifications.everything} defaultExpandedJobs="all" />
    </div>,
  );
  await expect.poll(() => document.querySelector('[data-state="loaded"]')).not.toBe(null);
  const box = document.querySelector<HTMLElement>('[data-testid="phone"]')!.getBoundingClientRect();
  const em = parseFloat(getComputedStyle(document.querySelector('.ik-activity')!).fontSize);
  const values = [...document.querySelectorAll<HTMLElement>('.ik-activity__facts .ik-fact__value')].filter(
    (element) => element.getClientRects().length > 0,
  );
  expect(values.length).toBeGreaterThan(5);
  for (const value of values) {
    // One letter per line is about 1em wide; a readable value column is many times that.
    expect(value.getBoundingClientRect().width, value.textContent ?? '').toBeGreaterThan(8 * em);
  }
  const overflowing = [...document.querySelectorAll<HTMLElement>('[data-testid="phone"] *')]
    .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().right > box.right + 1)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  expect(overflowing).toEqual([]);
  // The workflow's name is words: none of them is broken (a line per letter would be as tall as wide).
  const title = document.querySelector<HTMLElement>('.ik-activity__title')!;
  const lineHeight = parseFloat(getComputedStyle(title).lineHeight) || 1.5 * em;
  expect(title.getBoundingClientRect().height).toBeLessThan(4 * lineHeight);
});
