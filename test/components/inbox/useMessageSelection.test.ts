// @vitest-environment jsdom
// The headless selection hook: uncontrolled (own state, seeded by defaultSelectedIds) and
// controlled (shows exactly selectedIds, reports changes, keeps its anchor for shift-extend).
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMessageSelection, type UseMessageSelectionOptions } from '../../../src/components/inbox/toolbar/useMessageSelection';

const ORDER = ['a', 'b', 'c', 'd'];
const ids = (set: ReadonlySet<string>) => [...set].sort();

describe('useMessageSelection, uncontrolled', () => {
  it('starts from defaultSelectedIds and reports each change', () => {
    const onSelectionChange = vi.fn();
    const { result } = renderHook(() => useMessageSelection({ defaultSelectedIds: ['b'], onSelectionChange }));
    expect(ids(result.current.selectedIds)).toEqual(['b']);
    act(() => result.current.toggle('a'));
    expect(ids(result.current.selectedIds)).toEqual(['a', 'b']);
    expect(result.current.anchor).toBe('a');
    expect(ids(onSelectionChange.mock.lastCall?.[0] as ReadonlySet<string>)).toEqual(['a', 'b']);
    act(() => result.current.clear());
    expect(result.current.selectedIds.size).toBe(0);
    expect(onSelectionChange).toHaveBeenCalledTimes(2);
  });

  it('extends from the anchor, and several actions in one event see each other', () => {
    const { result } = renderHook(() => useMessageSelection());
    act(() => {
      result.current.toggle('a');
      result.current.extend('c', ORDER);
    });
    expect(ids(result.current.selectedIds)).toEqual(['a', 'b', 'c']);
    expect(result.current.isSelected('b')).toBe(true);
    act(() => result.current.retain(['a', 'd']));
    expect(ids(result.current.selectedIds)).toEqual(['a']);
  });

  it('does not report an action that changes nothing', () => {
    const onSelectionChange = vi.fn();
    const { result } = renderHook(() => useMessageSelection({ onSelectionChange }));
    act(() => result.current.clear());
    act(() => result.current.retain(ORDER));
    expect(onSelectionChange).not.toHaveBeenCalled();
  });
});

describe('useMessageSelection, controlled', () => {
  it('shows exactly selectedIds and only reports a change until the app applies it', () => {
    const onSelectionChange = vi.fn();
    const { result, rerender } = renderHook((props: UseMessageSelectionOptions) => useMessageSelection(props), {
      initialProps: { selectedIds: ['a'] as Iterable<string>, onSelectionChange },
    });
    act(() => result.current.toggle('b'));
    expect(ids(onSelectionChange.mock.lastCall?.[0] as ReadonlySet<string>)).toEqual(['a', 'b']);
    expect(ids(result.current.selectedIds)).toEqual(['a']);
    expect(result.current.anchor).toBe('b');
    rerender({ selectedIds: ['a', 'b'], onSelectionChange });
    expect(ids(result.current.selectedIds)).toEqual(['a', 'b']);
    // The app clears or sets the selection itself.
    rerender({ selectedIds: [], onSelectionChange });
    expect(result.current.selectedIds.size).toBe(0);
    rerender({ selectedIds: new Set(['c', 'd']), onSelectionChange });
    expect(ids(result.current.selectedIds)).toEqual(['c', 'd']);
  });

  it('extends from its own anchor over the controlled set', () => {
    const onSelectionChange = vi.fn();
    const { result } = renderHook(() => useMessageSelection({ selectedIds: ['d'], onSelectionChange }));
    act(() => {
      result.current.toggle('a');
      result.current.extend('b', ORDER);
    });
    // The second action extends from the anchor the first one set (a), over the app's set (d).
    expect(ids(onSelectionChange.mock.lastCall?.[0] as ReadonlySet<string>)).toEqual(['a', 'b', 'd']);
  });
});
