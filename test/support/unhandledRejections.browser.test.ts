// The browser projects fail a test on an unhandled rejection (test/support/unhandledRejections.ts):
// this proves the recorder sees a real one, then takes it so that this test itself passes.
import { expect, it } from 'vitest';
import { takeUnhandledRejections } from './unhandledRejections';

it('records a rejection that nothing handles, whatever its reason', async () => {
  const seen = new Promise<void>((resolve) => window.addEventListener('unhandledrejection', () => resolve(), { once: true }));
  void Promise.reject(new DOMException('dropped', 'AbortError'));
  void Promise.reject(undefined);
  await seen;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const taken = takeUnhandledRejections();
  expect(taken).toHaveLength(2);
  expect(taken[0]).toMatchObject({ name: 'AbortError' });
  expect(taken[1]).toBeUndefined();
});
