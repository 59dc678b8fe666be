// The message list is one Tab stop: crossing the whole inbox takes a handful of Tab presses at
// any number of messages, and the row's own controls are reached with the arrows.
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rowNamed, rows, renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const MAX_TAB_PRESSES = 10;

/** Tab presses from the button before the inbox to the button after it (failing past 50). */
async function tabsToCross(): Promise<number> {
  document.querySelector<HTMLElement>('[data-testid="before"]')!.focus();
  for (let presses = 1; presses <= 50; presses++) {
    await userEvent.keyboard('{Tab}');
    if ((document.activeElement as HTMLElement | null)?.dataset.testid === 'after') return presses;
  }
  throw new Error('Tab never left the inbox');
}

function Page({ subscriberId }: { subscriberId: string }) {
  return (
    <>
      <button type="button" data-testid="before">before</button>
      <Inbox subscriberId={subscriberId} now={NOW} pageSize={100} onMessageClick={() => {}} />
      <button type="button" data-testid="after">after</button>
    </>
  );
}

for (const [name, subscriberId, expected] of [
  ['60', MOCK_IDS.subscribers.default, undefined],
  ['2,000', MOCK_IDS.subscribers.many, 'virtualized'],
] as const) {
  test(`crossing an inbox of ${name} messages takes at most ${MAX_TAB_PRESSES} Tab presses`, async () => {
    // Every loaded row of the 60 in the DOM (the worst case for Tab order); the 2,000 virtualized.
    const { screen } = await renderWithKit(<Page subscriberId={subscriberId} />, {
      listMaxBlockSize: expected === undefined ? 'none' : undefined,
    });
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    if (expected === undefined) expect(rows().length).toBeGreaterThan(50);
    else expect(rows().length).toBeGreaterThan(3);
    const presses = await tabsToCross();
    expect(presses).toBeLessThanOrEqual(MAX_TAB_PRESSES);
    // Exactly one row is in Tab order, and none of the rows' controls.
    expect(document.querySelectorAll('[data-slot="inbox-row"][tabindex="0"]').length).toBe(1);
    const tabbableControls = [...document.querySelectorAll<HTMLElement>('[data-slot="inbox-row"] *')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(tabbableControls).toEqual([]);
  });
}

test('Right reaches the row’s controls one by one, Left goes back, Escape returns to the row', async () => {
  const { screen } = await renderWithKit(<Page subscriberId={MOCK_IDS.subscribers.default} />);
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  const first = rows()[0]!;
  first.focus();
  await expect.poll(() => document.activeElement).toBe(first);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slot')).toBe('inbox-row-checkbox');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => document.activeElement?.hasAttribute('data-row-primary')).toBe(true);
  expect(first.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slot')).toBe('inbox-row-checkbox');
  await userEvent.keyboard('{ArrowRight}{Escape}');
  await expect.poll(() => document.activeElement).toBe(first);
  // Left from the row reaches its last control, the "⋯" menu.
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slot')).toBe('inbox-row-menu-trigger');
  // Focus is visible on each of them.
  expect(getComputedStyle(document.activeElement!).outlineStyle).not.toBe('none');
  await userEvent.keyboard('{Escape}{ArrowDown}');
  await expect.poll(() => document.activeElement).toBe(rows()[1]);
});

test('Enter on a row whose message opens nothing reaches the row’s controls; on a row with a link, it follows the link', async () => {
  const { screen } = await renderWithKit(<Inbox subscriberId={MOCK_IDS.subscribers.kinds} now={NOW} />, { listMaxBlockSize: 'none' });
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  // Without onMessageClick, a message without a link opens nothing: its title is text.
  const plain = await rowNamed('Plain text content');
  plain.focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => document.activeElement?.getAttribute('data-slot')).toBe('inbox-row-checkbox');
  expect(plain.contains(document.activeElement)).toBe(true);
  // A link is the row's primary control: Enter on the row clicks it (the page stays: the test
  // cancels the navigation), and opening marks the message read.
  const linked = await rowNamed('Your order has shipped');
  expect(linked.dataset.read).toBe('false');
  linked.addEventListener('click', (event) => event.preventDefault());
  linked.focus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => linked.dataset.read).toBe('true');
});
