// Where a popover goes beside its anchor: on the asked side unless only the other side has room,
// aligned along that side (start/end follow the writing direction), shifted to stay `padding` px
// inside the viewport, and how tall it may be on that side. Pure, so it is tested without a browser.

export type PopoverSide = 'top' | 'right' | 'bottom' | 'left';
export type PopoverAlign = 'start' | 'center' | 'end';

export interface AnchorRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PlacePopoverOptions {
  anchor: AnchorRect;
  /** The popover's size, in px. */
  floating: { width: number; height: number };
  viewport: { width: number; height: number };
  side: PopoverSide;
  align: PopoverAlign;
  /** The gap between anchor and popover, in px. */
  sideOffset: number;
  /** The least distance kept from the viewport's edges, in px. */
  padding: number;
  rtl: boolean;
}

export interface PopoverPlacement {
  x: number;
  y: number;
  side: PopoverSide;
  /** The height the popover has on its side before the padding, in px. */
  availableHeight: number;
}

const OPPOSITE: Record<PopoverSide, PopoverSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** The room between the anchor (plus the offset) and the viewport's padded edge on one side. */
function room({ anchor, viewport, sideOffset, padding }: PlacePopoverOptions, side: PopoverSide): number {
  const right = anchor.left + anchor.width;
  const bottom = anchor.top + anchor.height;
  const edge =
    side === 'top'
      ? anchor.top
      : side === 'bottom'
        ? viewport.height - bottom
        : side === 'left'
          ? anchor.left
          : viewport.width - right;
  return edge - sideOffset - padding;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, Math.max(low, high)));

export function placePopover(options: PlacePopoverOptions): PopoverPlacement {
  const { anchor, floating, viewport, align, sideOffset, padding, rtl } = options;
  const vertical = options.side === 'top' || options.side === 'bottom';
  const needed = vertical ? floating.height : floating.width;
  const opposite = OPPOSITE[options.side];
  const side =
    room(options, options.side) < needed && room(options, opposite) > room(options, options.side)
      ? opposite
      : options.side;

  let x: number;
  let y: number;
  if (vertical) {
    y = side === 'bottom' ? anchor.top + anchor.height + sideOffset : anchor.top - sideOffset - floating.height;
    const towardStart = align === 'start' ? !rtl : align === 'end' ? rtl : undefined;
    x =
      towardStart === undefined
        ? anchor.left + anchor.width / 2 - floating.width / 2
        : towardStart
          ? anchor.left
          : anchor.left + anchor.width - floating.width;
    x = clamp(x, padding, viewport.width - padding - floating.width);
  } else {
    x = side === 'right' ? anchor.left + anchor.width + sideOffset : anchor.left - sideOffset - floating.width;
    y =
      align === 'start'
        ? anchor.top
        : align === 'end'
          ? anchor.top + anchor.height - floating.height
          : anchor.top + anchor.height / 2 - floating.height / 2;
    y = clamp(y, padding, viewport.height - padding - floating.height);
  }
  const availableHeight = vertical ? room(options, side) : viewport.height - 2 * padding;
  return { x, y, side, availableHeight: Math.max(0, availableHeight) };
}
