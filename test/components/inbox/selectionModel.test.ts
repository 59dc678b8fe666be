import { describe, expect, test } from 'vitest';
import {
  emptySelection,
  selectAllState,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from '../../../src/components/inbox/toolbar/selectionModel';

const ids = ['a', 'b', 'c', 'd', 'e'];

function run(...actions: SelectionAction[]): SelectionState {
  return actions.reduce(selectionReducer, emptySelection);
}

const sorted = (state: SelectionState) => [...state.selected].sort();

describe('selectionReducer', () => {
  test('toggle flips one id and makes it the anchor', () => {
    const state = run({ type: 'toggle', id: 'b' });
    expect(sorted(state)).toEqual(['b']);
    expect(state.anchor).toBe('b');
    expect(sorted(selectionReducer(state, { type: 'toggle', id: 'b' }))).toEqual([]);
  });

  test('extend selects the range from the last clicked row, in either direction', () => {
    expect(sorted(run({ type: 'toggle', id: 'b' }, { type: 'extend', id: 'd', orderedIds: ids }))).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(sorted(run({ type: 'toggle', id: 'd' }, { type: 'extend', id: 'a', orderedIds: ids }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  test('extend starts from the last clicked row, not the first', () => {
    const state = run(
      { type: 'toggle', id: 'a' },
      { type: 'toggle', id: 'd' },
      { type: 'extend', id: 'e', orderedIds: ids },
    );
    expect(sorted(state)).toEqual(['a', 'd', 'e']);
    expect(state.anchor).toBe('e');
  });

  test('extend onto a selected row deselects the range', () => {
    const state = run(
      { type: 'selectAll', ids },
      { type: 'toggle', id: 'b' },
      { type: 'toggle', id: 'b' },
      { type: 'extend', id: 'd', orderedIds: ids },
    );
    expect(sorted(state)).toEqual(['a', 'e']);
  });

  test('extend without an anchor (or with one that left) toggles', () => {
    expect(sorted(run({ type: 'extend', id: 'c', orderedIds: ids }))).toEqual(['c']);
    const state = run(
      { type: 'toggle', id: 'x' },
      { type: 'extend', id: 'c', orderedIds: ids },
    );
    expect(sorted(state)).toEqual(['c', 'x']);
  });

  test('selectRange adds the rows between and moves the anchor', () => {
    const state = run(
      { type: 'toggle', id: 'e' },
      { type: 'selectRange', from: 'b', to: 'c', orderedIds: ids },
    );
    expect(sorted(state)).toEqual(['b', 'c', 'e']);
    expect(state.anchor).toBe('c');
  });

  test('selectAll replaces the selection; clear empties it', () => {
    const state = run({ type: 'toggle', id: 'z' }, { type: 'selectAll', ids: ['a', 'b'] });
    expect(sorted(state)).toEqual(['a', 'b']);
    expect(run({ type: 'selectAll', ids }, { type: 'clear' })).toBe(emptySelection);
  });

  test('retain drops ids that left the list and keeps the rest', () => {
    const state = run(
      { type: 'toggle', id: 'a' },
      { type: 'toggle', id: 'c' },
      { type: 'retain', ids: ['a', 'b'] },
    );
    expect(sorted(state)).toEqual(['a']);
    expect(state.anchor).toBeNull();
  });

  test('retain keeps the same state object when nothing left (more pages loaded)', () => {
    const before = run({ type: 'toggle', id: 'a' });
    expect(selectionReducer(before, { type: 'retain', ids: [...ids, 'f', 'g'] })).toBe(before);
  });
});

describe('selectAllState', () => {
  test('none, some, all', () => {
    expect(selectAllState(new Set(), ids)).toBe('none');
    expect(selectAllState(new Set(['a']), ids)).toBe('some');
    expect(selectAllState(new Set(ids), ids)).toBe('all');
    expect(selectAllState(new Set(['a']), [])).toBe('none');
    expect(selectAllState(new Set(['x']), ids)).toBe('none');
  });
});
