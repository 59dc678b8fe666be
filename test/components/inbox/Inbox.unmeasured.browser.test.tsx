// Where the list cannot measure (no ResizeObserver), it renders every loaded row in normal flow;
// where it can, a list that has no height (hidden) still waits for one, as before.
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { InboxBell } from '../../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows, renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const ada = MOCK_IDS.subscribers.default;

const list = () => document.querySelector<HTMLElement>('[data-slot="inbox-list"]');

test('without a ResizeObserver, every loaded row is rendered in normal flow, one below the other', async () => {
  vi.stubGlobal('ResizeObserver', undefined);
  const { screen } = await renderWithKit(<Inbox subscriberId={ada} now={NOW} />, { listMaxBlockSize: '10rem' });
  await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
  await expect.poll(() => rows().length).toBe(20);
  expect(list()?.dataset.flow).toBe('true');
  const [first, second] = rows();
  expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom - 1);
});

test("without a ResizeObserver, the bell's popover opens beside the bell", async () => {
  vi.stubGlobal('ResizeObserver', undefined);
  const { screen } = await renderWithKit(<InboxBell subscriberId={ada} now={NOW} />);
  const bell = screen.getByRole('button', { name: /^Notifications/ });
  await userEvent.click(bell);
  const popover = screen.getByRole('dialog', { name: 'Notifications' });
  await expect.element(popover).toBeVisible();
  expect(popover.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(bell.element().getBoundingClientRect().bottom);
});

test('a hidden list (no height, in a page with layout) renders no row until it is shown', async () => {
  const { screen } = await renderWithKit(
    <div data-testid="holder" style={{ display: 'none' }}>
      <Inbox subscriberId={ada} now={NOW} />
    </div>,
  );
  await expect.poll(() => document.querySelector('[data-slot="inbox"]')?.getAttribute('data-state')).toBe('ready');
  expect(rows()).toHaveLength(0);
  expect(list()?.dataset.flow).toBe('false');
  screen.getByTestId('holder').element().style.display = 'block';
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  expect(rows().length).toBeLessThan(20);
  expect(list()?.dataset.flow).toBe('false');
});
