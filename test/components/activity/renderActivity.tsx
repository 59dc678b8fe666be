// Renders <NotificationActivity> over a fresh mock service (in-process, no worker) and a fresh
// QueryClient, and counts the record requests the client sent.
import { QueryClient } from '@tanstack/react-query';
import { render } from 'vitest-browser-react';
import { createClient } from '../../../src/api/client';
import {
  NotificationActivity,
  type NotificationActivityProps,
} from '../../../src/components/activity/NotificationActivity';
import { createMockService, MOCK_API_KEY, type MockServiceOptions } from '../../../src/mock';
import { InboxKitProvider } from '../../../src/query/InboxKitProvider';
import { mockFetch } from '../../support/mockFetch';

type MockService = ReturnType<typeof createMockService>;

/** `prepare` runs on the fresh service before anything renders (to script failures, say). */
export async function renderActivity(
  props: NotificationActivityProps,
  options: MockServiceOptions = {},
  prepare?: (service: MockService) => void,
) {
  const service = createMockService(options);
  prepare?.(service);
  const answer = mockFetch(service.handlers);
  const recordRequests: string[] = [];
  const countingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.includes('/v1/notifications/')) recordRequests.push(request.url);
    return answer(request);
  };
  const client = createClient({ baseUrl: 'https://service.mock', apiKey: MOCK_API_KEY, fetch: countingFetch, retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <InboxKitProvider client={client} queryClient={queryClient}>
      <NotificationActivity {...props} />
    </InboxKitProvider>,
  );
  return { screen, service, recordRequests };
}

/** The job list items in the DOM, in order. */
export function jobItems(): HTMLLIElement[] {
  return [...document.querySelectorAll<HTMLLIElement>('li[data-job-id]')];
}

/** The job item whose `data-job-id` is `id`. */
export function jobItem(id: string): HTMLLIElement {
  const item = document.querySelector<HTMLLIElement>(`li[data-job-id="${CSS.escape(id)}"]`);
  if (!item) throw new Error(`No job ${id}`);
  return item;
}

/** The button that opens or closes a job. */
export function jobButton(item: HTMLElement): HTMLButtonElement {
  const button = item.querySelector<HTMLButtonElement>('.ik-job__button');
  if (!button) throw new Error('No job button');
  return button;
}
