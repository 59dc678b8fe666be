// The one render harness of the browser tests: the wire harness of ./harness.ts (a fresh mock
// service and QueryClient per test, every request recorded), and the component rendered bare
// inside InboxKitProvider, as an app renders it. The
// only thing an app would not have is the in-view source: a manual one, so rows come into view
// when the test says so (`inView.revealVisible()`).
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { InViewObserverContext } from '../../src/components/inbox/list/inViewObserver';
import { InboxKitProvider } from '../../src/query/InboxKitProvider';
import { createHarness, type Harness, type HarnessOptions } from './harness';
import { createManualInView, type ManualInView } from './manualInView';

export interface RenderOptions extends HarnessOptions {
  /**
   * The inbox list's max height (`--ik-inbox-max-block-size`, set on a plain container as an app
   * would); `none` puts every loaded row in the DOM. Default: the stylesheet's.
   */
  listMaxBlockSize?: string;
  /** Runs after the harness exists and before anything renders (to fill the cache, say). */
  beforeRender?: (harness: Harness) => Promise<void>;
}

export interface Rendered extends Harness {
  screen: Awaited<ReturnType<typeof render>>;
  inView: ManualInView;
}

export async function renderWithKit(
  ui: ReactNode,
  { listMaxBlockSize, beforeRender, ...options }: RenderOptions = {},
): Promise<Rendered> {
  const harness = createHarness(options);
  await beforeRender?.(harness);
  const inView = createManualInView();
  const tree = (
    <InboxKitProvider client={harness.client} queryClient={harness.queryClient}>
      <InViewObserverContext value={inView.create}>{ui}</InViewObserverContext>
    </InboxKitProvider>
  );
  const style = { '--ik-inbox-max-block-size': listMaxBlockSize } as CSSProperties;
  const screen = await render(listMaxBlockSize === undefined ? tree : <div style={style}>{tree}</div>);
  return { ...harness, screen, inView };
}

/** The inbox rows in the DOM, in list order. */
export function rows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-slot="inbox-row"]')].sort(
    (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
  );
}

export function row(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);
}

/**
 * Resolves once the list has settled: the rows beyond the first screen join a frame after the
 * first paint (ui/virtual/useVirtualList.ts). Settled when a row starts below the scroller's
 * bottom (the overscan is in), or the last loaded row is rendered (a list that fits, or one with
 * no height limit).
 */
export async function listSettled(): Promise<void> {
  const settled = () => {
    const all = rows();
    const last = all.at(-1);
    const scroller = document.querySelector('[data-slot="inbox-scroller"]');
    if (!last || !scroller) return false;
    const bottom = scroller.getBoundingClientRect().bottom;
    return last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize') || all.some((row) => row.getBoundingClientRect().top >= bottom);
  };
  await expect.poll(settled, { message: 'the list has settled' }).toBe(true);
}

/**
 * The row whose checkbox is named after `text`, once it is rendered: a row beyond the first screen
 * joins a frame after the first paint (ui/virtual/useVirtualList.ts).
 */
export async function rowNamed(text: string): Promise<HTMLElement> {
  const find = () =>
    rows().find((candidate) =>
      candidate.querySelector('[data-slot="inbox-row-checkbox"]')?.getAttribute('aria-label')?.includes(text),
    );
  await expect.poll(find, { message: `a row named ${text}` }).toBeDefined();
  return find()!;
}

/** `data-read`/`data-seen` of each given row, as the DOM says them. */
export function rowStates(ids: readonly string[]): Array<{ id: string; read?: string; seen?: string }> {
  return ids.map((id) => {
    const element = row(id);
    return { id, read: element?.dataset.read, seen: element?.dataset.seen };
  });
}

/** The job list items of an activity view, in order. */
export function jobItems(): HTMLLIElement[] {
  return [...document.querySelectorAll<HTMLLIElement>('li[data-job-id]')];
}

/** The job item whose `data-job-id` is `id`. */
export function jobItem(id: string): HTMLLIElement {
  const item = document.querySelector<HTMLLIElement>(`li[data-job-id="${CSS.escape(id)}"]`);
  if (!item) throw new Error(`No job ${id}`);
  return item;
}

/** The button that opens or closes a job. */
export function jobButton(item: HTMLElement): HTMLButtonElement {
  const button = item.querySelector<HTMLButtonElement>('.ik-job__button');
  if (!button) throw new Error('No job button');
  return button;
}

export { BASE_URL, createHarness, unknownIds, type Harness, type HarnessOptions, type WireRequest } from './harness';
