// What the client says of an item of the service's answer that it could not use (API.md §1,
// tolerant reader): the item is left out, the rest of the answer is returned, and the app hears
// of it once through `createClient({ onMalformedItem })`.

/** Which call's answer held the item. */
export type MalformedItemOperation =
  | 'listMessages'
  | 'markMessagesAs'
  | 'getNotification'
  | 'listNotifications'
  | 'getNotificationGraph';

/** One item left out of an answer, as `onMalformedItem` reports it. */
export interface MalformedItemReport {
  operation: MalformedItemOperation;
  /** Where in the answer's body, e.g. `data[3]` or `jobs[1].executionDetails[0]`. */
  path: string;
  /** Why it could not be used, e.g. `_id: expected string, got undefined`. */
  reason: string;
  /** The item as received (the parsed JSON). */
  item: unknown;
}

/**
 * An item of a notification record's list (a job, an execution detail) that could not be read:
 * kept beside the readable ones so that a view can show, at its place, that something is there.
 */
export interface MalformedItem {
  /** Its position in the service's list. */
  index: number;
  /** Why it could not be read. */
  reason: string;
  /** The item as received, for a raw view. */
  raw: unknown;
}
