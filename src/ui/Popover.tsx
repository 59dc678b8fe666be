'use client';

// A thin styled wrapper over Radix's popover: focus moves in on open, Escape and an outside click
// close it, focus returns to the trigger. `data-slot` on every part, `className` merged last.
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { forwardRef, type ElementRef } from 'react';
import { cx } from './cx';
import type { InheritedTheme } from './useInheritedTheme';

export type PopoverProps = PopoverPrimitive.PopoverProps;

export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root {...props} />;
}

export type PopoverTriggerProps = PopoverPrimitive.PopoverTriggerProps;

export const PopoverTrigger = forwardRef<
  ElementRef<typeof PopoverPrimitive.Trigger>,
  PopoverTriggerProps
>(function PopoverTrigger({ className, ...props }, ref) {
  return (
    <PopoverPrimitive.Trigger
      ref={ref}
      data-slot="popover-trigger"
      {...props}
      className={cx('ik-popover-trigger', className)}
    />
  );
});

export interface PopoverContentProps extends PopoverPrimitive.PopoverContentProps {
  /** Render into `<body>` (default) so no `overflow` clips it; `false` renders it in place. */
  portalled?: boolean;
  container?: HTMLElement | null;
  /** Theme and direction to carry into the portal (see `useInheritedTheme`). */
  inheritedTheme?: InheritedTheme;
}

export const PopoverContent = forwardRef<
  ElementRef<typeof PopoverPrimitive.Content>,
  PopoverContentProps
>(function PopoverContent(
  { className, portalled = true, container, inheritedTheme, sideOffset = 6, ...props },
  ref,
) {
  const content = (
    <PopoverPrimitive.Content
      ref={ref}
      data-slot="popover-content"
      sideOffset={sideOffset}
      // Stays inside the viewport with a margin, even on a 320 px screen.
      collisionPadding={8}
      {...props}
      className={cx('ik-popover', className)}
    />
  );
  if (!portalled) return content;
  return (
    <PopoverPrimitive.Portal container={container}>
      <div
        className="ik-root ik-layer"
        data-slot="popover-layer"
        data-theme={inheritedTheme?.theme}
        dir={inheritedTheme?.dir}
      >
        {content}
      </div>
    </PopoverPrimitive.Portal>
  );
});

export type PopoverCloseProps = PopoverPrimitive.PopoverCloseProps;

export const PopoverClose = forwardRef<ElementRef<typeof PopoverPrimitive.Close>, PopoverCloseProps>(
  function PopoverClose({ className, ...props }, ref) {
    return (
      <PopoverPrimitive.Close
        ref={ref}
        data-slot="popover-close"
        {...props}
        className={cx('ik-popover-close', className)}
      />
    );
  },
);
