// The named lists the conformance tests hold their findings to (issue 7 §8). A test fails on a
// finding not listed here AND on a listed one it no longer finds: when a fix lands, shrink the
// list. Each entry says why, and which part of issue 7 (and branch) removes it.

// --- forward: the mock's answers read by the SDK (mockAnswers.test.ts) --------------------------

export type MockAnswerRoute = 'feed' | 'mark-as' | 'mark-all' | 'notification' | 'errors';

export interface Listed {
  route: MockAnswerRoute;
  /** `<path>: <reason>`, after `<case>: ` for errors. */
  refusal: string;
}

/**
 * What the real service sends although the SDK's models refuse it. These stay: the client, the
 * mock and the views must take them.
 */
export const SERVICE_SENDS_WHAT_THE_SDK_REFUSES: (Listed & { why: string })[] = [
  {
    route: 'notification',
    refusal: "jobs[].digest.type: 'scheduled' is not in the SDK's enum",
    why: 'Every job carries `digest: step.metadata`, so a scheduled delay job has digest.type "scheduled" (SERVER-NOTES §6).',
  },
  // The `unknownValues` record holds values a newer service may send one day (SERVER-NOTES §0: keep
  // them as strings); the SDK's enums are closed, so it refuses each of them.
  ...[
    "jobs[].type: 'ai_summary' is not in the SDK's enum",
    "jobs[].digest.type: 'sliding_window' is not in the SDK's enum",
    "jobs[].digest.unit: 'fortnights' is not in the SDK's enum",
    "jobs[].executionDetails[].providerId: 'carrier-pigeon' is not in the SDK's enum",
    "jobs[].executionDetails[].source: 'Scheduler' is not in the SDK's enum",
    "jobs[].executionDetails[].status: 'Throttled' is not in the SDK's enum",
    "jobs[].providerId: 'carrier-pigeon' is not in the SDK's enum",
    "severity: 'urgent' is not in the SDK's enum",
    "template.origin: 'novu-cloud-v9' is not in the SDK's enum",
  ].map((reason) => ({
    route: 'notification' as const,
    refusal: reason,
    why: 'An unknown future value (SERVER-NOTES §0); the client keeps it as a string and renders it generically.',
  })),
  {
    route: 'feed',
    refusal: 'data[].content: expected string, got array',
    why: 'SPEC.md §2.1 allows an in-app message whose content is EmailBlocks (the `kinds` subscriber has one); the SDK\'s feed-item model says string. The client and the views take both.',
  },
  {
    route: 'errors',
    refusal: 'idempotency key reused with another body (422): errors: expected object, got undefined',
    why: 'The SDK reads every 422 as a ValidationErrorDto (with `errors`); the service answers the idempotency 422 with its plain error body (SERVER-NOTES §4).',
  },
];

/**
 * Not yet as the service sends it. Empty since the fixtures speak the real values, carry the
 * feed-item fields and the mock answers mark-all; a new entry names the fix it waits for.
 */
export const MOCK_ANSWER_MISMATCHES: (Listed & { fixedBy: string })[] = [];

// --- reverse: answers generated from the SDK's models through the client (clientChecks.test.ts,
// and the views' test, which renders only what the client's checks accept) ----------------------

export type ClientCheckRoute = 'mark-as' | 'feed' | 'notification';

/**
 * Refusals of SDK-valid answers by the client's reader: a MalformedResponseError
 * (`<path>: expected …`) or an item left out (`<path> left out: <reason>`). None since the reader
 * requires only what the library needs (a message's `_id`, `read`, `seen`; a job's `_id`; an
 * execution detail's text or status), all of which the SDK's models require too.
 */
export const CLIENT_CHECK_MISMATCHES: { route: ClientCheckRoute; refusal: string; fixedBy: string }[] = [];
