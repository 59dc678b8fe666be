// §1: the bell's popover and the "Mark as" menu stay inside a 320 px viewport with a margin.
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { InboxBell } from '../../src/components/inbox/InboxBell';
import { MOCK_EPOCH, MOCK_IDS } from '../../src/mock';
import { renderWithKit } from '../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);
const MARGIN = 8;
const WIDTH = 320;

afterEach(() => page.viewport(414, 896));

function insideWithMargin(element: Element | null) {
  if (!element) throw new Error('missing element');
  const box = element.getBoundingClientRect();
  return { left: box.left >= MARGIN - 0.5, right: box.right <= WIDTH - MARGIN + 0.5 };
}

for (const side of ['start', 'end'] as const) {
  test(`a bell at the ${side} of a 320 px screen opens its popover and menu inside it, with a margin`, async () => {
    await page.viewport(WIDTH, 640);
    const { screen } = await renderWithKit(
      <div style={{ display: 'flex', justifyContent: side === 'start' ? 'flex-start' : 'flex-end' }}>
        <InboxBell subscriberId={MOCK_IDS.subscribers.default} now={NOW} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const popover = document.querySelector('[data-slot="inbox-bell-popover"]');
    await expect.poll(() => document.querySelector('[data-slot="inbox-bell-popover"] [data-slot="inbox-row"]')).not.toBe(null);
    expect(insideWithMargin(document.querySelector('[data-slot="inbox-bell-popover"]') ?? popover)).toEqual({ left: true, right: true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: /^Mark as/ }));
    await expect.poll(() => document.querySelector('[role="menu"]')).not.toBe(null);
    expect(insideWithMargin(document.querySelector('[role="menu"]'))).toEqual({ left: true, right: true });
  });
}
