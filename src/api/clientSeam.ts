// What a call outside `createClient` needs of a client it is given: the client's own requests
// (its transport, retries and deadline) and its report of items left out of an answer. Functions
// that take the client (the admin's calls, api/admin/) reach them here, so an app that never
// imports them pays nothing for them, `createClient` included. Kept off the client object itself:
// the public type stays what it was, and a client an app wrote itself (a fake in its tests) has none.
import type { InboxKitClient } from './client';
import { clientSeams } from './client';
import { InputError } from './errors';
import type { MalformedItemListener } from './read';
import type { Call } from './transport';

export interface ClientSeam {
  /** One request of a call, within the call's deadline (the client's `deadlineMs`). */
  request(call: Omit<Call, 'deadline' | 'signal'>, options: { signal?: AbortSignal }): Promise<unknown>;
  /** The client's `onMalformedItem`, telling each item once. */
  onMalformedItem: MalformedItemListener;
}

/** The seam of a client made by `createClient`; an InputError for any other value. */
export function clientSeam(client: InboxKitClient): ClientSeam {
  const seam = typeof client === 'object' && client !== null ? clientSeams.get(client) : undefined;
  if (!seam) throw new InputError('client', 'must be a client made by createClient.');
  return seam;
}
