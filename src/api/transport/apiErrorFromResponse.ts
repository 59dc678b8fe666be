// The ApiError of an HTTP error answer. The service's error body is
// `{statusCode, timestamp, path, message, error?, errorId?}`, `message` a string or, for a failed
// validation, an array of strings.
import { ApiError } from '../errors';
import { parseRetryAfter } from './retryAfter';
import { isRecord } from '../isRecord';

export function apiErrorFromResponse(response: Response, text: string, now: number): ApiError {
  const body = parseJsonOrText(text);
  const fields = isRecord(body) ? body : {};
  return new ApiError({
    status: response.status,
    body,
    message: messageOf(fields.message) ?? (response.statusText || `HTTP ${response.status}`),
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now),
    errorId: typeof fields.errorId === 'string' ? fields.errorId : undefined,
    replayed: response.headers.get('idempotency-replay')?.trim().toLowerCase() === 'true',
  });
}

/** The body's `message`: a string, or a failed validation's strings joined; undefined when empty. */
function messageOf(message: unknown): string | undefined {
  const text = Array.isArray(message) ? message.filter((part) => typeof part === 'string').join('; ') : message;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

function parseJsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
