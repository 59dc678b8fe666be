// The bell's unread badge sits beside the bell (not over it) and is legible in both themes: the
// contrast of its computed text and background colours is at least 4.5:1 (WCAG AA).
import { afterEach, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);

async function emulateScheme(value: 'dark' | 'light' | '') {
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] });
}
afterEach(() => emulateScheme(''));

function rgb(color: string): [number, number, number] {
  const parts = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (!parts) throw new Error(`Not an rgb() colour: ${color}`);
  // An opaque colour only: a translucent one would need the backdrop too.
  expect(parts[4] === undefined || Number(parts[4]) === 1, color).toBe(true);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('the contrast helper tells a pale pill from a legible one', () => {
  expect(contrast('rgb(255, 255, 255)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
  // The old look: dark red on a pale pink.
  expect(contrast('rgb(164, 22, 26)', 'rgb(253, 231, 231)')).toBeGreaterThan(4.5);
  expect(contrast('rgb(255, 154, 154)', 'rgb(255, 231, 231)')).toBeLessThan(4.5);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the badge is beside the bell and legible (${scheme})`, async () => {
    await emulateScheme(scheme);
    await renderWithKit(<InboxBell subscriberId={MOCK_IDS.subscribers.default} now={NOW} />);
    await expect.poll(() => document.querySelector('[data-slot="inbox-bell-count"]')).not.toBe(null);
    const bell = document.querySelector<HTMLElement>('[data-slot="inbox-bell"]')!;
    const badge = document.querySelector<HTMLElement>('[data-slot="inbox-bell-count"]')!;
    const icon = bell.querySelector('svg')!;
    // The scheme really took: the bell's text is dark on light and light on dark. (Not its
    // background: a pointer left over the bell by another file's test paints it the hover colour.)
    const ink = luminance(rgb(getComputedStyle(bell).color));
    if (scheme === 'dark') expect(ink).toBeGreaterThan(0.5);
    else expect(ink).toBeLessThan(0.1);
    const style = getComputedStyle(badge);
    const ratio = contrast(style.color, style.backgroundColor);
    expect(ratio, `${style.color} on ${style.backgroundColor}`).toBeGreaterThanOrEqual(4.5);
    // Beside: not over the bell's drawing, and inside the button (nothing sticks out of it).
    const badgeBox = badge.getBoundingClientRect();
    const bellBox = bell.getBoundingClientRect();
    expect(overlaps(badgeBox, icon.getBoundingClientRect())).toBe(false);
    expect(badgeBox.top).toBeGreaterThanOrEqual(bellBox.top);
    expect(badgeBox.bottom).toBeLessThanOrEqual(bellBox.bottom);
    expect(badgeBox.left).toBeGreaterThanOrEqual(bellBox.left);
    expect(badgeBox.right).toBeLessThanOrEqual(bellBox.right);
  });
}
