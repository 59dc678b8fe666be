// The tolerant reader (API.md §1): an answer is refused only when its shape as a whole is wrong;
// an item is required to have only what the library needs to show and change it, and one that
// cannot be used is left out and reported while the items around it stay; every other field is
// narrowed, unknown fields and unknown enum strings pass through untouched.
import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../../src/api/errors';
import type { MalformedItemReport } from '../../src/api/types';
import { parseActivityNotification, parseMessages, parseMessagesPage } from '../../src/api/read/validateResponse';
import { messageRecord, notificationRecord, objectId } from './fakeService';

type Fields = Record<string, unknown>;

function errorOf(run: () => unknown): MalformedResponseError {
  try {
    run();
  } catch (error) {
    if (error instanceof MalformedResponseError) return error;
    throw error;
  }
  throw new Error('expected a MalformedResponseError');
}

const without = (record: object, ...keys: string[]): Fields =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !keys.includes(name)));

/** A listener that keeps what it is told. */
function listener() {
  const reports: MalformedItemReport[] = [];
  return { reports, onMalformedItem: (report: MalformedItemReport) => void reports.push(report) };
}

/** What the SPEC.md §2.1 table requires of a message, and nothing else (plus the `_id` the library needs). */
const SPEC_MESSAGE = without(messageRecord(objectId(1)), '_templateId', '_jobId', 'archived', 'content');

describe('Message (the mark-as answer)', () => {
  it('accepts a message shaped as SPEC.md §2.1 with only its required fields: no content, _jobId, archived or _templateId', () => {
    expect(Object.keys(SPEC_MESSAGE).sort()).toEqual(
      ['_id', '_environmentId', '_organizationId', '_notificationId', '_subscriberId', 'createdAt', 'transactionId', 'channel', 'read', 'seen', 'cta', 'status'].sort(),
    );
    const answer = { data: [SPEC_MESSAGE] };
    expect(parseMessages(structuredClone(answer))).toEqual([SPEC_MESSAGE]);
  });

  it.each([
    ['_id', 'string'],
    ['read', 'boolean'],
    ['seen', 'boolean'],
  ])('leaves out a message without %s (%s), reports it, and keeps the others', (field, type) => {
    const { reports, onMalformedItem } = listener();
    const broken = without(messageRecord(objectId(2)), field);
    const messages = parseMessages({ data: [messageRecord(objectId(1)), broken, messageRecord(objectId(3))] }, { onMalformedItem });
    expect(messages.map((message) => message._id)).toEqual([objectId(1), objectId(3)]);
    expect(reports).toEqual([
      { operation: 'markMessagesAs', path: 'data[1]', reason: `${field}: expected ${type}, got undefined`, item: broken },
    ]);
  });

  it.each(['_environmentId', '_organizationId', '_notificationId', '_subscriberId', 'createdAt', 'transactionId', 'channel', 'cta', 'status'])(
    'accepts a message without %s, which SPEC.md calls required and the library does not need',
    (field) => {
      const { reports, onMalformedItem } = listener();
      const message = without(messageRecord(objectId(1)), field);
      expect(parseMessages([structuredClone(message)], { onMalformedItem })).toEqual([message]);
      expect(reports).toEqual([]);
    },
  );

  it('names the type it got, and the path as the body has it', () => {
    const { reports, onMalformedItem } = listener();
    expect(parseMessages([{ ...messageRecord(objectId(1)), read: 0 }, 'x', null], { onMalformedItem })).toEqual([]);
    expect(reports.map(({ path, reason }) => `${path} ${reason}`)).toEqual([
      '[0] read: expected boolean, got number',
      '[1] expected object, got string',
      '[2] expected object, got null',
    ]);
  });

  it('makes a call to action of another type absent: no call to action', () => {
    const [message] = parseMessages([{ ...messageRecord(objectId(1)), cta: null }, { ...messageRecord(objectId(2)), cta: [] }]);
    expect(message).not.toHaveProperty('cta');
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

  it('refuses an answer that is not a list', () => {
    expect(errorOf(() => parseMessages({ data: 'nope' })).message).toBe('body: expected array, got object');
    expect(errorOf(() => parseMessages('nope')).message).toBe('body: expected array, got string');
  });
});

describe('MessagesPage (the feed)', () => {
  const page = { data: [messageRecord(objectId(1))], page: 0, pageSize: 10, hasMore: true, totalCount: 11 };
  const items = (count: number, first = 1) => Array.from({ length: count }, (_, n) => messageRecord(objectId(first + n)));

  it('refuses data that is not a list, and a page that is not an object', () => {
    expect(errorOf(() => parseMessagesPage(without(page, 'data'))).message).toBe('data: expected array, got undefined');
    expect(errorOf(() => parseMessagesPage({ ...page, data: { items: [] } })).path).toBe('data');
    expect(errorOf(() => parseMessagesPage([messageRecord(objectId(1))])).message).toBe('body: expected object, got array');
    expect(errorOf(() => parseMessagesPage(null)).message).toBe('body: expected object, got null');
  });

  it('takes a missing page and pageSize from the request', () => {
    const answer = parseMessagesPage({ data: items(3), hasMore: false }, { page: 4, limit: 25 });
    expect(answer).toMatchObject({ page: 4, pageSize: 25, hasMore: false });
    expect(parseMessagesPage({ data: [], page: '1', pageSize: -3 })).toMatchObject({ page: 0, pageSize: 10 });
  });

  it.each([
    ['a full page (as many items as pageSize) may have more', { data: items(5), pageSize: 5 }, {}, true],
    ['a short page has none', { data: items(4), pageSize: 5 }, {}, false],
    ['without pageSize, a page as long as the limit asked for may have more', { data: items(20) }, { limit: 20 }, true],
    ['without pageSize, one shorter than the limit has none', { data: items(19) }, { limit: 20 }, false],
    ['without pageSize or limit, the service default of 10 counts', { data: items(10) }, {}, true],
    ['an empty page has none', { data: [], pageSize: 0 }, {}, false],
    ['hasMore of another type is derived too', { data: items(2), pageSize: 10, hasMore: 'no' }, {}, false],
  ])('derives a missing hasMore: %s', (_, body, request, hasMore) => {
    expect(parseMessagesPage(structuredClone(body), request).hasMore).toBe(hasMore);
  });

  it('counts the items as sent, malformed ones included, to derive hasMore', () => {
    const data: unknown[] = items(5);
    data[2] = without(data[2] as object, '_id');
    const answer = parseMessagesPage({ data, pageSize: 5 });
    expect(answer.data).toHaveLength(4);
    expect(answer.hasMore).toBe(true);
  });

  it('keeps the hasMore the service sent', () => {
    expect(parseMessagesPage({ data: items(1), pageSize: 10, hasMore: true }).hasMore).toBe(true);
    expect(parseMessagesPage({ data: items(10), pageSize: 10, hasMore: false }).hasMore).toBe(false);
  });

  it('allows totalCount to be absent, and makes it absent when it is of another type', () => {
    expect(parseMessagesPage(without(page, 'totalCount'))).toEqual(without(page, 'totalCount'));
    expect(parseMessagesPage({ ...page, totalCount: '11' })).toEqual(without(page, 'totalCount'));
  });

  it('reads a page of a 2023 service: no hasMore, items without archived or _jobId, extra fields (SERVER-NOTES §8)', () => {
    const item = (n: number) => ({
      ...without(messageRecord(objectId(n)), 'archived', '_jobId'),
      __v: 0,
      id: objectId(n),
      deleted: false,
      subscriber: { _id: 'sub-internal', subscriberId: 'user-42', id: 'sub-internal' },
    });
    const full = { data: Array.from({ length: 10 }, (_, n) => item(n + 1)), totalCount: 10, pageSize: 10, page: 0 };
    const read = parseMessagesPage(structuredClone(full), { page: 0, limit: 10 });
    expect(read).toEqual({ ...full, hasMore: true });
    const short = { data: [item(11), item(12)], totalCount: 2, pageSize: 10, page: 1 };
    expect(parseMessagesPage(structuredClone(short), { page: 1, limit: 10 })).toEqual({ ...short, hasMore: false });
  });

  it.each(['_templateId', '_jobId', 'transactionId', 'content', 'archived', 'cta', 'status', 'channel', 'createdAt', '_environmentId', '_notificationId'])(
    'accepts a feed item without %s, which the feed-item model calls required and the library does not need',
    (field) => {
      const { reports, onMalformedItem } = listener();
      const data = [messageRecord(objectId(1)), without(messageRecord(objectId(2)), field)];
      expect(parseMessagesPage(structuredClone({ ...page, data }), { onMalformedItem }).data).toEqual(data);
      expect(reports).toEqual([]);
    },
  );

  it('returns all 20 items of a page where one lacks _jobId', () => {
    const data: unknown[] = items(20);
    data[7] = without(data[7] as object, '_jobId');
    expect(parseMessagesPage({ data, page: 0, pageSize: 20, hasMore: true }).data).toHaveLength(20);
  });

  it('returns 19 items of a page of 20 where one lacks _id, and reports that one', () => {
    const { reports, onMalformedItem } = listener();
    const data: unknown[] = items(20);
    const broken = without(data[7] as object, '_id');
    data[7] = broken;
    const answer = parseMessagesPage({ data, page: 0, pageSize: 20, hasMore: true }, { onMalformedItem });
    expect(answer.data).toHaveLength(19);
    expect(answer.data.map((item) => item._id)).not.toContain(undefined);
    expect(reports).toEqual([{ operation: 'listMessages', path: 'data[7]', reason: '_id: expected string, got undefined', item: broken }]);
  });

  it('names a left-out item by its path in a page wrapped once more', () => {
    const { reports, onMalformedItem } = listener();
    parseMessagesPage({ data: { ...page, data: [{ ...messageRecord(objectId(1)), seen: 'no' }] } }, { onMalformedItem });
    expect(reports.map(({ path, reason }) => `${path} ${reason}`)).toEqual(['data.data[0] seen: expected boolean, got string']);
  });

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

  it('makes content of another type absent: an empty body', () => {
    const [item] = parseMessagesPage({ ...page, data: [{ ...messageRecord(objectId(1)), content: null }] }).data;
    expect(item).not.toHaveProperty('content');
  });

  it('checks every message of a large page, and leaves out only the broken one', () => {
    const { reports, onMalformedItem } = listener();
    const data = Array.from({ length: 5000 }, (_, n) => messageRecord(objectId(n)));
    data[4321] = { ...data[4321]!, seen: 'no' as unknown as boolean };
    expect(parseMessagesPage({ ...page, data }, { onMalformedItem }).data).toHaveLength(4999);
    expect(reports.map((report) => report.path)).toEqual(['data[4321]']);
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

  it('refuses a record that is not an object', () => {
    expect(errorOf(() => parseActivityNotification({ data: [notificationRecord()] })).message).toBe('data: expected object, got array');
    expect(errorOf(() => parseActivityNotification('x')).message).toBe('body: expected object, got string');
  });

  it('requires nothing inside the record', () => {
    expect(parseActivityNotification({ data: {} })).toEqual({});
    const bare = without(notificationRecord(), '_environmentId', '_organizationId', '_subscriberId', 'transactionId');
    expect(parseActivityNotification({ data: structuredClone(bare) })).toEqual(bare);
  });

  it('drops jobs that are not a list, and keeps the record', () => {
    const { reports, onMalformedItem } = listener();
    const record = parseActivityNotification({ data: { ...notificationRecord(), jobs: 'none' } }, { onMalformedItem })!;
    expect(record).not.toHaveProperty('jobs');
    expect(record.transactionId).toBe('tx-1');
    expect(reports).toEqual([]);
  });

  const job = () => structuredClone(notificationRecord().jobs![0]!) as unknown as Fields;
  const detail = () => structuredClone((job().executionDetails as Fields[])[0]!);
  const step = () => job().step as Fields;

  it.each(['type', 'executionDetails', 'step', 'providerId', 'status'])('accepts a job without %s', (field) => {
    const record = notificationRecord({ jobs: [job(), without(job(), field)] as never });
    expect(parseActivityNotification(structuredClone(record))).toEqual(record);
  });

  it('leaves out a job without _id, keeps it in malformedJobs at its index as sent, and reports it', () => {
    const { reports, onMalformedItem } = listener();
    const broken = without(job(), '_id');
    const jobs = [job(), broken, { ...job(), _id: 'job-3' }, 7];
    const record = parseActivityNotification({ data: notificationRecord({ jobs: jobs as never }) }, { onMalformedItem })!;
    expect(record.jobs!.map((kept) => kept._id)).toEqual(['job-1', 'job-3']);
    expect(record.malformedJobs).toEqual([
      { index: 1, reason: '_id: expected string, got undefined', raw: broken },
      { index: 3, reason: 'expected object, got number', raw: 7 },
    ]);
    expect(reports).toEqual([
      { operation: 'getNotification', path: 'data.jobs[1]', reason: '_id: expected string, got undefined', item: broken },
      { operation: 'getNotification', path: 'data.jobs[3]', reason: 'expected object, got number', item: 7 },
    ]);
  });

  it.each(['_id', 'isRetry', 'isTest', 'source', 'createdAt'])('accepts an execution detail without %s', (field) => {
    const record = notificationRecord({ jobs: [{ ...job(), executionDetails: [detail(), without(detail(), field)] }] as never });
    expect(parseActivityNotification(structuredClone(record))).toEqual(record);
  });

  it('accepts an execution detail with only a detail text, or only a status', () => {
    const details = [without(detail(), 'status'), without(detail(), 'detail')];
    const record = parseActivityNotification(notificationRecord({ jobs: [{ ...job(), executionDetails: details }] as never }))!;
    expect(record.jobs![0]!.executionDetails).toEqual(details);
    expect(record.jobs![0]).not.toHaveProperty('malformedExecutionDetails');
  });

  it('leaves out an execution detail with nothing to show, keeps it on its job, and reports it by the job\'s index as sent', () => {
    const { reports, onMalformedItem } = listener();
    const empty = without(detail(), 'detail', 'status');
    const odd = { ...detail(), detail: 5, status: {} };
    const jobs = [without(job(), '_id'), { ...job(), _id: 'job-2', executionDetails: [empty, detail(), odd] }];
    const record = parseActivityNotification(notificationRecord({ jobs: jobs as never }), { onMalformedItem })!;
    const kept = record.jobs![0]!;
    expect(kept.executionDetails).toEqual([detail()]);
    expect(kept.malformedExecutionDetails).toEqual([
      { index: 0, reason: 'detail: expected string (or a string status), got undefined', raw: empty },
      { index: 2, reason: 'detail: expected string (or a string status), got number', raw: odd },
    ]);
    expect(reports.map(({ path }) => path)).toEqual(['jobs[0]', 'jobs[1].executionDetails[0]', 'jobs[1].executionDetails[2]']);
  });

  it('does not keep malformedJobs or malformedExecutionDetails the answer itself carries', () => {
    const record = parseActivityNotification({
      ...notificationRecord({ jobs: [{ ...job(), malformedExecutionDetails: [1] }] as never }),
      malformedJobs: 'x',
    })!;
    expect(record).not.toHaveProperty('malformedJobs');
    expect(record.jobs![0]).not.toHaveProperty('malformedExecutionDetails');
  });

  it.each(['_id', 'active', 'filters', '_templateId'])('accepts a step without %s, in variants too', (field) => {
    const record = notificationRecord({ jobs: [{ ...job(), step: { ...without(step(), field), variants: [without(step(), field)] } }] as never });
    expect(parseActivityNotification(structuredClone(record))).toEqual(record);
  });

  it('narrows subscriber, template, topics and triggers without requiring their fields', () => {
    const record = notificationRecord({
      subscriber: { _id: 'x' },
      template: { name: 7, triggers: [{ identifier: 'welcome' }, 'x'] },
      topics: [{ _topicId: 't' }, null],
      jobs: [{ ...job(), step: 'x', digest: { amount: 5 }, executionDetails: [{ ...detail(), raw: 42 }] }],
    } as never);
    const read = parseActivityNotification(record)!;
    expect(read.subscriber).toEqual({ _id: 'x' });
    expect(read.template).toEqual({ triggers: [{ identifier: 'welcome' }] });
    expect(read.topics).toEqual([{ _topicId: 't' }]);
    expect(read.jobs![0]).not.toHaveProperty('step');
    expect(read.jobs![0]!.digest).toEqual({ amount: 5 });
    expect(read.jobs![0]!.executionDetails![0]).toEqual(without(detail(), 'raw'));
    expect(parseActivityNotification(notificationRecord({ subscriber: 'x' as never }))?.subscriber).toBeUndefined();
  });

  it('keeps unknown job types, statuses, providers and detail sources as sent', () => {
    const odd = notificationRecord({
      channels: ['carrier_pigeon'],
      jobs: [{ ...job(), type: 'carrier_pigeon', status: 'hibernating', providerId: 'acme-push', executionDetails: [{ ...detail(), status: 'Deferred', source: 'Satellite' }] }] as never,
    });
    const result = parseActivityNotification(structuredClone(odd));
    expect(result).toEqual(odd);
  });
});
