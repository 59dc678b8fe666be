import { describe, expect, it, vi } from 'vitest';
import { anySignal, settleOnAbort } from '../../src/api/transport/abortSignals';

describe('anySignal', () => {
  it.each([
    ['with AbortSignal.any', false],
    ['without AbortSignal.any (older browsers)', true],
  ])('aborts with the reason of whichever signal aborts first, %s', (_, withoutAny) => {
    const original = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    if (withoutAny) Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      const first = new AbortController();
      const second = new AbortController();
      const combined = anySignal([first.signal, second.signal]);
      expect(combined.aborted).toBe(false);
      second.abort('second');
      first.abort('first');
      expect(combined.aborted).toBe(true);
      expect(combined.reason).toBe('second');
    } finally {
      if (original) Object.defineProperty(AbortSignal, 'any', original);
    }
    expect(typeof AbortSignal.any).toBe('function');
  });
});

describe('settleOnAbort', () => {
  it('rejects with the reason when the signal aborts before the promise settles', async () => {
    const controller = new AbortController();
    const settled = settleOnAbort(new Promise(() => {}), controller.signal);
    controller.abort('stop');
    await expect(settled).rejects.toBe('stop');
  });

  it('resolves with the value otherwise', async () => {
    await expect(settleOnAbort(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
  });
});

describe('settleOnAbort with a signal already aborted', () => {
  it('rejects with the reason and handles the dropped promise’s own rejection', async () => {
    const controller = new AbortController();
    controller.abort('stop');
    const dropped = Promise.reject(new Error('fetch rejected too'));
    const handled = vi.spyOn(dropped, 'catch');
    await expect(settleOnAbort(dropped, controller.signal)).rejects.toBe('stop');
    // Without a handler the dropped rejection is unhandled: Vitest then fails this run, and a
    // Node process exits with code 1 (abortUnhandled.test.ts).
    expect(handled).toHaveBeenCalled();
  });
});
