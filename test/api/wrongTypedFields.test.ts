// Every field of the wrong type but the few an item needs is made absent by the tolerant reader
// (so no component ever sees it), never a reason to refuse; an item lacking what it needs is left
// out, and the items around it stay.
import { describe, expect, it } from 'vitest';
import { parseActivityNotification, parseMessages, parseMessagesPage } from '../../src/api/read/validateResponse';
import {
  EXECUTION_DETAIL_OPTIONAL_FIELDS,
  FEED_MESSAGE_OPTIONAL_FIELDS,
  JOB_OPTIONAL_FIELDS,
  MESSAGE_OPTIONAL_FIELDS,
  NOTIFICATION_OPTIONAL_FIELDS,
  STEP_OPTIONAL_FIELDS,
  WRONG_VALUES,
  expectedOutcome,
  type FieldCase,
} from '../support/wrongTypedFields';
import { messageRecord, notificationRecord, objectId } from './fakeService';

type Fields = Record<string, unknown>;

const cases = (fields: FieldCase[]) =>
  fields.flatMap(({ field, kind }) => WRONG_VALUES.map(({ name, value }) => ({ field, kind, name, value })));

/** Checks `parse(body)` against the expected outcome for the field reached by `read`. */
function expectNarrowed(run: () => unknown, read: () => Fields, field: string, outcome: ReturnType<typeof expectedOutcome>) {
  run();
  if ('absent' in outcome) expect(Object.hasOwn(read(), field)).toBe(false);
  else expect(read()[field]).toEqual(outcome.kept);
}

describe.each(cases(MESSAGE_OPTIONAL_FIELDS))('a mark-as answer with $field as $name', ({ field, kind, value }) => {
  it('passes, narrowed', () => {
    const message: Fields = { ...messageRecord(objectId(1)), [field]: value() };
    const body = { data: [message] };
    let result: Fields[] = [];
    expectNarrowed(() => (result = parseMessages(body) as unknown as Fields[]), () => result[0]!, field, expectedOutcome(kind, value()));
  });
});

describe.each(cases(FEED_MESSAGE_OPTIONAL_FIELDS))('a feed item with $field as $name', ({ field, kind, value }) => {
  it('passes, narrowed', () => {
    const item: Fields = { ...messageRecord(objectId(1)), [field]: value() };
    const body = { data: [item], page: 0, pageSize: 10, hasMore: false };
    let result: Fields[] = [];
    expectNarrowed(
      () => (result = parseMessagesPage(body).data as unknown as Fields[]),
      () => result[0]!,
      field,
      expectedOutcome(kind, value()),
    );
  });
});

describe.each(cases(NOTIFICATION_OPTIONAL_FIELDS))('a notification with $field as $name', ({ field, kind, value }) => {
  it('passes, narrowed', () => {
    const record: Fields = { ...notificationRecord(), [field]: value() };
    expectNarrowed(() => parseActivityNotification(record), () => record, field, expectedOutcome(kind, value()));
  });
});

const nested = (name: string, fields: FieldCase[], put: (record: Fields, field: string, value: unknown) => Fields) =>
  describe.each(cases(fields))(`${name} with $field as $name`, ({ field, kind, value }) => {
    it('passes, narrowed', () => {
      const record = notificationRecord() as unknown as Fields;
      const target = put(record, field, value());
      expectNarrowed(() => parseActivityNotification(record), () => target, field, expectedOutcome(kind, value()));
      // The job and its execution detail are kept: only the field changed.
      expect((record.jobs as Fields[]).length).toBe(1);
      expect(record).not.toHaveProperty('malformedJobs');
    });
  });

const firstJob = (record: Fields) => (record.jobs as Fields[])[0]!;
nested('a job', JOB_OPTIONAL_FIELDS, (record, field, value) => Object.assign(firstJob(record), { [field]: value }));
nested('a step', STEP_OPTIONAL_FIELDS, (record, field, value) => Object.assign(firstJob(record).step as Fields, { [field]: value }));
nested('an execution detail', EXECUTION_DETAIL_OPTIONAL_FIELDS, (record, field, value) =>
  Object.assign((firstJob(record).executionDetails as Fields[])[0]!, { [field]: value }),
);

describe('the cases named in the issue', () => {
  it('a subject that is a number, tags [{}], severity {}, buttons [null], a step name that is an object', () => {
    const item: Fields = {
      ...messageRecord(objectId(1)),
      subject: 7,
      tags: [{}],
      cta: { type: 'redirect', data: { url: 5 }, action: { status: 'pending', buttons: [null, { type: 'primary', content: 'Go' }] } },
      actor: { type: 'user', data: 3 },
      subscriber: { subscriberId: 'a', avatar: {} },
    };
    const [feedItem] = parseMessagesPage({ data: [item], page: 0, pageSize: 10, hasMore: false }).data;
    expect(feedItem).not.toHaveProperty('subject');
    expect(feedItem!.tags).toEqual([]);
    expect(feedItem!.cta).toEqual({ type: 'redirect', data: {}, action: { status: 'pending', buttons: [{ type: 'primary', content: 'Go' }] } });
    expect(feedItem).not.toHaveProperty('actor');
    expect(feedItem!.subscriber).toEqual({ subscriberId: 'a' });

    const record = notificationRecord() as unknown as Fields;
    record.severity = {};
    (firstJob(record).step as Fields).name = { text: 'Send' };
    const parsed = parseActivityNotification(record)!;
    expect(parsed).not.toHaveProperty('severity');
    expect(parsed.jobs![0]!.step).not.toHaveProperty('name');
  });

  it('leaves out an item whose own required field has the wrong type, and keeps the others', () => {
    const reports: unknown[] = [];
    const item = { ...messageRecord(objectId(2)), read: 'yes' };
    const page = { data: [messageRecord(objectId(1)), item], page: 0, pageSize: 10, hasMore: false };
    const { data } = parseMessagesPage(page, { onMalformedItem: (report) => reports.push(report) });
    expect(data.map((kept) => kept._id)).toEqual([objectId(1)]);
    expect(reports).toEqual([{ operation: 'listMessages', path: 'data[1]', reason: 'read: expected boolean, got string', item }]);
  });
});
