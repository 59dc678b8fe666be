// The answers a bench page is served, from the bench's process: one recording run per page asks
// for every request the page makes; the timed runs then answer those from the table (at once, or
// after the set latency). For our pages the answers come from the package's mock (this
// checkout's, in Node), and only reads are recorded: a change is asked every time (it changes the
// mock), and counted as such in the figures. A peer's fake API (bench/mount/peers/) keeps no
// state, so all of its answers are recorded.
import { createMockService } from '../../src/mock';
import { mockFetch } from '../../test/support/mockFetch';
import type { AskAnswer, RecordedAnswer } from './pageRuntime';

export interface MockAnswers {
  /** Answers `METHOD url`; an answer that may be replayed is kept in `recorded`. */
  ask: AskAnswer;
  recorded: Record<string, RecordedAnswer>;
}

/** Asks `answer` and keeps what it answered to a read (and to any request when `everything`). */
export function recordedAnswers({ answer, everything }: { answer: AskAnswer; everything: boolean }): MockAnswers {
  const recorded: Record<string, RecordedAnswer> = {};
  return {
    recorded,
    async ask(method, url, headers, body) {
      const recording = await answer(method, url, headers, body);
      if (everything || method === 'GET') recorded[`${method} ${url}`] = recording;
      return recording;
    },
  };
}

/** The package's mock service as the bench page's service. */
export function mockAnswers(): MockAnswers {
  const service = createMockService();
  const answer = mockFetch(service.handlers);
  return recordedAnswers({
    everything: false,
    async answer(method, url, headers, body) {
      const response = await answer(url, { method, headers, body });
      return { status: response.status, headers: [...response.headers], body: await response.text() };
    },
  });
}
