// Response checks: every required field, the path of the first problem, and everything else
// (unknown fields, unknown enum strings) passed through untouched.
import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../../src/api/errors';
import { parseActivityNotification, parseMessages, parseMessagesPage } from '../../src/api/validateResponse';
import { messageRecord, notificationRecord, objectId } from './fakeService';

function errorOf(run: () => unknown): MalformedResponseError {
  try {
    run();
  } catch (error) {
    if (error instanceof MalformedResponseError) return error;
    throw error;
  }
  throw new Error('expected a MalformedResponseError');
}

const without = (record: object, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

describe('Message', () => {
  it.each([
    ['_id', 'string'],
    ['_environmentId', 'string'],
    ['_organizationId', 'string'],
    ['_notificationId', 'string'],
    ['_subscriberId', 'string'],
    ['createdAt', 'string'],
    ['transactionId', 'string'],
    ['channel', 'string'],
    ['read', 'boolean'],
    ['seen', 'boolean'],
    ['cta', 'object'],
    ['status', 'string'],
  ])('requires %s (%s)', (field, type) => {
    const error = errorOf(() => parseMessages({ data: [messageRecord(objectId(1)), without(messageRecord(objectId(2)), field)] }));
    expect(error.path).toBe(`data[1].${field}`);
    expect(error.message).toBe(`data[1].${field}: expected ${type}, got undefined`);
  });

  it('names the type it got', () => {
    expect(errorOf(() => parseMessages([{ ...messageRecord(objectId(1)), cta: null }])).message).toBe('[0].cta: expected object, got null');
    expect(errorOf(() => parseMessages([{ ...messageRecord(objectId(1)), cta: [] }])).message).toBe('[0].cta: expected object, got array');
    expect(errorOf(() => parseMessages([{ ...messageRecord(objectId(1)), read: 0 }])).message).toBe('[0].read: expected boolean, got number');
    expect(errorOf(() => parseMessages(['x'])).message).toBe('[0]: expected object, got string');
  });

  it('leaves out content blocks that are not text blocks', () => {
    expect(parseMessages([messageRecord(objectId(1), { content: 'Hello' })])).toHaveLength(1);
    const [message] = parseMessages([
      { ...messageRecord(objectId(1)), content: [{ type: 'text', content: { html: '<b>' } }, null, { type: 'text', content: 'ok' }] },
    ]);
    expect(message!.content).toEqual([{ type: 'text', content: 'ok' }]);
  });

  it('accepts content: null, which email, sms, push and chat messages carry (SERVER-NOTES §1)', () => {
    const answer = {
      data: (['email', 'sms', 'push', 'chat'] as const).map((channel, n) =>
        ({ ...messageRecord(objectId(n + 1), { channel }), content: null }),
      ),
    };
    const messages = parseMessages(structuredClone(answer));
    expect(messages).toEqual(answer.data);
    expect(messages.map((message) => message.content)).toEqual([null, null, null, null]);
  });

  it('passes unknown fields and enum values through untouched, as the same objects', () => {
    const odd = { ...messageRecord(objectId(1)), channel: 'carrier_pigeon', status: 'bounced', futureField: { nested: [1] } };
    const body = { data: [odd] };
    const result = parseMessages(body);
    expect(result[0]).toBe(odd);
    expect(result[0]).toEqual({ ...messageRecord(objectId(1)), channel: 'carrier_pigeon', status: 'bounced', futureField: { nested: [1] } });
  });

  it('accepts an empty list', () => {
    expect(parseMessages({ data: [] })).toEqual([]);
    expect(parseMessages([])).toEqual([]);
  });
});

describe('MessagesPage', () => {
  const page = { data: [messageRecord(objectId(1))], page: 0, pageSize: 10, hasMore: true, totalCount: 11 };

  it.each([
    ['data', 'array'],
    ['page', 'number'],
    ['pageSize', 'number'],
    ['hasMore', 'boolean'],
  ])('requires %s (%s)', (field, type) => {
    expect(errorOf(() => parseMessagesPage(without(page, field))).message).toBe(`${field}: expected ${type}, got undefined`);
  });

  it('allows totalCount to be absent, and makes it absent when it is of another type', () => {
    expect(parseMessagesPage(without(page, 'totalCount'))).toEqual(without(page, 'totalCount'));
    expect(parseMessagesPage({ ...page, totalCount: '11' })).toEqual(without(page, 'totalCount'));
  });

  it.each(['_id', '_templateId', '_jobId', 'transactionId', 'content', 'read', 'seen', 'archived', 'cta', 'status'])(
    'requires a feed item\'s %s (the service\'s feed-item model)',
    (field) => {
      const data = [messageRecord(objectId(1)), without(messageRecord(objectId(2)), field)];
      expect(errorOf(() => parseMessagesPage({ ...page, data })).path).toBe(`data[1].${field}`);
    },
  );

  it('accepts the feed item\'s nulls and its own fields (SERVER-NOTES §5)', () => {
    const item = {
      ...messageRecord(objectId(1)),
      createdAt: null,
      updatedAt: null,
      subject: null,
      templateIdentifier: null,
      providerId: null,
      deviceTokens: null,
      tags: null,
      data: null,
      _feedId: null,
      actor: { type: 'user', data: 'https://example.com/a.png' },
    };
    const body = { ...page, data: [item] };
    expect(parseMessagesPage(structuredClone(body))).toEqual(body);
  });

  it('refuses a bare array, which has no paging', () => {
    expect(errorOf(() => parseMessagesPage([messageRecord(objectId(1))])).message).toBe('body: expected object, got array');
  });

  it('checks every message of a large page', () => {
    const data = Array.from({ length: 5000 }, (_, n) => messageRecord(objectId(n)));
    data[4321] = { ...data[4321]!, seen: 'no' as unknown as boolean };
    expect(errorOf(() => parseMessagesPage({ ...page, data })).path).toBe('data[4321].seen');
  });
});

describe('ActivityNotification', () => {
  it('accepts a full record and returns it as is', () => {
    const record = notificationRecord();
    expect(parseActivityNotification({ data: record })).toBe(record);
  });

  it('returns null for {data: null}', () => {
    expect(parseActivityNotification({ data: null })).toBeNull();
  });

  it.each(['_environmentId', '_organizationId', '_subscriberId', 'transactionId'])('requires %s', (field) => {
    expect(errorOf(() => parseActivityNotification(without(notificationRecord(), field))).path).toBe(field);
  });

  const job = () => notificationRecord().jobs![0]!;
  const detail = () => job().executionDetails[0]!;
  const step = () => job().step;

  it.each(['_id', 'type', 'executionDetails', 'step', 'providerId', 'status'])('requires job.%s', (field) => {
    const record = notificationRecord({ jobs: [job(), without(job(), field) as never] });
    expect(errorOf(() => parseActivityNotification({ data: record })).path).toBe(`data.jobs[1].${field}`);
  });

  it.each(['_id', 'status', 'detail', 'isRetry', 'isTest', 'source'])('requires executionDetail.%s', (field) => {
    const record = notificationRecord({ jobs: [{ ...job(), executionDetails: [detail(), without(detail(), field) as never] }] });
    expect(errorOf(() => parseActivityNotification(record)).path).toBe(`jobs[0].executionDetails[1].${field}`);
  });

  it.each(['_id', 'active', 'filters', '_templateId'])('requires step.%s, in variants too', (field) => {
    const broken = notificationRecord({ jobs: [{ ...job(), step: without(step(), field) as never }] });
    expect(errorOf(() => parseActivityNotification(broken)).path).toBe(`jobs[0].step.${field}`);
    const variant = notificationRecord({ jobs: [{ ...job(), step: { ...step(), variants: [without(step(), field) as never] } }] });
    expect(errorOf(() => parseActivityNotification(variant)).path).toBe(`jobs[0].step.variants[0].${field}`);
  });

  it('checks subscriber, template, topics and raw only when present', () => {
    const bare = without(without(without(notificationRecord(), 'subscriber'), 'template'), 'jobs');
    expect(parseActivityNotification(bare)).toEqual(bare);
    expect(errorOf(() => parseActivityNotification(notificationRecord({ subscriber: { _id: 'x' } as never }))).path).toBe('subscriber.subscriberId');
    expect(errorOf(() => parseActivityNotification(notificationRecord({ template: { name: 'x' } as never }))).path).toBe('template.triggers');
    expect(errorOf(() => parseActivityNotification(notificationRecord({ topics: [{ _topicId: 't' }] as never }))).path).toBe('topics[0].topicKey');
    const raw = notificationRecord({ jobs: [{ ...job(), executionDetails: [{ ...detail(), raw: 42 as never }] }] });
    expect(parseActivityNotification(raw)?.jobs?.[0]?.executionDetails[0]).toEqual(without(detail(), 'raw'));
    expect(parseActivityNotification(notificationRecord({ subscriber: 'x' as never }))?.subscriber).toBeUndefined();
  });

  it('keeps unknown job types, statuses, providers and detail sources as sent', () => {
    const odd = notificationRecord({
      channels: ['carrier_pigeon'],
      jobs: [{ ...job(), type: 'carrier_pigeon', status: 'hibernating', providerId: 'acme-push', executionDetails: [{ ...detail(), status: 'Deferred', source: 'Satellite' }] }],
    });
    const result = parseActivityNotification(structuredClone(odd));
    expect(result).toEqual(odd);
  });
});
