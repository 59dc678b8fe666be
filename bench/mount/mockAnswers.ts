// The service's answers for the bench page, from the package's mock (this checkout's, in Node):
// one recording run per build asks the mock for every request the page makes; the timed runs then
// answer those at once from the table. Only reads are recorded: a change is asked every time (it
// changes the mock), and counted as such in the figures.
import { createMockService } from '../../src/mock';
import { mockFetch } from '../../test/support/mockFetch';
import type { RecordedAnswer } from './pageRuntime';

export interface MockAnswers {
  /** Answers `METHOD url` as the mock does; a read's answer is kept in `recorded`. */
  ask: (method: string, url: string, headers: Array<[string, string]>, body: string | null) => Promise<RecordedAnswer>;
  recorded: Record<string, RecordedAnswer>;
}

export function mockAnswers(): MockAnswers {
  const service = createMockService();
  const answer = mockFetch(service.handlers);
  const recorded: Record<string, RecordedAnswer> = {};
  return {
    recorded,
    async ask(method, url, headers, body) {
      const response = await answer(url, { method, headers, body });
      const recording: RecordedAnswer = { status: response.status, headers: [...response.headers], body: await response.text() };
      if (method === 'GET') recorded[`${method} ${url}`] = recording;
      return recording;
    },
  };
}
