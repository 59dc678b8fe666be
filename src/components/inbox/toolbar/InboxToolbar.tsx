'use client';

// The bulk bar: "Select all" (over the loaded messages of the current filter), how many are
// selected, and the `Mark as…` menu with the four actions.
import { useId } from 'react';
import type { MarkAs } from '../../../api/types';
import { MARK_AS_VALUES } from '../../../api/types';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { countArgs, type InboxLabels } from '../inboxLabels';
import { MarkAsMenu } from './MarkAsMenu';

export interface InboxToolbarProps {
  selectedCount: number;
  selectAll: 'none' | 'some' | 'all';
  /** Nothing loaded to select. */
  disabled: boolean;
  /** More pages exist on the service: "Select all" then says it covers the loaded ones only. */
  hasMore: boolean;
  labels: InboxLabels;
  locale: string | undefined;
  onSelectAllChange: (select: boolean) => void;
  onClear: () => void;
  onMarkAs: (markAs: MarkAs) => void;
}

export function InboxToolbar({
  selectedCount,
  selectAll,
  disabled,
  hasMore,
  labels,
  locale,
  onSelectAllChange,
  onClear,
  onMarkAs,
}: InboxToolbarProps) {
  const noteId = useId();
  const count = countArgs(selectedCount, locale);
  const loadedOnly = selectAll === 'all' && hasMore;
  return (
    <div data-slot="inbox-toolbar" data-state={selectedCount > 0 ? 'active' : 'idle'} className="ik-inbox-toolbar">
      <label className="ik-inbox-toolbar__select-all" data-slot="inbox-select-all">
        <Checkbox
          checked={selectAll === 'all'}
          indeterminate={selectAll === 'some'}
          disabled={disabled}
          aria-describedby={loadedOnly ? noteId : undefined}
          onChange={() => onSelectAllChange(selectAll !== 'all')}
        />
        <span>{labels.selectAll}</span>
      </label>
      {selectedCount > 0 ? (
        <span data-slot="inbox-selection-count" className="ik-inbox-toolbar__count">
          <bdi>{labels.selectedCount(count)}</bdi>
        </span>
      ) : null}
      <span className="ik-inbox-toolbar__spacer" />
      {selectedCount > 0 ? (
        <Button variant="ghost" size="sm" data-slot="inbox-clear-selection" onClick={onClear}>
          {labels.clearSelection}
        </Button>
      ) : null}
      <MarkAsMenu
        slot="inbox-mark-as-menu"
        labels={labels}
        actions={MARK_AS_VALUES}
        onMarkAs={onMarkAs}
        trigger={
          <Button
            size="sm"
            data-slot="inbox-mark-as-trigger"
            disabled={selectedCount === 0}
            className="ik-inbox-toolbar__mark-as"
          >
            <bdi>{labels.markAsMenu}</bdi>
            <span className="ik-visually-hidden">{labels.markAsMenuSuffix(count)}</span>
            <span aria-hidden="true" className="ik-inbox-toolbar__chevron">
              ▾
            </span>
          </Button>
        }
      />
      {loadedOnly ? (
        <p id={noteId} data-slot="inbox-selection-note" className="ik-inbox-toolbar__note">
          {labels.selectedLoadedOnly(count)}
        </p>
      ) : null}
    </div>
  );
}
