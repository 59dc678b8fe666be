// The service wraps success bodies as `{"data": X}`; its public docs show them bare. Both are
// accepted. Each function says where the payload sits in the body, so a failed check names the
// path as the body has it (`data[3].read`).
import { isRecord } from '../isRecord';

export interface Unwrapped {
  value: unknown;
  /** The payload's path in the body: '' when bare, '.data' when wrapped. */
  path: string;
}

/**
 * `body.data`, at `.data`, when the body is `{data: …}` and `isPayload` takes what it wraps; else
 * the body itself.
 */
function unwrap(body: unknown, isPayload: (data: unknown, wrapper: Record<string, unknown>) => boolean): Unwrapped {
  return isRecord(body) && 'data' in body && isPayload(body.data, body)
    ? { value: body.data, path: '.data' }
    : { value: body, path: '' };
}

/** A list: a bare array or `{data: [...]}`. */
export function unwrapList(body: unknown): Unwrapped {
  return unwrap(body, Array.isArray);
}

/**
 * A record: bare or `{data: {...}}` (or `{data: null}`). A bare notification record has no
 * `data` field but has a `transactionId`, which is how the two are told apart.
 */
export function unwrapRecord(body: unknown): Unwrapped {
  return unwrap(body, (_, wrapper) => !('transactionId' in wrapper));
}

/**
 * The feed page: `{data: [...], page, …}` as the service sends it, or the same inside another
 * `{data: …}` in case a proxy wraps it once more.
 */
export function unwrapPage(body: unknown): Unwrapped {
  return unwrap(body, (data) => isRecord(data) && Array.isArray(data.data));
}
