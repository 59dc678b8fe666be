// One attempt of one request: fetch with the caller's signal and a per-attempt timeout, then the
// answer as parsed JSON, or a typed error. A caller's abort rejects with the abort reason itself.
import { anySignal, settleOnAbort, withTimeout } from './abortSignals';
import { apiErrorFromResponse } from './apiErrorFromResponse';
import { InboxKitError, MalformedResponseError, NetworkError } from './errors';

export interface Attempt {
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  headers: Headers;
  body?: string;
  /** The caller's signal. */
  signal?: AbortSignal;
  timeoutMs: number;
  now: () => number;
}

/** Sends `attempt` once and resolves with the JSON of a success answer. */
export function sendRequest(attempt: Attempt): Promise<unknown> {
  return withTimeout(attempt.timeoutMs, 'The request', async (timeout) => {
    const signal = anySignal([attempt.signal, timeout]);
    // Called detached, never as `attempt.fetch(…)`: the browser's fetch throws "Illegal invocation"
    // when its `this` is not the window.
    const send = attempt.fetch;
    try {
      const response = await settleOnAbort(
        send(attempt.url, { method: attempt.method, headers: attempt.headers, body: attempt.body ?? null, signal }),
        signal,
      );
      const text = await settleOnAbort(response.text(), signal);
      if (!response.ok) throw apiErrorFromResponse(response, text, attempt.now());
      return parseSuccessBody(response, text);
    } catch (error) {
      throw classifyFailure(error, attempt, timeout);
    }
  });
}

function parseSuccessBody(response: Response, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedResponseError(`The service answered ${response.status} with a body that is not JSON.`);
  }
}

function classifyFailure(error: unknown, attempt: Attempt, timeoutSignal: AbortSignal): unknown {
  if (error instanceof InboxKitError) return error;
  if (attempt.signal?.aborted) return attempt.signal.reason;
  if (timeoutSignal.aborted) {
    return new NetworkError(`${attempt.method} ${attempt.url} timed out after ${attempt.timeoutMs} ms.`, {
      cause: timeoutSignal.reason,
      timedOut: true,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new NetworkError(`${attempt.method} ${attempt.url} failed: ${reason}`, { cause: error });
}
