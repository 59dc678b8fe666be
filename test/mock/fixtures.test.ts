// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ActivityNotification, ExecutionDetail, Message } from '../../src/api/types';
import {
  EXECUTION_DETAIL_SOURCES,
  EXECUTION_DETAIL_STATUSES,
  JOB_STATUSES,
  KNOWN_PROVIDER_IDS,
  STEP_TYPES,
} from '../../src/api/types';
import {
  buildMockFixtures,
  DEFAULT_IN_APP_COUNT,
  HUGE_DETAILS_PER_JOB,
  HUGE_JOB_COUNT,
  MOCK_EPOCH,
  MOCK_IDS,
  MockStore,
  XSS_SUBJECT,
} from '../../src/mock';
import type { MockFixtures } from '../../src/mock';
import { messageProblems, notificationProblems, subscriberProblems } from './fixtureShapes';

const FIXED_START = Date.parse('2026-11-02T10:00:00.000Z');

/** The fixtures as plain JSON, running records taken at a fixed moment. */
function snapshot(fixtures: MockFixtures): string {
  return JSON.stringify({
    subscribers: fixtures.subscribers,
    notifications: fixtures.notifications.map((n) => ('progressAt' in n ? n.progressAt(3_000, FIXED_START) : n)),
  });
}

const fixtures = buildMockFixtures();
const store = new MockStore({ fixtures, now: () => FIXED_START });
const messagesOf = (key: keyof typeof MOCK_IDS.subscribers): Message[] => store.getMessages(MOCK_IDS.subscribers[key]);
const served = Object.fromEntries(
  Object.entries(MOCK_IDS.notifications)
    .filter(([key]) => key !== 'notFound')
    .map(([key, id]) => [key, store.getNotification(id)!]),
) as Record<Exclude<keyof typeof MOCK_IDS.notifications, 'notFound'>, ActivityNotification>;
const allRecords = Object.values(served);
const allJobs = allRecords.flatMap((r) => r.jobs ?? []);
const allDetails = allJobs.flatMap((j) => j.executionDetails!);

describe('determinism', () => {
  it('builds the same data for the same seed and other data for another', () => {
    expect(snapshot(buildMockFixtures({ seed: 1 }))).toBe(snapshot(fixtures));
    expect(snapshot(buildMockFixtures({ seed: 2 }))).not.toBe(snapshot(fixtures));
  });

  it('dates every message from the fixed epoch, never later', () => {
    const epoch = Date.parse(MOCK_EPOCH);
    for (const { messages } of fixtures.subscribers) {
      for (const m of messages) expect(Date.parse(m.createdAt!)).toBeLessThanOrEqual(epoch);
    }
  });
});

describe('structure', () => {
  it('every subscriber and message has every required field', () => {
    for (const { subscriber, messages } of fixtures.subscribers) {
      expect(subscriberProblems(subscriber)).toEqual([]);
      messages.forEach((m, i) => expect(messageProblems(m, `${subscriber.subscriberId}[${i}]`)).toEqual([]));
    }
  });

  it('message ids are unique 24-hex ids', () => {
    const ids = fixtures.subscribers.flatMap((s) => s.messages.map((m) => m._id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every served record is valid, with known values except in unknownValues', () => {
    for (const [key, record] of Object.entries(served)) {
      expect(notificationProblems(record, key !== 'unknownValues', key)).toEqual([]);
    }
    expect(notificationProblems(served.unknownValues, true).length).toBeGreaterThan(0);
  });

  it('the validator catches a missing required field', () => {
    const { read: _read, ...broken } = messagesOf('default')[0]!;
    expect(messageProblems(broken)).toContain('message.read is missing');
    const record = structuredClone(served.delivered);
    delete (record.jobs![0]!.executionDetails![0] as Partial<ExecutionDetail>).isRetry;
    expect(notificationProblems(record)).toHaveLength(1);
  });
});

describe('subscribers', () => {
  it('default: ~60 in-app messages of mixed state, plus email and sms', () => {
    const messages = messagesOf('default');
    const inApp = messages.filter((m) => m.channel === 'in_app');
    expect(inApp).toHaveLength(DEFAULT_IN_APP_COUNT);
    expect(messages.some((m) => m.channel === 'email')).toBe(true);
    expect(messages.some((m) => m.channel === 'sms')).toBe(true);
    const states = new Set(inApp.map((m) => `${m.read}/${m.seen}`));
    expect(states).toContain('false/false');
    expect(states).toContain('false/true');
    expect(states).toContain('true/true');
    expect(inApp.every((m) => typeof m.content === 'string' && m.content.length > 0)).toBe(true);
    // Other channels' content is null unless the service stores it (SERVER-NOTES.md §1).
    expect(messages.filter((m) => m.channel !== 'in_app').every((m) => m.content === null)).toBe(true);
    expect(store.getFeed(MOCK_IDS.subscribers.default).data[0]!._notificationId).toBe(MOCK_IDS.notifications.delivered);
  });

  it('empty has none and many has 2,000', () => {
    expect(messagesOf('empty')).toEqual([]);
    const many = messagesOf('many');
    expect(many).toHaveLength(2000);
    expect(many.every((m) => m.channel === 'in_app')).toBe(true);
  });

  it('intl: Japanese, Arabic, Cyrillic, emoji, long subjects and long unbroken words', () => {
    const text = messagesOf('intl').map((m) => `${m.subject ?? ''} ${typeof m.content === 'string' ? m.content : ''}`);
    const any = (re: RegExp) => text.some((t) => re.test(t));
    expect(any(/[\u3040-\u30ff]/)).toBe(true);
    expect(any(/[\u0600-\u06ff]/)).toBe(true);
    expect(any(/[\u0400-\u04ff]/)).toBe(true);
    expect(any(/\p{Extended_Pictographic}/u)).toBe(true);
    expect(messagesOf('intl').some((m) => (m.subject ?? '').length > 200)).toBe(true);
    expect(any(/\S{80,}/)).toBe(true);
  });

  it('the feed serves feed items: actor, archived, _jobId, data, tags, updatedAt (SERVER-NOTES.md §5)', () => {
    for (const id of Object.values(MOCK_IDS.subscribers)) {
      for (const item of store.getFeed(id, { limit: 100 }).data) {
        expect(item).toMatchObject({ archived: false, tags: [], data: null });
        expect(typeof item._jobId).toBe('string');
        expect(typeof item.updatedAt).toBe('string');
        expect(['none', 'user']).toContain(item.actor?.type);
      }
    }
    const kinds = store.getFeed(MOCK_IDS.subscribers.kinds, { limit: 100 }).data;
    expect(kinds.some((item) => item.actor?.type === 'user' && item.actor.data?.startsWith('https:'))).toBe(true);
    expect(kinds.some((item) => item.actor?.type === 'user' && item.actor.data?.startsWith('javascript:'))).toBe(true);
  });

  it('kinds: one message of each kind', () => {
    const kinds = messagesOf('kinds');
    const has = (predicate: (m: Message) => boolean) => expect(kinds.some(predicate)).toBe(true);
    has((m) => typeof m.content === 'string');
    const blocks = kinds.find((m) => Array.isArray(m.content))!.content as { type: string; url?: string; styles?: { textAlign: string } }[];
    expect(new Set(blocks.map((b) => b.styles?.textAlign))).toEqual(new Set(['left', 'center', 'right', undefined]));
    expect(blocks.some((b) => b.type === 'button' && b.url?.startsWith('https:'))).toBe(true);
    has((m) => m.cta?.type === 'redirect' && /^https?:/.test(m.cta?.data?.url ?? ''));
    has((m) => (m.cta?.data?.url ?? '').startsWith('javascript:'));
    has((m) => m.cta?.action?.status === 'pending' && m.cta.action.buttons?.map((b) => b.type).join() === 'primary,secondary');
    has((m) => m.cta?.action?.status === 'done' && m.cta.action.result?.type === 'primary');
    has((m) => Date.parse(m.snoozedUntil ?? '') > Date.parse(MOCK_EPOCH) && (m.deliveredAt?.length ?? 0) > 1);
    has((m) => m.status === 'error' && (m.errorText ?? '') !== '');
    has((m) => m.status === 'warning');
    has((m) => (m.subscriber?.avatar ?? '').startsWith('https:'));
    has((m) => (m.subscriber?.avatar ?? '').startsWith('javascript:'));
    has((m) => m.subject === XSS_SUBJECT && m.subject.includes('<img src=x onerror=alert(1)>'));
  });
});

describe('notifications', () => {
  it('cover every job type but the trigger, which is stored and not served', () => {
    const types = new Set(served.everything.jobs!.map((j) => j.type));
    // `tool` is known to a newer service only; the fixtures show the steps every version runs.
    expect([...types].sort()).toEqual(STEP_TYPES.filter((t) => t !== 'trigger' && t !== 'tool').sort());
    const stored = fixtures.notifications.find((n) => n._id === MOCK_IDS.notifications.everything)!;
    expect('jobs' in stored && stored.jobs.some((j) => j.type === 'trigger')).toBe(true);
  });

  it('cover every execution-detail status and source, retries, test runs and every kind of raw', () => {
    const statuses = new Set(allDetails.map((d) => d.status));
    const sources = new Set(allDetails.map((d) => d.source));
    for (const status of EXECUTION_DETAIL_STATUSES) expect(statuses).toContain(status);
    for (const source of EXECUTION_DETAIL_SOURCES) expect(sources).toContain(source);
    expect(allDetails.some((d) => d.isRetry)).toBe(true);
    expect(allDetails.some((d) => d.isTest)).toBe(true);
    const raws = allDetails.map((d) => d.raw);
    const isJson = (raw: unknown) => {
      try {
        return typeof raw === 'string' && typeof JSON.parse(raw) === 'object';
      } catch {
        return false;
      }
    };
    expect(raws.some(isJson)).toBe(true);
    expect(raws.some((r) => typeof r === 'string' && !isJson(r))).toBe(true);
    expect(raws).toContain(null);
    expect(allDetails.some((d) => d.providerId !== undefined)).toBe(true);
  });

  it('use several job statuses and known providers', () => {
    const statuses = new Set(allJobs.map((j) => j.status));
    for (const status of ['completed', 'failed', 'delayed', 'merged', 'skipped', 'pending']) expect(statuses).toContain(status);
    expect(allJobs.filter((j) => j.type !== 'ai_summary').every((j) => (KNOWN_PROVIDER_IDS as readonly string[]).includes(j.providerId!))).toBe(true);
    expect([...statuses].every((s) => (JOB_STATUSES as readonly string[]).includes(s!) || s === 'paused')).toBe(true);
  });

  it('carry the typical detail texts of SERVER-NOTES.md §6', () => {
    const texts = new Set(allDetails.map((d) => d.detail));
    // The current service writes no "Step created" (SERVER-NOTES.md §6).
    expect(texts).not.toContain('Step created');
    for (const text of [
      'Step queued',
      'Start sending message',
      'Message created',
      'Message sent',
      'Step digested',
      'Start digesting',
      'Digest was merged with other digest',
      'Digest triggered events',
      'Step delayed',
      'Delay is finished',
      'Unexpected provider error',
      'Subscriber does not have an active integration',
      'Step filtered by subscriber workflow preferences',
    ]) {
      expect(texts).toContain(text);
    }
  });

  it('describe each digest and delay variant in job.digest and step.metadata', () => {
    const digestJob = (key: keyof typeof served) => served[key].jobs!.find((j) => j.type === 'digest' || j.type === 'delay')!;
    expect(digestJob('digestRegular').digest).toMatchObject({ type: 'regular', amount: 5, unit: 'minutes', digestKey: 'postId' });
    expect(digestJob('digestRegular').step!.metadata).toMatchObject({ type: 'regular', amount: 5, unit: 'minutes' });
    expect(digestJob('digestBackoff').digest).toMatchObject({ type: 'backoff', backoff: true, backoffAmount: 1, backoffUnit: 'minutes' });
    expect(digestJob('digestBackoff').step!.metadata).toMatchObject({ type: 'backoff', backoffAmount: 1 });
    const timed = digestJob('digestTimed');
    expect(Object.keys(timed.digest!.timed!).sort()).toEqual(
      ['atTime', 'cronExpression', 'monthDays', 'monthlyType', 'ordinal', 'ordinalValue', 'untilDate', 'weekDays'],
    );
    expect(timed.step!.metadata).toMatchObject({ type: 'timed', timed: { atTime: '09:00', monthDays: ['1', '15'] } });
    expect(timed.scheduleExtensionsCount).toBe(2);
    expect(digestJob('delayRegular').step!.metadata).toEqual({ type: 'regular', amount: 2, unit: 'hours' });
    expect(digestJob('delayRegular').digest).toEqual({ type: 'regular', amount: 2, unit: 'hours' });
    expect(digestJob('delayScheduled').step!.metadata).toEqual({ type: 'scheduled', delayPath: 'payload.sendAt' });
    expect(digestJob('delayScheduled').digest).toEqual({ type: 'scheduled', delayPath: 'payload.sendAt' });
    expect(digestJob('delayScheduled').status).toBe('delayed');
  });

  it('hold filters with several operators and a negated group, and variants', () => {
    const steps = allJobs.map((j) => j.step!);
    const filters = steps.flatMap((s) => s.filters!);
    expect(new Set(filters.flatMap((f) => f.children!.map((c) => c.operator))).size).toBeGreaterThanOrEqual(5);
    expect(filters.some((f) => f.isNegated && f.type === 'GROUP')).toBe(true);
    expect(steps.some((s) => (s.variants?.length ?? 0) > 0)).toBe(true);
  });

  it('a failed email carries the provider’s JSON error', () => {
    const email = served.failedEmail.jobs!.find((j) => j.type === 'email')!;
    expect(email.status).toBe('failed');
    const failure = email.executionDetails!.find((d) => d.status === 'Failed')!;
    expect(JSON.parse(failure.raw!)).toMatchObject({ statusCode: 550 });
  });

  it('a merged digest points at the digest it went into', () => {
    expect(served.mergedDigest._digestedNotificationId).toBe(MOCK_IDS.notifications.mergedInto);
    expect(served.mergedDigest.jobs!.find((j) => j.type === 'digest')!.status).toBe('merged');
  });

  it('unknownValues holds a future job type, status, execution status, source and provider', () => {
    const job = served.unknownValues.jobs!.find((j) => !(STEP_TYPES as readonly string[]).includes(j.type!))!;
    expect(job).toBeDefined();
    expect(JOB_STATUSES as readonly string[]).not.toContain(job.status);
    expect(KNOWN_PROVIDER_IDS as readonly string[]).not.toContain(job.providerId);
    expect(job.executionDetails!.some((d) => !(EXECUTION_DETAIL_STATUSES as readonly string[]).includes(d.status!))).toBe(true);
    expect(job.executionDetails!.some((d) => !(EXECUTION_DETAIL_SOURCES as readonly string[]).includes(d.source!))).toBe(true);
  });

  it('huge has 50 jobs of 40 logs each', () => {
    expect(served.huge.jobs).toHaveLength(HUGE_JOB_COUNT);
    expect(served.huge.jobs!.every((j) => j.executionDetails!.length === HUGE_DETAILS_PER_JOB)).toBe(true);
  });

  it('everything sets every field of the record', () => {
    const fields = [
      '_id', '_environmentId', '_organizationId', '_subscriberId', 'transactionId', '_templateId',
      '_digestedNotificationId', 'createdAt', 'updatedAt', 'channels', 'subscriber', 'template', 'jobs',
      'payload', 'tags', 'controls', 'to', 'topics', 'severity', 'critical', 'contextKeys',
    ];
    for (const field of fields) expect(served.everything).toHaveProperty(field);
    const inApp = served.everything.jobs!.find((j) => j.type === 'in_app')!;
    for (const field of ['replyCallback', 'controlVariables', 'issues', 'template', 'variants', 'name', '_parentId']) {
      expect(inApp.step).toHaveProperty(field);
    }
    for (const field of ['overrides', 'payload', 'updatedAt']) expect(inApp).toHaveProperty(field);
  });
});
