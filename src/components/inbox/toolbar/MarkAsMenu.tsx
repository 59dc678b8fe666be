'use client';

// A dropdown offering `Mark as …` actions: the bulk bar's (all four) and each row's (the two that
// change something), in place so it keeps the inbox's theme and direction. Radix loads on first
// use (ui/menu): until then the trigger is a plain button that opens the menu once it has.
import type { MarkAs } from '../../../api/types';
import { LazyMenu, MenuContent, MenuItem, type MenuTriggerElement } from '../../../ui/menu';
import type { InboxLabels } from '../inboxLabels';

export interface MarkAsMenuProps {
  /** The trigger element (a button); the menu adds its ARIA and keyboard handling to it. */
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
      <MenuContent align={align} data-slot={slot} className="ik-inbox-menu">
        {actions.map((markAs) => (
          <MenuItem key={markAs} data-mark-as={markAs} onSelect={() => onMarkAs(markAs)}>
            {labels.markAs[markAs]}
          </MenuItem>
        ))}
      </MenuContent>
    </LazyMenu>
  );
}
