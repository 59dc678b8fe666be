'use client';

// A thin styled wrapper over Radix's dropdown menu: `data-slot` on every part, the consumer's
// `className` merged last. Radix brings the roles, roving focus, typeahead and dismissal.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cx } from './cx';
import { ThemedLayer } from './ThemedLayer';
import type { InheritedTheme } from './useInheritedTheme';

export type MenuProps = DropdownMenu.DropdownMenuProps;

/** The state holder; renders nothing itself. */
export function Menu(props: MenuProps) {
  return <DropdownMenu.Root {...props} />;
}

export type MenuTriggerProps = DropdownMenu.DropdownMenuTriggerProps;

export const MenuTrigger = forwardRef<ElementRef<typeof DropdownMenu.Trigger>, MenuTriggerProps>(
  function MenuTrigger({ className, ...props }, ref) {
    return (
      <DropdownMenu.Trigger
        ref={ref}
        data-slot="menu-trigger"
        {...props}
        className={cx('ik-menu-trigger', className)}
      />
    );
  },
);

export interface MenuContentProps extends DropdownMenu.DropdownMenuContentProps {
  /**
   * Render into `<body>` (default) so no `overflow` clips it; `false` renders it in place, where
   * it inherits the theme and direction of its surroundings.
   */
  portalled?: boolean;
  /** Where to portal to instead of `<body>`. */
  container?: HTMLElement | null;
  /** Theme and direction to carry into the portal (see `useInheritedTheme`). */
  inheritedTheme?: InheritedTheme;
}

export const MenuContent = forwardRef<ElementRef<typeof DropdownMenu.Content>, MenuContentProps>(
  function MenuContent(
    { className, portalled = true, container, inheritedTheme, sideOffset = 4, ...props },
    ref,
  ) {
    const content = (
      <DropdownMenu.Content
        ref={ref}
        data-slot="menu-content"
        sideOffset={sideOffset}
        // Inside the viewport with a margin, like the popover, even on a 320 px screen.
        collisionPadding={8}
        {...props}
        className={cx('ik-menu', className)}
      />
    );
    if (!portalled) return content;
    return (
      <DropdownMenu.Portal container={container}>
        <ThemedLayer slot="menu-layer" inheritedTheme={inheritedTheme}>
          {content}
        </ThemedLayer>
      </DropdownMenu.Portal>
    );
  },
);

export type MenuItemProps = DropdownMenu.DropdownMenuItemProps;

export const MenuItem = forwardRef<ElementRef<typeof DropdownMenu.Item>, MenuItemProps>(
  function MenuItem({ className, ...props }, ref) {
    return (
      <DropdownMenu.Item
        ref={ref}
        data-slot="menu-item"
        {...props}
        className={cx('ik-menu__item', className)}
      />
    );
  },
);

export type MenuLabelProps = DropdownMenu.DropdownMenuLabelProps;

export const MenuLabel = forwardRef<ElementRef<typeof DropdownMenu.Label>, MenuLabelProps>(
  function MenuLabel({ className, ...props }, ref) {
    return (
      <DropdownMenu.Label
        ref={ref}
        data-slot="menu-label"
        {...props}
        className={cx('ik-menu__label', className)}
      />
    );
  },
);

export type MenuGroupProps = DropdownMenu.DropdownMenuGroupProps;

export const MenuGroup = forwardRef<ElementRef<typeof DropdownMenu.Group>, MenuGroupProps>(
  function MenuGroup({ className, ...props }, ref) {
    return (
      <DropdownMenu.Group
        ref={ref}
        data-slot="menu-group"
        {...props}
        className={cx('ik-menu__group', className)}
      />
    );
  },
);

export type MenuSeparatorProps = ComponentPropsWithoutRef<typeof DropdownMenu.Separator>;

export const MenuSeparator = forwardRef<
  ElementRef<typeof DropdownMenu.Separator>,
  MenuSeparatorProps
>(function MenuSeparator({ className, ...props }, ref) {
  return (
    <DropdownMenu.Separator
      ref={ref}
      data-slot="menu-separator"
      {...props}
      className={cx('ik-menu__separator', className)}
    />
  );
});
