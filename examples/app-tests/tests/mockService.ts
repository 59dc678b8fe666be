// The service's mock in Node, where the app's proxy would be: MSW answers the app's own requests.
import { setupServer } from 'msw/node';
import { createMockService } from 'inbox-kit/mock';

export const service = createMockService({ baseUrl: '/api/inbox', apiKey: null });
export const server = setupServer(...service.handlers);
