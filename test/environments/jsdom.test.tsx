// @vitest-environment jsdom
// The components in jsdom, as an app's Vitest suite runs them (./appTests.tsx): no layout, and no
// ResizeObserver, IntersectionObserver, matchMedia, requestIdleCallback, scrollIntoView or
// pointer capture.
import { expect, it } from 'vitest';
import { describeAppTests } from './appTests';

it('is jsdom as it comes: no layout and none of the observers', () => {
  for (const name of ['ResizeObserver', 'IntersectionObserver', 'matchMedia', 'requestIdleCallback']) {
    expect(globalThis[name as keyof typeof globalThis], name).toBeUndefined();
  }
  expect(Element.prototype.scrollIntoView).toBeUndefined();
  expect(document.documentElement.clientWidth).toBe(0);
});

describeAppTests();
