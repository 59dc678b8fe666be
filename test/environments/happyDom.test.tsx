// @vitest-environment happy-dom
// The components in happy-dom, as an app's Vitest suite runs them (./appTests.tsx): observers that
// never report, and no layout.
import { expect, it } from 'vitest';
import { describeAppTests } from './appTests';

it('is happy-dom as it comes: no layout', () => {
  expect(document.documentElement.clientWidth).toBe(0);
  expect(document.body.getBoundingClientRect().height).toBe(0);
});

describeAppTests();
