// Why an item of the record could not be read, in a reader's terms. The client's `reason`
// (`_id: expected string, got undefined`) is for a developer and in English; the view says what
// the item as received lacks, read off the item itself. An item that lacks none of it (a rule
// the client may add later) gets the general sentence, never a wrong specific one.
import { isRecord } from '../../api/isRecord';

/**
 * - `not-an-object`: a bare value (a string, a number, null, a list) where a record belongs;
 * - `no-id`, `id-not-text`: a job without its `_id`, or with one that is not a string;
 * - `no-text-or-status`: an execution detail with neither a string `detail` nor a string `status`;
 * - `other`: anything else.
 */
export type UnreadableCause = 'not-an-object' | 'no-id' | 'id-not-text' | 'no-text-or-status' | 'other';

/** Which list the item was left out of. */
export type UnreadableKind = 'job' | 'execution-detail';

export function unreadableCause({ kind, raw }: { kind: UnreadableKind; raw: unknown }): UnreadableCause {
  if (!isRecord(raw)) return 'not-an-object';
  if (kind === 'job') {
    if (raw._id === undefined || raw._id === null) return 'no-id';
    return typeof raw._id === 'string' ? 'other' : 'id-not-text';
  }
  return typeof raw.detail !== 'string' && typeof raw.status !== 'string' ? 'no-text-or-status' : 'other';
}
