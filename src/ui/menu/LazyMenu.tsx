'use client';

// A dropdown menu whose Radix code loads on first use (./index.ts). Until it has loaded, the
// trigger is a plain, accessible <button>: the same element and look as the loaded one (its slot
// and class, `data-state="closed"`, `aria-haspopup="menu"`, `aria-expanded="false"`), which starts
// the load when a pointer enters it or it takes focus. A press (pointer, Enter, Space or ArrowDown)
// is remembered, and once Radix is there the menu mounts open with focus where Radix puts it for
// that press; focus stays on the trigger meanwhile. After the load every menu is Radix's own from
// its first render. The parts: `data-slot` on each, the consumer's `className` merged last; Radix
// brings the roles, roving focus, typeahead and dismissal. The content renders in place, where it
// inherits the theme and direction of its surroundings.
import {
  cloneElement,
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { DropdownMenuContentProps, DropdownMenuItemProps, DropdownMenuProps } from '@radix-ui/react-dropdown-menu';
import { cx } from '../cx';
import { loadedMenuModule, loadMenuModule, preloadMenus, subscribeToMenuModule, type MenuModule } from './menuModule';

/** A menu's trigger element (a button). */
export type MenuTriggerElement = ReactElement<
  ButtonHTMLAttributes<HTMLButtonElement> & { 'data-slot'?: string; 'data-state'?: string; 'data-disabled'?: string }
>;

export interface LazyMenuProps extends Omit<DropdownMenuProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'children'> {
  /** The trigger element, with a `data-slot` of its own; the menu owns its pointer, focus and key handlers. */
  trigger: MenuTriggerElement;
  /** The content: a `MenuContent` with its `MenuItem`s, rendered once Radix has loaded. */
  children: ReactNode;
}

/** What the parts need of the menu they are in: Radix, and whether to focus the first item. */
interface LoadedMenu {
  radix: MenuModule;
  /**
   * True while a menu that mounted open for a key pressed before Radix loaded has yet to put
   * focus in. Radix moves focus to the first item on a keyboard opening only when its own listener
   * saw the key, which it could not have: it focuses the content, which passes focus on, once.
   */
  firstItemOnOpen: boolean;
  /** The press that opened the menu has been answered. */
  opened: () => void;
}

// Given by the LazyMenu once Radix has loaded; the parts render only inside it.
const LoadedMenuContext = /* @__PURE__ */ createContext<LoadedMenu | null>(null);

const notLoadedOnServer = () => undefined;

export function LazyMenu({ trigger, children, ...props }: LazyMenuProps) {
  const radix = useSyncExternalStore(subscribeToMenuModule, loadedMenuModule, notLoadedOnServer);
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard'>();
  const [plainFocused, setPlainFocused] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const forget = () => setOpenedBy(undefined);

  // The loaded trigger is a new element: focus moves over from the plain one before paint, so it
  // never falls to <body> (and an opening menu then takes it from there, as Radix's would).
  useLayoutEffect(() => {
    if (radix && plainFocused) triggerRef.current?.focus({ preventScroll: true });
  }, [radix, plainFocused]);

  // The same class on the trigger, loaded or not, put first as Radix's `asChild` merges it, and
  // Radix's `data-disabled` on a disabled one.
  const own = trigger.props;
  const looks = { className: cx('ik-menu-trigger', own.className), 'data-disabled': own.disabled ? '' : undefined };
  if (radix) {
    return (
      <radix.Root {...props} defaultOpen={!!openedBy}>
        {/* Told it is disabled: Chrome sends pointer events to a disabled button, and Radix opens
            on pointerdown. */}
        <radix.Trigger asChild ref={triggerRef} disabled={own.disabled}>
          {cloneElement(trigger, looks)}
        </radix.Trigger>
        <LoadedMenuContext.Provider value={{ radix, firstItemOnOpen: openedBy === 'keyboard', opened: forget }}>
          {children}
        </LoadedMenuContext.Provider>
      </radix.Root>
    );
  }

  const press = (by: 'pointer' | 'keyboard') => {
    setOpenedBy(by);
    // A failed load leaves the plain trigger; the next press tries again.
    loadMenuModule().catch(forget);
  };
  return cloneElement(trigger, {
    ...looks,
    type: own.type ?? 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: preloadMenus,
    onFocus: () => {
      setPlainFocused(true);
      void preloadMenus();
    },
    // Focus that moved on takes a pending press with it: the menu does not open behind the reader.
    onBlur: () => {
      setPlainFocused(false);
      forget();
    },
    // Radix opens on the press itself (left button, no Ctrl), not on the click after it. Chrome
    // sends pointer events to a disabled button too.
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey && !event.currentTarget.disabled) press('pointer');
    },
    onKeyDown: (event) => {
      // The keys that open Radix's dropdown from its trigger.
      if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
        event.preventDefault();
        press('keyboard');
      } else if (event.key === 'Escape') {
        // A pending menu is not open yet: Escape cancels it and otherwise does what it does on a
        // closed trigger.
        forget();
      }
    },
  });
}

/** The menu itself; its `onFocus` is the menu's own. */
export function MenuContent({ className, sideOffset = 4, ...props }: Omit<DropdownMenuContentProps, 'onFocus'>) {
  const { radix, firstItemOnOpen, opened } = useContext(LoadedMenuContext)!;
  return (
    <radix.Content
      data-slot="menu-content"
      sideOffset={sideOffset}
      // Inside the viewport with a margin, like the popover, even on a 320 px screen.
      collisionPadding={8}
      {...props}
      onFocus={(event) => {
        if (event.target !== event.currentTarget || !firstItemOnOpen) return;
        opened();
        event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
      }}
      className={cx('ik-menu', className)}
    />
  );
}

export function MenuItem({ className, ...props }: DropdownMenuItemProps) {
  const { radix } = useContext(LoadedMenuContext)!;
  return <radix.Item data-slot="menu-item" {...props} className={cx('ik-menu__item', className)} />;
}
