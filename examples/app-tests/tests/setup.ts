// Every runner's setup (vitest.config.ts, jest.config.js): the mock served for each file, fresh
// data for each test. Nothing of the DOM is stubbed.
import { configure } from '@testing-library/react';
import { preloadMenus } from 'inbox-kit';
import { service, server } from './mockService';

// A state reached through requests and renders can take more than Testing Library's default
// second on a busy CI machine; a query ends as soon as it holds, so this only bounds a failing one.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The menus' code loads on first use; loaded here, the first "Mark as…" opens at the press.
  await preloadMenus();
});
afterEach(() => service.reset());
afterAll(() => server.close());
