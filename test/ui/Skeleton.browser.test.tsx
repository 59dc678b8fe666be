// A skeleton stays still for its first second, then pulses; with reduced motion it never does.
// Read from the browser's own animation of the shape, not from timers.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { Skeleton } from '../../src/ui/Skeleton';

let unmount: (() => void) | undefined;
afterEach(async () => {
  unmount?.();
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: '' }] });
});

function renderSkeleton(): Element {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(<Skeleton inlineSize="50%" />));
  unmount = () => {
    root.unmount();
    container.remove();
  };
  return container.querySelector('[data-slot="skeleton"]')!;
}

test('a skeleton pulses after its first second, for as long as it shows', () => {
  const [pulse, ...others] = renderSkeleton().getAnimations();
  expect(others).toEqual([]);
  expect((pulse as CSSAnimation).animationName).toBe('ik-skeleton-pulse');
  expect(pulse!.effect!.getTiming()).toMatchObject({ delay: 1000, iterations: Infinity });
});

test('with reduced motion, a skeleton does not pulse', async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
  expect(renderSkeleton().getAnimations()).toEqual([]);
});
