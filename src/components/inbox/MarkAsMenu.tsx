'use client';

// A Radix dropdown offering `Mark as …` actions: the bulk bar's (all four) and each row's (the two
// that change something), in place so it keeps the inbox's theme and direction. Radix
// loads on first use (ui/menu): until then the trigger is a plain button that opens it.
import type { MarkAs } from '../../api/types';
import { LazyMenu, type MenuTriggerElement } from '../../ui/menu/LazyMenu';
import type { InboxLabels } from './inboxLabels';

export interface MarkAsMenuProps {
  /** The trigger element (a button); Radix adds the menu's ARIA and keyboard handling to it. */
  trigger: MenuTriggerElement;
  actions: readonly MarkAs[];
  labels: InboxLabels;
  onMarkAs: (markAs: MarkAs) => void;
  /** `data-slot` of the menu's content. */
  slot: string;
  align?: 'start' | 'end';
}

export function MarkAsMenu({ trigger, actions, labels, onMarkAs, slot, align = 'end' }: MarkAsMenuProps) {
  return (
    // Non-modal: the inbox stays readable (and its live region audible) while the menu is open.
    <LazyMenu modal={false} trigger={trigger}>
      {({ MenuContent, MenuItem }) => (
        <MenuContent align={align} data-slot={slot} className="ik-inbox-menu">
          {actions.map((markAs) => (
            <MenuItem key={markAs} data-mark-as={markAs} onSelect={() => onMarkAs(markAs)}>
              {labels.markAs[markAs]}
            </MenuItem>
          ))}
        </MenuContent>
      )}
    </LazyMenu>
  );
}
