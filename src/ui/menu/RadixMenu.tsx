'use client';

// A thin styled wrapper over Radix's dropdown menu: `data-slot` on every part, the consumer's
// `className` merged last. Radix brings the roles, roving focus, typeahead and dismissal.
// Everything Radix-backed is in this module, which loads on first use: nothing imports it but the
// door (./index.ts), by a dynamic `import()`; ./LazyMenu renders a plain trigger until then and
// this module's `LoadedMenu` after. Its content renders in place, where it inherits the theme and
// direction of its surroundings.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  createContext,
  useContext,
  useRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { cx } from '../cx';

/**
 * How a press asked for a menu before this module had loaded: a pointer (focus goes to the menu)
 * or Enter, Space or ArrowDown (focus goes to the first item), as Radix does for each.
 */
export type MenuOpenedBy = 'pointer' | 'keyboard';

/**
 * True while a menu that mounted open for a key pressed before this module loaded has yet to put
 * focus in. Radix moves focus to the first item on a keyboard opening only when its own listener
 * saw the key, which it could not have: it focuses the content, and the content passes focus on
 * to the first item, once.
 */
const FirstItemOnOpen = /* @__PURE__ */ createContext<RefObject<boolean> | null>(null);

const FIRST_ITEM = '[role^="menuitem"]:not([data-disabled])';

export type MenuContentProps = DropdownMenu.DropdownMenuContentProps;

// Plain function components, not `forwardRef`: nothing holds a ref to the content or an item.
export function MenuContent({ className, sideOffset = 4, onFocus, ...props }: MenuContentProps) {
  const firstItemOnOpenRef = useContext(FirstItemOnOpen);
  return (
    <DropdownMenu.Content
      data-slot="menu-content"
      sideOffset={sideOffset}
      // Inside the viewport with a margin, like the popover, even on a 320 px screen.
      collisionPadding={8}
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        if (event.defaultPrevented || event.target !== event.currentTarget || !firstItemOnOpenRef?.current) return;
        firstItemOnOpenRef.current = false;
        event.currentTarget.querySelector<HTMLElement>(FIRST_ITEM)?.focus({ preventScroll: true });
      }}
      className={cx('ik-menu', className)}
    />
  );
}

export type MenuItemProps = DropdownMenu.DropdownMenuItemProps;

export function MenuItem({ className, ...props }: MenuItemProps) {
  return <DropdownMenu.Item data-slot="menu-item" {...props} className={cx('ik-menu__item', className)} />;
}

export interface LoadedMenuProps extends Omit<DropdownMenu.DropdownMenuProps, 'open' | 'defaultOpen' | 'children'> {
  /**
   * The trigger element (a button), with the slot and class of a menu trigger already on it
   * (./LazyMenu puts them); Radix adds the menu's ARIA and keyboard handling.
   */
  trigger: ReactElement;
  triggerRef: Ref<HTMLButtonElement>;
  /**
   * A press on the plain trigger before this module loaded: the menu mounts open, with focus where
   * Radix puts it for that kind of press.
   */
  openedBy: MenuOpenedBy | undefined;
  /** The content: a `MenuContent` with its `MenuItem`s. */
  children: ReactNode;
}

/** A whole menu, trigger and content, as ./LazyMenu renders it once this module has loaded. */
export function LoadedMenu({ trigger, triggerRef, openedBy, children, ...props }: LoadedMenuProps) {
  const firstItemOnOpen = useRef(openedBy === 'keyboard');
  return (
    <DropdownMenu.Root {...props} defaultOpen={openedBy !== undefined}>
      <DropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenu.Trigger>
      <FirstItemOnOpen.Provider value={firstItemOnOpen}>{children}</FirstItemOnOpen.Provider>
    </DropdownMenu.Root>
  );
}
