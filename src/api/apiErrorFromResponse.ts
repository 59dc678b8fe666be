// The ApiError of an HTTP error answer. The service's error body is
// `{statusCode, timestamp, path, message, error?, errorId?}`, `message` a string or, for a failed
// validation, an array of strings.
import { ApiError } from './errors';
import { parseRetryAfter } from './retryAfter';
import { isRecord } from './responseChecks';

export function apiErrorFromResponse(response: Response, text: string, now: number): ApiError {
  const body = parseJsonOrText(text);
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
  const errorId = isRecord(body) && typeof body.errorId === 'string' ? body.errorId : undefined;
  return new ApiError({
    status: response.status,
    body,
    message: messageOf(body) ?? (response.statusText || `HTTP ${response.status}`),
    retryAfterMs,
    errorId,
    replayed: response.headers.get('idempotency-replay')?.trim().toLowerCase() === 'true',
  });
}

function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message !== '') return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string');
    if (parts.length > 0) return parts.join('; ');
  }
  return undefined;
}

function parseJsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
