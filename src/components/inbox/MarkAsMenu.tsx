'use client';

// A Radix dropdown offering `Mark as …` actions: the bulk bar's (all four) and each row's (the two
// that change something). Rendered in place so it keeps the inbox's theme and direction.
import type { ReactElement } from 'react';
import type { MarkAs } from '../../api/types';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../ui/Menu';
import type { InboxLabels } from './inboxLabels';

export interface MarkAsMenuProps {
  /** The trigger element (a button); Radix adds the menu's ARIA and keyboard handling to it. */
  trigger: ReactElement;
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
    <Menu modal={false}>
      <MenuTrigger asChild>{trigger}</MenuTrigger>
      <MenuContent portalled={false} align={align} data-slot={slot} className="ik-inbox-menu">
        {actions.map((markAs) => (
          <MenuItem key={markAs} data-mark-as={markAs} onSelect={() => onMarkAs(markAs)}>
            {labels.markAs[markAs]}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
