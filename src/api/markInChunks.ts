// mark-as for any number of ids: the list is split into requests of at most `maxIdsPerRequest`
// ids (the service's JSON body limit is about 100 KB), sent one after another, each with its own
// idempotency key, and the answers merged. Sequential on purpose: a failure then leaves a clean
// prefix applied, which PartialFailureError can describe exactly.
import type { Deadline } from './deadline';
import { PartialFailureError } from './errors';
import { idempotencyKeyOfChunk } from './idempotencyKey';
import type { MalformedItemListener } from './malformedItemReporter';
import type { Transport } from './transport';
import type { MarkAs, Message } from './types';
import { parseMessages } from './validateResponse';

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

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export async function markInChunks(request: MarkInChunks): Promise<Message[]> {
  const chunks = chunk(request.ids, request.maxIdsPerRequest);
  const path = `/v1/subscribers/${encodeURIComponent(request.subscriberId)}/messages/mark-as`;
  const applied: Message[] = [];
  for (const [index, messageId] of chunks.entries()) {
    try {
      const body = await request.send({
        method: 'POST',
        path,
        body: { messageId, markAs: request.markAs },
        idempotencyKey: idempotencyKeyOfChunk(request.idempotencyKey, index),
        signal: request.signal,
        deadline: request.deadline,
      });
      applied.push(...parseMessages(body, { onMalformedItem: request.onMalformedItem }));
    } catch (error) {
      if (index === 0 || request.signal?.aborted) throw error;
      throw new PartialFailureError({
        cause: error,
        appliedMessages: applied,
        appliedIds: chunks.slice(0, index).flat(),
        unappliedIds: chunks.slice(index).flat(),
      });
    }
  }
  return applied;
}
