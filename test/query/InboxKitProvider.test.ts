// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InboxKitProvider, useInboxKitClient } from '../../src/query/InboxKitProvider';
import { createFakeClient } from './fakeInboxClient';

const { client } = createFakeClient([]);

function useProbe() {
  return { queryClient: useQueryClient(), client: useInboxKitClient() };
}

describe('InboxKitProvider', () => {
  it('uses an outer QueryClientProvider when there is one', () => {
    const outer = new QueryClient();
    const { result } = renderHook(useProbe, {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client: outer }, createElement(InboxKitProvider, { client }, children)),
    });
    expect(result.current.queryClient).toBe(outer);
    expect(result.current.client).toBe(client);
  });

  it('prefers its queryClient prop', () => {
    const outer = new QueryClient();
    const own = new QueryClient();
    const { result } = renderHook(useProbe, {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client: outer }, createElement(InboxKitProvider, { client, queryClient: own }, children)),
    });
    expect(result.current.queryClient).toBe(own);
  });

  it('owns a QueryClient per provider otherwise, kept across renders', () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(InboxKitProvider, { client }, children);
    const first = renderHook(useProbe, { wrapper });
    const second = renderHook(useProbe, { wrapper });
    expect(first.result.current.queryClient).toBeInstanceOf(QueryClient);
    expect(first.result.current.queryClient).not.toBe(second.result.current.queryClient);
    const before = first.result.current.queryClient;
    first.rerender();
    expect(first.result.current.queryClient).toBe(before);
  });

  it('tells what is missing when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useInboxKitClient())).toThrow(/InboxKitProvider/);
    vi.restoreAllMocks();
  });
});
