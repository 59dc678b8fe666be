/// <reference types="vite/client" />
// Every story runs on its own fresh mock service: the MSW worker answers the client's requests
// from an in-memory store, so marking messages in one story never leaks into another.
import type { Decorator } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { createClient, InboxKitProvider } from 'inbox-kit';
import { createMockService, MOCK_API_KEY, MOCK_EPOCH } from 'inbox-kit/mock';
import { useState } from 'react';
import { UndoTimerContext, type UndoTimer } from '../../src/components/inbox/feedback/UndoButton';

export const MOCK_BASE_URL = 'https://service.mock';

export type MockServiceOptions = Parameters<typeof createMockService>[0];

/** The mock service of the story being rendered; stories reach it to script failures. */
export let currentService: ReturnType<typeof createMockService> = createMockService();

/** The QueryClient of the story being rendered: the visual run waits for it to be idle. */
export let currentQueryClient: QueryClient | undefined;

/**
 * The stories' clock: it starts at the fixtures' epoch when the service is created and runs at
 * real speed, so a record that progresses over time (the running one) ends with the same dates on
 * every run and every machine, and screenshots of it compare.
 */
function storyClock(): () => number {
  const epochMs = Date.parse(MOCK_EPOCH);
  // Started by its first reading (the store's start), not by its creation: on a busy machine the
  // two can be 100 ms apart, enough to move a log entry's time to the next second.
  let startedAt: number | undefined;
  return () => {
    startedAt ??= performance.now();
    return epochMs + Math.round(performance.now() - startedAt);
  };
}

type MockHandlers = ReturnType<typeof createMockService>['handlers'];

/**
 * For a story's (or a meta's) `beforeEach({ msw })`: a fresh mock service with `options`, its
 * handlers installed. Use together with `withInboxKit` in `decorators`.
 */
export function installMockService(msw: { use: (...handlers: MockHandlers) => void }, options?: MockServiceOptions) {
  currentService = createMockService({ now: storyClock(), ...options });
  msw.use(...currentService.handlers);
  return currentService;
}

/**
 * When the stories run as tests (Vitest's mode), an Undo offer does not run out: a story that ends
 * on a bulk change is photographed with its Undo, however long a loaded machine takes to get to the
 * shots (the offer's 6 s on the machine's clock ran out before them once, and the matcher waited
 * two minutes for a shot that could no longer come). Its expiry is tested with a timer of the test's
 * own (test/components/inbox/Inbox.undo.browser.test.tsx). In Storybook itself the offer runs out
 * as in an app.
 */
const heldUndo: UndoTimer = () => () => undefined;
const IN_TESTS = import.meta.env.MODE === 'test';

function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(() =>
    createClient({ baseUrl: MOCK_BASE_URL, apiKey: MOCK_API_KEY, retry: { retries: 1, baseDelayMs: 200 } }),
  );
  const [queryClient] = useState(() => {
    currentQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    return currentQueryClient;
  });
  return (
    <InboxKitProvider client={client} queryClient={queryClient}>
      {IN_TESTS ? <UndoTimerContext.Provider value={heldUndo}>{children}</UndoTimerContext.Provider> : children}
    </InboxKitProvider>
  );
}

/** Decorator: a client on the mock service and a fresh QueryClient per story. */
export const withInboxKit: Decorator = (Story) => (
  <Providers>
    <Story />
  </Providers>
);
