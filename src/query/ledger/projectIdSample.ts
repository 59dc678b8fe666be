// The counts as shown: a sample of the unread (or unseen) ids from the service with the ledger on
// top, confirmations newer than the sample first, then every pending change. Pure functions.
import { DATE_OF, markAsEffect } from '../../api/applyMarkAs';
import { isInRule, messageKey, type LedgerSnapshot } from './markAsLedger';
import { isNewerServiceDate, type MessageIdSample } from './projectMessages';

/**
 * `sample` with the confirmations newer than `asOf` folded in (also written back to the cache).
 * `joins`: whether a message a change of ids leaves unread (unseen) joins the sample. In the whole
 * inbox's counts every message can; in a feed's, only the service knows which are of the feed, so
 * they join with the refetch that follows the change (refetchAfterChange.ts), and never one of
 * another feed in between.
 */
export function confirmIdSample(sample: MessageIdSample, field: 'read' | 'seen', asOf: number, ledger: LedgerSnapshot, joins = true): MessageIdSample {
  if (!ledger.confirmations.some((confirmation) => confirmation.seq > asOf)) return sample;
  const ids = new Map(sample.ids.map((id) => [messageKey(id), id]));
  let complete = sample.complete;
  for (const confirmation of ledger.confirmations) {
    if (confirmation.seq <= asOf) continue;
    const { rule } = confirmation;
    if (rule && markAsEffect(rule.markAs)?.[field] === true) {
      // Mark all: none left (of its feed) but those the service dated later (ids of the sample are unread).
      for (const id of [...ids.keys()]) {
        if (isInRule(rule.feed, sample.feeds?.[id]) && !isNewerServiceDate(sample.dates?.[id], rule.at)) ids.delete(id);
      }
      // None left of a sample it covers whole: then none is left beyond the sample either.
      complete = sample.complete || (!rule.feed && ids.size === 0);
    }
    for (const [id, message] of confirmation.messages) {
      // The sample's own state is newer than this answer (see isNewerServiceDate).
      if (ids.has(id) && isNewerServiceDate(sample.dates?.[id], message[DATE_OF[field]])) continue;
      if (message[field]) ids.delete(id);
      else if (joins && !ids.has(id)) ids.set(id, message._id);
    }
    // Left out of a successful answer: counted as while the change was pending.
    if (confirmation.presumed) moveIds(ids, confirmation.presumed.messageIds, markAsEffect(confirmation.presumed.markAs)?.[field], joins);
  }
  return { ...sample, ids: [...ids.values()], complete };
}

/**
 * A change's ids in or out of a sample (by lower-cased id): out when it sets the flag, in when it
 * clears it and they may join (`confirmIdSample`).
 */
function moveIds(ids: Map<string, string>, messageIds: ReadonlySet<string>, value: boolean | undefined, joins: boolean): void {
  if (value === undefined) return;
  for (const id of messageIds) {
    if (value) ids.delete(id);
    else if (joins && !ids.has(id)) ids.set(id, id);
  }
}

/**
 * How many of `sample`'s kind (`read: false` or `seen: false`) there are with the ledger applied:
 * confirmed messages newer than `asOf` join or leave the sample, then each pending change does.
 * A set, so a count never goes below 0 nor counts one message twice. When the sample is not
 * complete the count is a lower bound (`capped`). `joins` as for `confirmIdSample`.
 */
export function projectIdSample(
  sample: MessageIdSample,
  field: 'read' | 'seen',
  asOf: number,
  ledger: LedgerSnapshot,
  joins = true,
): { count: number; capped: boolean } {
  const confirmed = confirmIdSample(sample, field, asOf, ledger, joins);
  const ids = new Map(confirmed.ids.map((id) => [messageKey(id), id]));
  let complete = confirmed.complete;
  for (const mark of ledger.pending) {
    const value = markAsEffect(mark.markAs)?.[field];
    if (value === undefined) continue;
    if (mark.all && mark.feed) {
      // A mark all of a feed this count is not inside: it moves the ids known to be of the feed,
      // and, as unread (unseen), adds more than the sample knows.
      for (const id of [...ids.keys()]) if (value && isInRule(mark.feed, confirmed.feeds?.[id])) ids.delete(id);
      complete &&= value;
      continue;
    }
    if (mark.all) {
      // Mark all as read (seen) leaves none; as unread (unseen), more than the sample knows.
      if (value) ids.clear();
      complete = value;
      continue;
    }
    moveIds(ids, mark.messageIds, value, joins);
  }
  return { count: ids.size, capped: !complete };
}
