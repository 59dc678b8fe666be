// mark-as for any number of ids: the list is split into requests of at most `maxIdsPerRequest`
// ids (the service's JSON body limit is about 100 KB), sent one after another, each with its own
// idempotency key, and the answers merged. Sequential on purpose: a failure then leaves a clean
// prefix applied, which PartialFailureError can describe exactly.
import type { Deadline } from './transport';
import { PartialFailureError } from './errors';
import { idempotencyKeyOfChunk } from './idempotencyKey';
import type { MalformedItemListener } from './read';
import type { Transport } from './transport';
import type { MarkAs, Message } from './types';
import { parseMessages } from './read';

export interface MarkInChunks {
  send: Transport;
  subscriberId: string;
  /** Already checked and deduplicated. */
  ids: readonly string[];
  markAs: MarkAs;
  maxIdsPerRequest: number;
  /** Told of each message of an answer that cannot be used (left out of the result). */
  onMalformedItem?: MalformedItemListener;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** One deadline for all the requests of the list. */
  deadline?: Deadline;
}

export async function markInChunks(request: MarkInChunks): Promise<Message[]> {
  const { ids, maxIdsPerRequest: size } = request;
  const path = `/v1/subscribers/${encodeURIComponent(request.subscriberId)}/messages/mark-as`;
  const applied: Message[] = [];
  for (let start = 0; start < ids.length; start += size) {
    try {
      const body = await request.send({
        method: 'POST',
        path,
        body: { messageId: ids.slice(start, start + size), markAs: request.markAs },
        idempotencyKey: idempotencyKeyOfChunk(request.idempotencyKey, start / size),
        signal: request.signal,
        deadline: request.deadline,
      });
      applied.push(...parseMessages(body, { onMalformedItem: request.onMalformedItem }));
    } catch (error) {
      if (start === 0 || request.signal?.aborted) throw error;
      // The requests before this one were applied; this one's effect is unknown.
      throw new PartialFailureError({
        cause: error,
        appliedMessages: applied,
        appliedIds: ids.slice(0, start),
        unappliedIds: ids.slice(start),
      });
    }
  }
  return applied;
}
