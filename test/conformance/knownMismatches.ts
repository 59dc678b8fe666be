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
    "template.origin: 'svc-cloud-v9' is not in the SDK's enum",
  ].map((reason) => ({
    route: 'notification' as const,
    refusal: reason,
    why: 'An unknown future value (SERVER-NOTES §0); the client keeps it as a string and renders it generically.',
  })),
  {
    route: 'errors',
    refusal: 'idempotency key reused with another body (422): errors: expected object, got undefined',
    why: 'The SDK reads every 422 as a ValidationErrorDto (with `errors`); the service answers the idempotency 422 with its plain error body (SERVER-NOTES §4).',
  },
];

/** Not yet as the service sends it; each is fixed on another branch of issue 7. Shrink as they land. */
export const MOCK_ANSWER_MISMATCHES: (Listed & { fixedBy: string })[] = [
  // Feed items are not Messages (SERVER-NOTES §5): the fixtures lack the feed-item fields.
  { route: 'feed', refusal: 'data[]._jobId: expected string, got undefined', fixedBy: 'issue 7 §6 fixtures (wip/types)' },
  { route: 'feed', refusal: 'data[].archived: expected boolean, got undefined', fixedBy: 'issue 7 §6 fixtures (wip/types)' },
  // The `kinds` subscriber has an in-app message with email blocks; a feed item's content is a string.
  { route: 'feed', refusal: 'data[].content: expected string, got array', fixedBy: 'issue 7 §6 fixtures (wip/types)' },
  // `svc…` stands for the service's maker in SPEC.md; the wire spells it out (SERVER-NOTES §0).
  ...notificationFixtureRefusals(),
  {
    route: 'mark-all',
    refusal: 'no answer (ConnectionError)',
    fixedBy: 'issue 7 §1b/§6 the mock answers mark-all (wip/mock)',
  },
];

function notificationFixtureRefusals(): (Listed & { fixedBy: string })[] {
  const fixedBy = 'issue 7 §2 real origins and providers in fixtures (wip/types)';
  const providers = ['svc', 'svc-email', 'svc-sms', 'svc-slack'];
  return [
    "template.origin: 'svc-cloud' is not in the SDK's enum",
    ...providers.map((id) => `jobs[].providerId: '${id}' is not in the SDK's enum`),
    ...['svc', 'svc-email', 'svc-slack'].map((id) => `jobs[].executionDetails[].providerId: '${id}' is not in the SDK's enum`),
  ].map((refusal) => ({ route: 'notification' as const, refusal, fixedBy }));
}

// --- reverse: answers generated from the SDK's models through the client (clientChecks.test.ts,
// and the views' test, which renders only what the client's checks accept) ----------------------

export type ClientCheckRoute = 'mark-as' | 'feed' | 'notification';

/** Refusals of SDK-valid answers that other branches of issue 7 remove. Shrink as they land. */
export const CLIENT_CHECK_MISMATCHES: { route: ClientCheckRoute; refusal: string; fixedBy: string }[] = [
  // Email, sms, push and chat messages carry `content: null` (SERVER-NOTES §1); the SDK says so too.
  { route: 'mark-as', refusal: 'data[].content: expected array, got null', fixedBy: 'issue 7 §1 content: null (wip/types)' },
  // A feed item's `createdAt` may be null or absent (SERVER-NOTES §5): render without a time.
  { route: 'feed', refusal: 'data[].createdAt: expected string, got null', fixedBy: 'issue 7 §1 feed items (wip/types)' },
  { route: 'feed', refusal: 'data[].createdAt: expected string, got undefined', fixedBy: 'issue 7 §1 feed items (wip/types)' },
];
