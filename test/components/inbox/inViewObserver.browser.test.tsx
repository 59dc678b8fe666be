// The default in-view source: the browser's intersection with the viewport, clipped by the
// scroller. Tests of the lists give their own source; this one proves the default's rule.
import { afterEach, expect, test } from 'vitest';
import { createIntersectionInViewObserver, type InViewObserver } from '../../../src/components/inbox/list/inViewObserver';

let observer: InViewObserver | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  observer?.disconnect();
  host?.remove();
});

function box(label: string, style: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.label = label;
  element.style.cssText = `block-size: 40px; ${style}`;
  return element;
}

test('reports the rows that intersect the viewport within their scroller, and no others', async () => {
  host = document.createElement('div');
  host.style.cssText = 'block-size: 100px; overflow: auto; position: relative';
  const visible = box('visible', '');
  const clipped = box('clipped', 'margin-block-start: 200px');
  const hidden = box('hidden', 'display: none');
  host.append(visible, clipped, hidden);
  document.body.append(host);

  const reports: string[][] = [];
  observer = createIntersectionInViewObserver((rows) => {
    reports.push(rows.map((row) => (row as HTMLElement).dataset.label ?? ''));
  });
  expect(observer).not.toBeNull();
  for (const element of [visible, clipped, hidden]) observer!.observe(element);
  // The browser reports every observed target once on observing: the first report is complete.
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports.flat()).toEqual(['visible']);

  // Scrolled into view, the clipped one is reported.
  host.scrollTop = 200;
  await expect.poll(() => reports.flat()).toContain('clipped');
  expect(reports.flat()).not.toContain('hidden');
});
