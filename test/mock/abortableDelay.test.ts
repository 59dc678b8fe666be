// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abortableDelay } from '../../src/mock';

describe('abortableDelay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves after the time has passed, not before', async () => {
    let done = false;
    const delay = abortableDelay(1_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await delay;
    expect(done).toBe(true);
  });

  it('rejects with the abort reason and clears its timer when aborted', async () => {
    const controller = new AbortController();
    const delay = abortableDelay(1_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort(new Error('gone'));
    await expect(delay).rejects.toThrow('gone');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once for a signal that is already aborted', async () => {
    await expect(abortableDelay(1_000, AbortSignal.abort(new Error('early')))).rejects.toThrow('early');
    expect(vi.getTimerCount()).toBe(0);
  });
});
