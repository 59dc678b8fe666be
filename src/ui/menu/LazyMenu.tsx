'use client';

// A menu whose Radix code loads on first use (./index.ts). Until it has loaded, the trigger is a
// plain, accessible <button>: the same element and look as the loaded one (its slot and class,
// `data-state="closed"`, `aria-haspopup="menu"`, `aria-expanded="false"`), which starts the load
// when a pointer enters it or it takes focus. A press (pointer, Enter, Space or ArrowDown) is
// remembered, and once the module is there the menu mounts open with focus where Radix puts it
// for that press; focus stays on the trigger meanwhile. After the load every menu is Radix's own
// from its first render.
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { cx } from '../cx';
import { loadedMenuModule, loadMenuModule, preloadMenus, subscribeToMenuModule, type MenuModule } from './index';
import type { LoadedMenuProps, MenuOpenedBy } from './RadixMenu';

/** The trigger element's props this file reads or sets. */
type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  'data-slot'?: string;
  'data-state'?: string;
};

/** A menu's trigger element (a button). */
export type MenuTriggerElement = ReactElement<TriggerProps>;

export interface LazyMenuProps extends Omit<LoadedMenuProps, 'trigger' | 'triggerRef' | 'openedBy' | 'children'> {
  /** The trigger element (a button); it keeps its own props, handlers included. */
  trigger: MenuTriggerElement;
  /** The content, drawn from the loaded module's parts: its `MenuContent` and `MenuItem`s. */
  children: (menu: MenuModule) => ReactNode;
}

/** `data-slot` of a trigger whose element names none of its own (an element's own slot wins). */
const MENU_TRIGGER_SLOT = 'menu-trigger';
/** Put before the trigger element's own classes, as Radix's `asChild` merges them. */
const MENU_TRIGGER_CLASS = 'ik-menu-trigger';

/** The keys that open a Radix dropdown from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The trigger's own handler first; ours unless it prevented the default, as Radix composes them. */
function composed<E extends SyntheticEvent>(own: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

const notLoadedOnServer = () => undefined;

export function LazyMenu({ trigger, children, ...props }: LazyMenuProps) {
  const menu = useSyncExternalStore(subscribeToMenuModule, loadedMenuModule, notLoadedOnServer);
  const [openedBy, setOpenedBy] = useState<MenuOpenedBy>();
  const [plainFocused, setPlainFocused] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // The loaded trigger is a new element: focus moves over from the plain one before paint, so it
  // never falls to <body> (and an opening menu then takes it from there, as Radix's would).
  useLayoutEffect(() => {
    if (menu && plainFocused) triggerRef.current?.focus({ preventScroll: true });
  }, [menu, plainFocused]);

  // The same slot and class on the trigger, loaded or not, so it looks the same throughout.
  const own = trigger.props;
  const looks = { 'data-slot': own['data-slot'] ?? MENU_TRIGGER_SLOT, className: cx(MENU_TRIGGER_CLASS, own.className) };
  if (menu) {
    return (
      <menu.LoadedMenu {...props} trigger={cloneElement(trigger, looks)} triggerRef={triggerRef} openedBy={openedBy}>
        {children(menu)}
      </menu.LoadedMenu>
    );
  }

  const press = (by: MenuOpenedBy) => {
    setOpenedBy(by);
    // A failed load leaves the plain trigger; the next press tries again.
    loadMenuModule().catch(() => setOpenedBy(undefined));
  };
  return cloneElement(trigger, {
    ...looks,
    type: own.type ?? 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: composed(own.onPointerEnter, () => void preloadMenus()),
    onFocus: composed(own.onFocus, () => {
      setPlainFocused(true);
      void preloadMenus();
    }),
    // Focus that moved on takes a pending press with it: the menu does not open behind the reader.
    onBlur: composed(own.onBlur, () => {
      setPlainFocused(false);
      setOpenedBy(undefined);
    }),
    // Radix opens on the press itself (left button, no Ctrl), not on the click after it. Chrome
    // sends pointer events to a disabled button too.
    onPointerDown: composed(own.onPointerDown, (event) => {
      if (event.button === 0 && !event.ctrlKey && !event.currentTarget.disabled) press('pointer');
    }),
    onKeyDown: composed(own.onKeyDown, (event) => {
      if (OPENING_KEYS.has(event.key)) {
        event.preventDefault();
        press('keyboard');
      } else if (event.key === 'Escape') {
        // A pending menu is not open yet: Escape cancels it and otherwise does what it does on a
        // closed trigger.
        setOpenedBy(undefined);
      }
    }),
  });
}
