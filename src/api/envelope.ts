// The service wraps success bodies as `{"data": X}`; its public docs show them bare. Both are
// accepted. Each function says where the payload sits in the body, so a failed check names the
// path as the body has it (`data[3].read`).

export interface Unwrapped {
  value: unknown;
  /** The payload's path in the body: '' when bare, '.data' when wrapped. */
  path: string;
}

function dataOf(body: unknown): { data: unknown } | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body
    ? (body as { data: unknown })
    : undefined;
}

/** A list: a bare array or `{data: [...]}`. */
export function unwrapList(body: unknown): Unwrapped {
  const wrapped = dataOf(body);
  return wrapped && Array.isArray(wrapped.data) ? { value: wrapped.data, path: '.data' } : { value: body, path: '' };
}

/**
 * A record: bare or `{data: {...}}` (or `{data: null}`). A bare notification record has no
 * `data` field but has a `transactionId`, which is how the two are told apart.
 */
export function unwrapRecord(body: unknown): Unwrapped {
  const wrapped = dataOf(body);
  return wrapped && !('transactionId' in wrapped) ? { value: wrapped.data, path: '.data' } : { value: body, path: '' };
}

/**
 * The feed page: `{data: [...], page, …}` as the service sends it, or the same inside another
 * `{data: …}` in case a proxy wraps it once more.
 */
export function unwrapPage(body: unknown): Unwrapped {
  const wrapped = dataOf(body);
  const inner = wrapped && dataOf(wrapped.data);
  return inner && Array.isArray(inner.data) ? { value: wrapped.data, path: '.data' } : { value: body, path: '' };
}
