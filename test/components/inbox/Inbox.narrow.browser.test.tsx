// At 320 and 375 px the title keeps most of the row (the time goes under it) and the unread dot
// and the unseen badge sit on the title's lines, never on lines of their own.
import { expect, test } from 'vitest';
import { Inbox } from '../../../src/components/inbox/Inbox';
import { MOCK_EPOCH, MOCK_IDS } from '../../../src/mock';
import { rows, renderWithKit } from '../../support/renderWithKit';

const NOW = new Date(MOCK_EPOCH);

function lineTops(element: Element): number[] {
  return [...element.getClientRects()].map((rect) => Math.round(rect.top));
}

for (const width of [320, 375]) {
  test(`at ${width} px the title gets the row's width and the badges stay on its lines`, async () => {
    const { screen } = await renderWithKit(
      <div style={{ inlineSize: width }}>
        <Inbox subscriberId={MOCK_IDS.subscribers.intl} now={NOW} />
      </div>,
    );
    await expect.element(screen.getByRole('checkbox', { name: 'Select all' })).toBeEnabled();
    // The rows beyond the first screen join a frame after the first paint.
    await expect.poll(() => rows().length).toBeGreaterThan(2);
    const rendered = rows();
    let checkedDot = 0;
    let checkedBadge = 0;
    for (const row of rendered) {
      const heading = row.querySelector('.ik-inbox-row__heading')!;
      const title = row.querySelector('.ik-inbox-title')!;
      const body = row.querySelector('[data-slot="inbox-row-body"]')!;
      // The heading has the body's whole width: the time is under it, not beside it.
      expect(heading.getBoundingClientRect().width).toBeGreaterThan(body.getBoundingClientRect().width - 2);
      expect(heading.getBoundingClientRect().width).toBeGreaterThan(width * 0.5);
      const titleLines = lineTops(title);
      const dot = row.querySelector('.ik-inbox-unread__dot');
      if (dot) {
        checkedDot++;
        const dotRect = dot.getBoundingClientRect();
        const first = title.getClientRects()[0]!;
        expect(dotRect.top).toBeGreaterThanOrEqual(first.top - 2);
        expect(dotRect.bottom).toBeLessThanOrEqual(first.bottom + 2);
      }
      const badge = row.querySelector('[data-slot="inbox-unseen"]');
      if (badge) {
        checkedBadge++;
        const last = title.getClientRects()[titleLines.length - 1]!;
        const badgeRect = badge.getBoundingClientRect();
        // On the title's last line: vertically overlapping it.
        expect(badgeRect.top).toBeLessThan(last.bottom);
        expect(badgeRect.bottom).toBeGreaterThan(last.top);
      }
    }
    expect(checkedDot).toBeGreaterThan(0);
    expect(checkedBadge).toBeGreaterThan(0);
  });
}
