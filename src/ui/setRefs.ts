// Gives one element to several refs (a component's own and the one passed to it).
import type { Ref } from 'react';

export function setRefs<T>(element: T | null, ...refs: ReadonlyArray<Ref<T> | undefined>): void {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }
}
