'use client';

// The inbox's selection (a set of ids plus the anchor a shift-click extends from) as a hook for a
// headless inbox, controlled or uncontrolled like React's inputs. One rule set: selectionModel.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { selectionReducer, type SelectionAction, type SelectionState } from './selectionModel';

export interface UseMessageSelectionOptions {
  /** Controls the selection: the hook shows exactly these ids and reports changes only. */
  selectedIds?: Iterable<string>;
  /** The first selection when `selectedIds` is not controlled. Default none. */
  defaultSelectedIds?: Iterable<string>;
  /** Every change of the selected ids (not of the anchor alone), with the new set. */
  onSelectionChange?: (selectedIds: ReadonlySet<string>) => void;
}

export interface UseMessageSelectionResult {
  selectedIds: ReadonlySet<string>;
  /** The last toggled id: where `extend` starts. */
  anchor: string | null;
  isSelected: (id: string) => boolean;
  /** Flip one id and make it the anchor. */
  toggle: (id: string) => void;
  /** Shift-click: give the ids from the anchor to `id` (in `orderedIds`) the state `id` is about to get. */
  extend: (id: string, orderedIds: readonly string[]) => void;
  selectAll: (ids: readonly string[]) => void;
  clear: () => void;
  /** The list changed: drop the ids that left it. */
  retain: (ids: readonly string[]) => void;
  /** The underlying reducer's actions (see `selectionModel`). */
  dispatch: (action: SelectionAction) => void;
}

function toSet(ids: Iterable<string> | undefined): ReadonlySet<string> {
  return ids instanceof Set ? (ids as ReadonlySet<string>) : new Set(ids ?? []);
}

/**
 * The selection's state and the reducer's `dispatch`, controlled or not: all <Inbox> needs. The
 * named actions of `useMessageSelection` are for an app's own inbox and stay out of <Inbox>'s bundle.
 */
export function useSelectionState({
  selectedIds: controlledIds,
  defaultSelectedIds,
  onSelectionChange,
}: UseMessageSelectionOptions): SelectionState & { dispatch: (action: SelectionAction) => void } {
  const [own, setOwn] = useState<SelectionState>(() => ({
    selected: toSet(defaultSelectedIds),
    anchor: null,
  }));
  const controlled = useMemo(
    () => (controlledIds === undefined ? undefined : toSet(controlledIds)),
    [controlledIds],
  );
  const state: SelectionState = controlled === undefined ? own : { selected: controlled, anchor: own.anchor };
  // Several actions in one event see each other's result, not the state of the last render.
  const latest = useRef(state);
  const isControlled = controlled !== undefined;
  const onChange = useRef(onSelectionChange);
  useLayoutEffect(() => {
    latest.current = state;
    onChange.current = onSelectionChange;
  });

  const dispatch = useCallback(
    (action: SelectionAction) => {
      const previous = latest.current;
      const next = selectionReducer(previous, action);
      if (next === previous) return;
      latest.current = isControlled ? { selected: previous.selected, anchor: next.anchor } : next;
      setOwn((current) => (isControlled ? { selected: current.selected, anchor: next.anchor } : next));
      if (next.selected !== previous.selected) onChange.current?.(next.selected);
    },
    [isControlled],
  );
  return { ...state, dispatch };
}

export function useMessageSelection(options: UseMessageSelectionOptions = {}): UseMessageSelectionResult {
  const { selected, anchor, dispatch } = useSelectionState(options);
  return {
    selectedIds: selected,
    anchor,
    isSelected: useCallback((id: string) => selected.has(id), [selected]),
    toggle: useCallback((id: string) => dispatch({ type: 'toggle', id }), [dispatch]),
    extend: useCallback(
      (id: string, orderedIds: readonly string[]) => dispatch({ type: 'extend', id, orderedIds }),
      [dispatch],
    ),
    selectAll: useCallback((ids: readonly string[]) => dispatch({ type: 'selectAll', ids }), [dispatch]),
    clear: useCallback(() => dispatch({ type: 'clear' }), [dispatch]),
    retain: useCallback((ids: readonly string[]) => dispatch({ type: 'retain', ids }), [dispatch]),
    dispatch,
  };
}
