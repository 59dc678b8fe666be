// The inbox's selection as a pure reducer: a set of message ids plus an anchor (the last row the
// user clicked or toggled), as in react-aria's SelectionManager. Shift extends from the anchor.

export interface SelectionState {
  readonly selected: ReadonlySet<string>;
  /** The last clicked/toggled id: where a shift-click range starts. */
  readonly anchor: string | null;
}

export type SelectionAction =
  /** Click on a row's checkbox (or Space on a row): flip it and make it the anchor. */
  | { type: 'toggle'; id: string }
  /**
   * Shift-click (or Shift+Space): give every row from the anchor to `id` the state the clicked row
   * is about to get (select when it was unselected, deselect when it was selected). `id` becomes
   * the anchor. Without a usable anchor this is a toggle.
   */
  | { type: 'extend'; id: string; orderedIds: readonly string[] }
  /** Shift+Arrow: select `from`, `to` and what lies between; `to` becomes the anchor. */
  | { type: 'selectRange'; from: string; to: string; orderedIds: readonly string[] }
  /** "Select all" checked: select exactly these ids (the loaded rows of the current filter). */
  | { type: 'selectAll'; ids: readonly string[] }
  | { type: 'clear' }
  /** The list changed: drop ids that left it, keep the rest (a new page keeps the selection). */
  | { type: 'retain'; ids: readonly string[] };

export const emptySelection: SelectionState = { selected: new Set(), anchor: null };

function rangeBetween(orderedIds: readonly string[], a: string, b: string): string[] | null {
  const from = orderedIds.indexOf(a);
  const to = orderedIds.indexOf(b);
  if (from < 0 || to < 0) return null;
  return orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1);
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'toggle': {
      const selected = new Set(state.selected);
      if (selected.has(action.id)) selected.delete(action.id);
      else selected.add(action.id);
      return { selected, anchor: action.id };
    }
    case 'extend': {
      const range =
        state.anchor === null ? null : rangeBetween(action.orderedIds, state.anchor, action.id);
      if (!range) return selectionReducer(state, { type: 'toggle', id: action.id });
      const select = !state.selected.has(action.id);
      const selected = new Set(state.selected);
      for (const id of range) {
        if (select) selected.add(id);
        else selected.delete(id);
      }
      return { selected, anchor: action.id };
    }
    case 'selectRange': {
      const range = rangeBetween(action.orderedIds, action.from, action.to) ?? [action.to];
      const selected = new Set(state.selected);
      for (const id of range) selected.add(id);
      return { selected, anchor: action.to };
    }
    case 'selectAll':
      return { selected: new Set(action.ids), anchor: state.anchor };
    case 'clear':
      return state.selected.size === 0 && state.anchor === null ? state : emptySelection;
    case 'retain': {
      // Nothing to drop: no set of every id (10,000 of them after a mark-all) is needed.
      if (state.selected.size === 0 && state.anchor === null) return state;
      const present = new Set(action.ids);
      let changed = false;
      const selected = new Set<string>();
      for (const id of state.selected) {
        if (present.has(id)) selected.add(id);
        else changed = true;
      }
      const anchor = state.anchor !== null && present.has(state.anchor) ? state.anchor : null;
      if (!changed && anchor === state.anchor) return state;
      return { selected: changed ? selected : state.selected, anchor };
    }
  }
}

/** The state of a "Select all" checkbox over `ids`. */
export function selectAllState(
  selected: ReadonlySet<string>,
  ids: readonly string[],
): 'none' | 'some' | 'all' {
  if (ids.length === 0 || selected.size === 0) return 'none';
  let count = 0;
  for (const id of ids) if (selected.has(id)) count++;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}
