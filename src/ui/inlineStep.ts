// Left and Right in the reading direction: in a right-to-left layout the arrow that points left
// goes forward, as every roving focus (tabs, a row's controls) must mirror.

/** +1 for the arrow that points forward in `element`'s direction, -1 for the one that points back, 0 for any other key. */
export function inlineStep(key: string, element: Element): number {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return step !== 0 && getComputedStyle(element).direction === 'rtl' ? -step : step;
}
