// Typed errors of the client. Each says what a caller needs to decide what to do next. Their
// fields are declared (`declare readonly`) and set by the constructor alone: a field that was also
// defined as a class field would be set twice, to undefined first.
import type { Message } from './types';

/** Base class of every error the client rejects with, so `instanceof InboxKitError` catches all. */
export class InboxKitError extends Error {
  override name = 'InboxKitError';
}

/** The input was refused before any request was sent. Nothing reached the service. */
export class InputError extends InboxKitError {
  override name = 'InputError';
  /** The offending input field, e.g. `messageIds` or `notificationId`. */
  declare readonly field: string;
  /** `rule` completes a sentence about the field: `must be …`, so the message reads `<field> must be …`. */
  constructor(field: string, rule: string) {
    super(`${field} ${rule}`);
    this.field = field;
  }
}

export interface ApiErrorInit {
  status: number;
  body: unknown;
  message: string;
  retryAfterMs?: number;
  /** The `errorId` of a 500 answer, to quote to the service's support. */
  errorId?: string;
  /** The answer carried `Idempotency-Replay: true`: the service replayed a cached answer. */
  replayed?: boolean;
}

/** The service answered with an HTTP error status. */
export class ApiError extends InboxKitError {
  override name = 'ApiError';
  declare readonly status: number;
  /** The parsed error body (`{statusCode, message, error, …}`), or the raw text when not JSON. */
  declare readonly body: unknown;
  /** From `Retry-After`, when the service sent one. */
  declare readonly retryAfterMs?: number;
  declare readonly errorId?: string;
  /**
   * The service replayed the cached answer of an earlier request with the same idempotency key
   * (`Idempotency-Replay: true`), so this request never reached its handler.
   */
  declare readonly replayed: boolean;
  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.body = init.body;
    this.retryAfterMs = init.retryAfterMs;
    this.errorId = init.errorId;
    this.replayed = init.replayed ?? false;
  }
}

/** The request did not get an answer: a transport failure or a timeout. */
export class NetworkError extends InboxKitError {
  override name = 'NetworkError';
  declare readonly timedOut: boolean;
  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

/**
 * The service answered with success, but the body is not JSON or its shape as a whole is wrong:
 * `data` not a list where a list is due, not an object where one is due (the feed page, the
 * notification record). An item the client cannot use is no reason for it: that item is left out
 * of the answer and reported through `createClient({ onMalformedItem })`.
 */
export class MalformedResponseError extends InboxKitError {
  override name = 'MalformedResponseError';
  /** Where in the body the problem is, e.g. `data[3].read`. Empty for a body that is not JSON. */
  declare readonly path: string;
  constructor(message: string, path = '') {
    super(message);
    this.path = path;
  }
}

/**
 * A mark-as whose ids were split into several requests (more than `maxIdsPerRequest`) failed on a
 * later request after earlier ones were applied. The applied part stays applied on the service;
 * `appliedMessages` holds what the service returned for it, so a UI can keep those and roll back
 * only the rest. `cause` is the error of the failed request (ApiError, NetworkError, …).
 * A failure of the first request rejects with that request's own error instead, as nothing was
 * applied; a caller's abort always rejects with the abort reason.
 */
export class PartialFailureError extends InboxKitError {
  override name = 'PartialFailureError';
  /** The messages the service returned for the requests that succeeded. */
  declare readonly appliedMessages: Message[];
  /** The ids sent in the requests that succeeded (ids the service did not find are among them). */
  declare readonly appliedIds: string[];
  /**
   * The ids of the failed request and of the requests not sent after it. The failed request's
   * effect is unknown (a timed-out request may have been applied): refetch to be sure.
   */
  declare readonly unappliedIds: string[];
  constructor(init: { cause: unknown; appliedMessages: Message[]; appliedIds: string[]; unappliedIds: string[] }) {
    super(
      `Only ${init.appliedIds.length} of ${init.appliedIds.length + init.unappliedIds.length} message ids were marked: ${textOf(init.cause)}`,
      { cause: init.cause },
    );
    this.appliedMessages = init.appliedMessages;
    this.appliedIds = init.appliedIds;
    this.unappliedIds = init.unappliedIds;
  }
}

/** What a thrown value says: an Error's message, or the value as text (a string, an abort reason). */
export function textOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
