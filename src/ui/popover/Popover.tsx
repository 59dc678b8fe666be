'use client';

// A small non-modal popover (the bell's inbox): the trigger toggles it; focus moves in on open;
// Escape and an outside click or focus close it, Escape returning focus to the trigger. It sits
// beside the trigger (./placePopover), 8 px inside the viewport, re-placed on scroll and resize.
// Own code instead of a popover library: the menu's library already ships its own popper, and a
// second one weighed more than this whole file (see CHANGELOG). `data-slot` on every part,
// `className` merged last.
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../cx';
import { placePopover, type PopoverAlign, type PopoverSide } from './placePopover';
import { setRefs } from '../setRefs';
import { ThemedLayer } from './ThemedLayer';
import type { InheritedTheme } from './useInheritedTheme';

interface PopoverState {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
}

const PopoverContext = /* @__PURE__ */ createContext<PopoverState | null>(null);

function usePopover(): PopoverState {
  const state = useContext(PopoverContext);
  if (!state) throw new Error('Popover parts must be inside <Popover>');
  return state;
}

/** Sets every ref it is given, so a part keeps its own ref and the caller's. */
export interface PopoverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

export function Popover({ open: controlledOpen, defaultOpen = false, onOpenChange, children }: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );
  // `.Provider`, not the context itself: rendering a context as its provider needs React 19, and 18 is a supported peer.
  return <PopoverContext.Provider value={{ open, setOpen, triggerRef, contentId }}>{children}</PopoverContext.Provider>;
}

export type PopoverTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

export const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(function PopoverTrigger(
  { className, onClick, ...props },
  ref,
) {
  const { open, setOpen, triggerRef, contentId } = usePopover();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      data-slot="popover-trigger"
      {...props}
      ref={(element) => setRefs(element, ref, triggerRef)}
      className={cx('ik-popover-trigger', className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
});

export interface PopoverContentProps extends HTMLAttributes<HTMLDivElement> {
  side?: PopoverSide;
  align?: PopoverAlign;
  /** The gap between the trigger and the popover, in px. */
  sideOffset?: number;
  /** Render into `<body>` (default) so no `overflow` clips it; `false` renders it in place. */
  portalled?: boolean;
  container?: HTMLElement | null;
  /** Theme and direction to carry into the portal (see `useInheritedTheme`). */
  inheritedTheme?: InheritedTheme;
  /** Called before an Escape closes the popover; `preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/** Focusable in Tab order, links aside (as a dialog's first stop should be a control). */
const TABBABLE = 'button, input, select, textarea, [tabindex]';

/** Inside another layer opened from within the popover (a menu of a row), not outside it. */
const inOtherLayer = (target: Element) => target.closest('[data-radix-popper-content-wrapper]') !== null;

// No caller hands the content a ref (the popover keeps its own), so it is a plain function.
export function PopoverContent({
    className,
    side = 'bottom',
    align = 'center',
    sideOffset = 6,
    portalled = true,
    container,
    inheritedTheme,
    onEscapeKeyDown,
    style,
    ...props
}: PopoverContentProps) {
  const { open, setOpen, triggerRef, contentId } = usePopover();
  const contentRef = useRef<HTMLDivElement | null>(null);
  const escapeHandler = useRef(onEscapeKeyDown);
  useLayoutEffect(() => {
    escapeHandler.current = onEscapeKeyDown;
  });

  // Placement: before paint, and again whenever the page scrolls or anything involved resizes.
  useLayoutEffect(() => {
    const content = contentRef.current;
    const trigger = triggerRef.current;
    if (!open || !content || !trigger) return;
    const place = () => {
      const anchor = trigger.getBoundingClientRect();
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const options = { anchor, viewport, side, align, sideOffset, padding: 8 };
      const rtl = getComputedStyle(content).direction === 'rtl';
      // Two passes: the popover's height depends on the room its side has (CSS caps it by it).
      const first = placePopover({ ...options, rtl, floating: { width: content.offsetWidth, height: content.offsetHeight } });
      content.style.setProperty('--ik-popover-available-height', `${first.availableHeight}px`);
      const { x, y, side: placed } = placePopover({
        ...options,
        rtl,
        floating: { width: content.offsetWidth, height: content.offsetHeight },
      });
      content.style.left = `${x}px`;
      content.style.top = `${y}px`;
      content.dataset.side = placed;
    };
    place();
    // Without a ResizeObserver (the DOMs apps test in), placed on scroll and resize alone.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resizes?.observe(content);
    resizes?.observe(trigger);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      resizes?.disconnect();
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [open, side, align, sideOffset, triggerRef]);

  // Focus in on open; dismissal by Escape, outside pointer or outside focus; focus back to the
  // trigger unless the reader went elsewhere.
  useLayoutEffect(() => {
    const content = contentRef.current;
    const trigger = triggerRef.current;
    if (!open || !content) return;
    const first = [...content.querySelectorAll<HTMLElement>(TABBABLE)].find(
      (element) => element.tabIndex >= 0 && !element.matches(':disabled'),
    );
    (first ?? content).focus({ preventScroll: true });
    let wentElsewhere = false;
    const isOurs = (target: EventTarget | null) =>
      target instanceof Node && (content.contains(target) || trigger?.contains(target) === true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOurs(event.target)) return;
      escapeHandler.current?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
    };
    const dismissOutside = (event: Event) => {
      const target = event.target;
      if (isOurs(target) || !(target instanceof Element) || inOtherLayer(target)) return;
      // A modal layer (an open menu) takes the outside click for itself.
      if (event.type === 'pointerdown' && document.body.style.pointerEvents === 'none') return;
      wentElsewhere = true;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', dismissOutside, true);
    document.addEventListener('focusin', dismissOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', dismissOutside, true);
      document.removeEventListener('focusin', dismissOutside);
      const focus = document.activeElement;
      if (!wentElsewhere && (focus === null || focus === document.body || content.contains(focus))) {
        trigger?.focus({ preventScroll: true });
      }
    };
  }, [open, setOpen, triggerRef]);

  if (!open) return null;
  const content = (
    <div
      id={contentId}
      tabIndex={-1}
      data-state="open"
      data-align={align}
      data-slot="popover-content"
      {...props}
      ref={contentRef}
      style={{ position: 'fixed', left: 0, top: 0, ...style }}
      className={cx('ik-popover', className)}
    />
  );
  if (!portalled) return content;
  return createPortal(
    <ThemedLayer slot="popover-layer" inheritedTheme={inheritedTheme}>
      {content}
    </ThemedLayer>,
    container ?? document.body,
  );
}

export type PopoverCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

export const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose(
  { className, onClick, ...props },
  ref,
) {
  const { setOpen } = usePopover();
  return (
    <button
      type="button"
      data-slot="popover-close"
      {...props}
      ref={ref}
      className={cx('ik-popover-close', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
    />
  );
});
