// Values inside a right-to-left sentence keep their own order: every id, name, subject or server
// message the Arabic pack inserts is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
// so "42-ab" never reads "ab-42" and "Bad Request (400)" never drags the Arabic around it. The
// step sentences get the same from `isolate: true` (what the components pass).
import { describe, expect, test } from 'vitest';
import { ar, arActivity, arFormat, arInbox } from 'inbox-kit/locales/ar';
import { describeDelay, describeDigest, describeFilters, describeStepMetadata, describeTimedSchedule, type StepFilter } from 'inbox-kit';

const FSI = '\u2068';
const PDI = '\u2069';
const ID = '42-ab';
const isolated = (value: string) => `${FSI}${value}${PDI}`;

describe('the Arabic labels isolate what they insert', () => {
  test.each([
    ['inbox.messageFailed', arInbox.messageFailed(ID), `تعذّر عرض هذا الإشعار (المعرّف ${isolated(ID)}).`],
    ['inbox.selectMessage', arInbox.selectMessage('Order 42-ab'), `تحديد: ${isolated('Order 42-ab')}`],
    ['inbox.rowActions', arInbox.rowActions('Order 42-ab'), `إجراءات: ${isolated('Order 42-ab')}`],
    ['inbox.snoozedUntil', arInbox.snoozedUntil('Mar 10, 2026'), `مؤجَّل حتى ${isolated('Mar 10, 2026')}`],
    [
      'inbox.markAllFailed',
      arInbox.markAllFailed({ markAs: 'read', reason: 'Bad Request (400)' }),
      `تعذّر وضع علامة على كل الإشعارات كمقروءة: ${isolated('Bad Request (400)')}`,
    ],
    ['activity.notFoundHint', arActivity.notFoundHint(ID), `لا يوجد إشعار بالمعرّف ${isolated(ID)}.`],
    ['activity.jobFailed', arActivity.jobFailed(ID), `تعذّر عرض هذه الخطوة (معرّف المهمة ${isolated(ID)}).`],
    ['activity.copyNamed', arActivity.copyNamed('topic-42'), `نسخ ${isolated('topic-42')}`],
    ['activity.rawOf', arActivity.rawOf('Message sent'), `البيانات الخام للإدخال «${isolated('Message sent')}»`],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test('every label function that takes a string isolates it, whatever the string', () => {
    const value = 'id-1 (x)';
    const count = { count: 2, formatted: '2', locale: 'ar' };
    const sentences = [
      arInbox.messageFailed(value),
      arInbox.selectMessage(value),
      arInbox.rowActions(value),
      arInbox.snoozedUntil(value),
      arInbox.markFailed({ ...count, markAs: 'read', reason: value }),
      arInbox.markAllFailed({ markAs: 'unread', reason: value }),
      arInbox.undoFailed({ ...count, reason: value }),
      arActivity.notFoundHint(value),
      arActivity.jobFailed(value),
      arActivity.copyNamed(value),
      arActivity.rawOf(value),
    ];
    for (const sentence of sentences) expect(sentence).toContain(isolated(value));
  });

  test('the pack is the one `ar` exports', () => {
    expect(ar.inbox).toBe(arInbox);
    expect(ar.activity.format).toBe(arFormat);
  });
});

describe('the Arabic step sentences, as the components ask for them (isolate: true)', () => {
  const opts = { phrases: arFormat, locale: 'ar-u-nu-latn', timeZone: 'UTC', isolate: true };

  test('a path, a key, a type and a cron expression from the service', () => {
    expect(describeDelay({ type: 'scheduled', delayPath: 'payload.sendAt' }, opts)).toEqual([
      `ينتظر حتى الوقت الوارد في ${isolated('payload.sendAt')}`,
    ]);
    expect(describeDigest({ type: 'regular', digestKey: 'post-42' }, opts)).toEqual([
      `يجمع الأحداث، مجمّعة حسب ${isolated('post-42')}`,
    ]);
    expect(describeStepMetadata({ jobType: 'custom', metadata: { type: 'x-1' } }, opts)).toEqual([`النوع: ${isolated('x-1')}`]);
    expect(describeTimedSchedule({ cronExpression: '0 9 * 1 *' }, opts)).toBe(`وفق الجدول «${isolated('0 9 * 1 *')}»`);
  });

  test('a filter: the field and each value isolated', () => {
    const filter = { value: 'AND', children: [{ field: 'id', on: 'payload', operator: 'EQUAL', value: ID }] } as unknown as StepFilter;
    expect(describeFilters([filter], opts)).toBe(`${isolated('payload.id')} يساوي «${isolated(ID)}»`);
  });
});
