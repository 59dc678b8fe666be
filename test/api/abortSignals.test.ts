import { describe, expect, it } from 'vitest';
import { anySignal, settleOnAbort } from '../../src/api/abortSignals';

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
