// Where the bell's popover goes: beside the trigger, aligned by writing direction, flipped when
// only the other side has room, and never closer than the padding to the viewport's edges.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { placePopover, type PlacePopoverOptions } from '../../src/ui/popover/placePopover';

const base: PlacePopoverOptions = {
  anchor: { top: 10, left: 900, width: 40, height: 40 },
  floating: { width: 300, height: 400 },
  viewport: { width: 1000, height: 800 },
  side: 'bottom',
  align: 'end',
  sideOffset: 6,
  padding: 8,
  rtl: false,
};

describe('placePopover', () => {
  test('below the trigger, its end edge on the trigger’s end edge', () => {
    expect(placePopover(base)).toEqual({ x: 640, y: 56, side: 'bottom', availableHeight: 736 });
  });

  test('in right-to-left, end is the left edge; start is the right edge', () => {
    expect(placePopover({ ...base, rtl: true, anchor: { ...base.anchor, left: 400 } }).x).toBe(400);
    expect(placePopover({ ...base, rtl: true, align: 'start', anchor: { ...base.anchor, left: 400 } }).x).toBe(140);
  });

  test('shifted to stay 8 px inside the viewport', () => {
    expect(placePopover({ ...base, align: 'start' }).x).toBe(692);
    expect(placePopover({ ...base, anchor: { ...base.anchor, left: 2 } }).x).toBe(8);
  });

  test('flips to the other side only when that side has more room', () => {
    const low = { ...base, anchor: { ...base.anchor, top: 700 } };
    expect(placePopover(low)).toMatchObject({ side: 'top', y: 294, availableHeight: 686 });
    expect(placePopover({ ...base, anchor: { ...base.anchor, top: 380 } }).side).toBe('bottom');
  });

  test('a popover wider than a 320 px screen still starts 8 px from its edge', () => {
    const narrow = placePopover({ ...base, viewport: { width: 320, height: 640 }, anchor: { top: 10, left: 270, width: 40, height: 40 }, floating: { width: 304, height: 300 } });
    expect(narrow.x).toBe(8);
  });

  test('whatever the trigger and size, a popover that fits lies inside the padded viewport', () => {
    fc.assert(
      fc.property(
        fc.record({
          top: fc.integer({ min: 0, max: 760 }),
          left: fc.integer({ min: 0, max: 960 }),
          width: fc.integer({ min: 10, max: 40 }),
          height: fc.integer({ min: 10, max: 40 }),
        }),
        fc.integer({ min: 50, max: 984 }),
        fc.constantFrom('top', 'right', 'bottom', 'left'),
        fc.constantFrom('start', 'center', 'end'),
        fc.boolean(),
        (anchor, width, side, align, rtl) => {
          const placed = placePopover({ ...base, anchor, floating: { width, height: 100 }, side, align, rtl });
          if (placed.side === 'top' || placed.side === 'bottom') {
            expect(placed.x).toBeGreaterThanOrEqual(8);
            expect(placed.x + width).toBeLessThanOrEqual(992);
          } else {
            expect(placed.y).toBeGreaterThanOrEqual(8);
            expect(placed.y + 100).toBeLessThanOrEqual(792);
          }
        },
      ),
    );
  });
});
