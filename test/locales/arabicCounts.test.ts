// Every Arabic string that takes a count, in each of Arabic's six plural categories, against the
// text a native writer expects: the noun in the form its number asks for (dual, 3–10 plural,
// 11–99 tamyiz, 100+ genitive singular), in the case its place asks for (the dual after a
// preposition, "كل" or as an object is "…ين", not "…ان"), with adjectives agreeing.
import { describe, expect, test } from 'vitest';
import { arActivity, arFormat, arInbox } from 'inbox-kit/locales/ar';
import { describeDelay, describeDigest, describeStepMetadata, describeTimedSchedule, describeCron } from 'inbox-kit';

const FSI = '\u2068';
const PDI = '\u2069';

/** 0, 1, 2, 3, 11 and 100 fall in zero, one, two, few, many and other. */
const CATEGORIES = [0, 1, 2, 3, 11, 100] as const;

/** Latin digits written plainly, so the expected text is exact on every runtime. */
const count = (n: number) => ({ count: n, formatted: String(n), locale: 'ar' });
/** The format functions get Intl's Arabic with Latin digits pinned, for the same reason. */
const opts = { phrases: arFormat, locale: 'ar-u-nu-latn', timeZone: 'UTC' };

test('the counts used below cover all six categories', () => {
  expect(CATEGORIES.map((n) => new Intl.PluralRules('ar').select(n))).toEqual([
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other',
  ]);
});

function each(render: (n: number) => string, expected: Record<(typeof CATEGORIES)[number], string>) {
  expect(Object.fromEntries(CATEGORIES.map((n) => [n, render(n)]))).toEqual(expected);
}

describe('inbox', () => {
  test('marked: the dual after "على" is genitive, and the state agrees with it (masculine "إشعار")', () => {
    each((n) => arInbox.marked({ ...count(n), markAs: 'read' }), {
      0: 'لم توضع علامة على أي إشعار كمقروء',
      1: 'تم وضع علامة على إشعار واحد كمقروء',
      2: 'تم وضع علامة على إشعارين كمقروءين',
      3: 'تم وضع علامة على 3 إشعارات كمقروءة',
      11: 'تم وضع علامة على 11 إشعارًا كمقروء',
      100: 'تم وضع علامة على 100 إشعار كمقروء',
    });
    expect(arInbox.marked({ ...count(2), markAs: 'unseen' })).toBe('تم وضع علامة على إشعارين كغير مُشاهَدين');
    expect(arInbox.marked({ ...count(3), markAs: 'unread' })).toBe('تم وضع علامة على 3 إشعارات كغير مقروءة');
  });

  test('markFailed: the same phrase, then the reason isolated', () => {
    const reason = 'خطأ في الشبكة، تحقّق من الاتصال';
    each((n) => arInbox.markFailed({ ...count(n), markAs: 'seen', reason }), {
      0: `تعذّر وضع علامة على أي إشعار كمُشاهَد: ${FSI}${reason}${PDI}`,
      1: `تعذّر وضع علامة على إشعار واحد كمُشاهَد: ${FSI}${reason}${PDI}`,
      2: `تعذّر وضع علامة على إشعارين كمُشاهَدين: ${FSI}${reason}${PDI}`,
      3: `تعذّر وضع علامة على 3 إشعارات كمُشاهَدة: ${FSI}${reason}${PDI}`,
      11: `تعذّر وضع علامة على 11 إشعارًا كمُشاهَد: ${FSI}${reason}${PDI}`,
      100: `تعذّر وضع علامة على 100 إشعار كمُشاهَد: ${FSI}${reason}${PDI}`,
    });
  });

  test('undone: the notifications are the subject (nominative dual), the verb agreeing', () => {
    each((n) => arInbox.undone(count(n)), {
      0: 'تم التراجع: لم يُستعَد أي إشعار',
      1: 'تم التراجع: استُعيد إشعار واحد',
      2: 'تم التراجع: استُعيد إشعاران',
      3: 'تم التراجع: استُعيدت 3 إشعارات',
      11: 'تم التراجع: استُعيد 11 إشعارًا',
      100: 'تم التراجع: استُعيد 100 إشعار',
    });
  });

  test('undoFailed: after "على" (genitive dual)', () => {
    each((n) => arInbox.undoFailed({ ...count(n), reason: 'x' }), {
      0: `تعذّر التراجع عن التغيير على أي إشعار: ${FSI}x${PDI}`,
      1: `تعذّر التراجع عن التغيير على إشعار واحد: ${FSI}x${PDI}`,
      2: `تعذّر التراجع عن التغيير على إشعارين: ${FSI}x${PDI}`,
      3: `تعذّر التراجع عن التغيير على 3 إشعارات: ${FSI}x${PDI}`,
      11: `تعذّر التراجع عن التغيير على 11 إشعارًا: ${FSI}x${PDI}`,
      100: `تعذّر التراجع عن التغيير على 100 إشعار: ${FSI}x${PDI}`,
    });
  });

  test('newMessages says the count once, the adjective agreeing', () => {
    each((n) => arInbox.newMessages(count(n)), {
      0: 'لا إشعارات جديدة',
      1: 'إشعار جديد',
      2: 'إشعاران جديدان',
      3: '3 إشعارات جديدة',
      11: '11 إشعارًا جديدًا',
      100: '100 إشعار جديد',
    });
  });

  test('arrived: "جديدان" with the dual, never "إشعاران جديد"; the verb agreeing', () => {
    each((n) => arInbox.arrived(count(n)), {
      0: 'لم تصل إشعارات جديدة',
      1: 'وصل إشعار جديد',
      2: 'وصل إشعاران جديدان',
      3: 'وصلت 3 إشعارات جديدة',
      11: 'وصل 11 إشعارًا جديدًا',
      100: 'وصل 100 إشعار جديد',
    });
  });

  test('changesWaiting', () => {
    each((n) => arInbox.changesWaiting(count(n)), {
      0: 'لا تغييرات في انتظار الاتصال',
      1: 'سيُرسَل تغيير واحد عند عودة الاتصال',
      2: 'سيُرسَل تغييران عند عودة الاتصال',
      3: 'ستُرسَل 3 تغييرات عند عودة الاتصال',
      11: 'سيُرسَل 11 تغييرًا عند عودة الاتصال',
      100: 'سيُرسَل 100 تغيير عند عودة الاتصال',
    });
  });

  test('bell: the unread count as a phrase, its adjective agreeing', () => {
    each((n) => arInbox.bell({ ...count(n), capped: false }), {
      0: 'الإشعارات',
      1: 'الإشعارات، إشعار واحد غير مقروء',
      2: 'الإشعارات، إشعاران غير مقروءين',
      3: 'الإشعارات، 3 إشعارات غير مقروءة',
      11: 'الإشعارات، 11 إشعارًا غير مقروء',
      100: 'الإشعارات، 100 إشعار غير مقروء',
    });
    expect(arInbox.bell({ ...count(99), capped: true })).toBe('الإشعارات، 99 إشعارًا غير مقروء أو أكثر');
  });

  test('bellCounts: the unseen count alone, or both joined by "و", each adjective agreeing; a count of 0 left out', () => {
    each((n) => arInbox.bellCounts({ unseen: { ...count(n), capped: false } }), {
      0: 'الإشعارات',
      1: 'الإشعارات، إشعار واحد غير مُشاهَد',
      2: 'الإشعارات، إشعاران غير مُشاهَدين',
      3: 'الإشعارات، 3 إشعارات غير مُشاهَدة',
      11: 'الإشعارات، 11 إشعارًا غير مُشاهَد',
      100: 'الإشعارات، 100 إشعار غير مُشاهَد',
    });
    expect(arInbox.bellCounts({ unread: { ...count(5), capped: false }, unseen: { ...count(2), capped: false } })).toBe(
      'الإشعارات، 5 إشعارات غير مقروءة، وإشعاران غير مُشاهَدين',
    );
    expect(arInbox.bellCounts({ unread: { ...count(0), capped: false }, unseen: { ...count(3), capped: false } })).toBe(
      'الإشعارات، 3 إشعارات غير مُشاهَدة',
    );
    expect(arInbox.bellCounts({ unread: { ...count(99), capped: true }, unseen: { ...count(1), capped: false } })).toBe(
      'الإشعارات، 99 إشعارًا غير مقروء أو أكثر، وإشعار واحد غير مُشاهَد',
    );
  });

  test('selectedLoadedOnly', () => {
    const rest = '؛ الإشعارات الأقدم لم تُحمَّل بعد ولذلك لم تُحدَّد.';
    each((n) => arInbox.selectedLoadedOnly(count(n)), {
      0: `تم تحديد كل الإشعارات المحمَّلة (0)${rest}`,
      1: `تم تحديد الإشعار المحمَّل الوحيد${rest}`,
      2: `تم تحديد الإشعارين المحمَّلين${rest}`,
      3: `تم تحديد كل الإشعارات المحمَّلة (3)${rest}`,
      11: `تم تحديد كل الإشعارات المحمَّلة (11)${rest}`,
      100: `تم تحديد كل الإشعارات المحمَّلة (100)${rest}`,
    });
  });

  test('markedAll and the selection counts put the number where no noun must agree', () => {
    expect(arInbox.markedAll({ ...count(2), markAs: 'read' })).toBe(
      'تم وضع علامة على كل الإشعارات كمقروءة (عدد الإشعارات التي تغيّرت: 2)',
    );
    expect(arInbox.selectedCount(count(11))).toBe('تم تحديد 11');
    expect(arInbox.markAsMenuSuffix(count(0))).toBe('');
    expect(arInbox.markAsMenuSuffix(count(3))).toBe(' (تم تحديد 3)');
    expect(arInbox.cappedCount(count(99))).toBe('+99');
  });

  test('errorRateLimited: seconds after "بعد" (genitive dual), not "ث"', () => {
    each((n) => arInbox.errorRateLimited({ seconds: n, formatted: String(n) }), {
      0: 'طلبات كثيرة جدًا، حاول مرة أخرى بعد 0 ثانية',
      1: 'طلبات كثيرة جدًا، حاول مرة أخرى بعد ثانية',
      2: 'طلبات كثيرة جدًا، حاول مرة أخرى بعد ثانيتين',
      3: 'طلبات كثيرة جدًا، حاول مرة أخرى بعد 3 ثوانٍ',
      11: 'طلبات كثيرة جدًا، حاول مرة أخرى بعد 11 ثانية',
      100: 'طلبات كثيرة جدًا، حاول مرة أخرى بعد 100 ثانية',
    });
    expect(arInbox.errorRateLimited({ seconds: undefined })).toBe('طلبات كثيرة جدًا، حاول مرة أخرى بعد قليل');
  });
});

describe('activity', () => {
  test('a step\'s status agrees with "خطوة" (feminine); what was done to it is "تم" and a noun', () => {
    expect(arActivity.jobStatuses).toEqual({
      pending: 'معلّقة',
      queued: 'في قائمة الانتظار',
      running: 'قيد التشغيل',
      completed: 'مكتملة',
      failed: 'فشل',
      delayed: 'مؤجَّلة',
      canceled: 'تم الإلغاء',
      merged: 'تم الدمج',
      skipped: 'تم التخطي',
    });
    expect(arActivity.overallStatuses.canceled).toBe('تم الإلغاء');
    expect(arActivity.overallStatuses.skipped).toBe('تم التخطي');
    expect(arActivity.overallStatuses.merged).toBe('تم الدمج في ملخص آخر');
    // No masculine past verb or pronoun left to disagree with a step.
    for (const status of [...Object.values(arActivity.jobStatuses), ...Object.values(arActivity.overallStatuses)]) {
      expect(status).not.toMatch(/^(أُلغي|دُمج)|تخطيه/);
    }
  });

  test('words that name something else are not reused: "سجل" is the log, "لا شيء" no severity', () => {
    expect(arActivity.unreadableCauses['not-an-object']).toBe('أرسلت الخدمة قيمة مفردة بدلًا من كائن ذي حقول.');
    expect(arActivity.executionLog).toContain('سجل');
    expect(Object.values(arActivity.unreadableCauses).join(' ')).not.toContain('سجل');
    expect(arActivity.severities.none).toBe('بلا');
  });

  test('failedSteps', () => {
    each((n) => arActivity.failedSteps(count(n)), {
      0: 'لم تفشل أي خطوة',
      1: 'فشلت خطوة واحدة',
      2: 'فشلت خطوتان',
      3: 'فشلت 3 خطوات',
      11: 'فشلت 11 خطوة',
      100: 'فشلت 100 خطوة',
    });
  });

  test('unreadableSteps: the steps in the genitive after "قراءة"', () => {
    each((n) => arActivity.unreadableSteps(count(n)), {
      0: 'لم تتعذّر قراءة أي خطوة',
      1: 'تعذّرت قراءة خطوة واحدة',
      2: 'تعذّرت قراءة خطوتين',
      3: 'تعذّرت قراءة 3 خطوات',
      11: 'تعذّرت قراءة 11 خطوة',
      100: 'تعذّرت قراءة 100 خطوة',
    });
  });

  test('showAll', () => {
    each((n) => arActivity.showAll(count(n)), {
      0: 'عرض كل الإدخالات (0)',
      1: 'عرض الإدخال',
      2: 'عرض الإدخالين',
      3: 'عرض كل الإدخالات (3)',
      11: 'عرض كل الإدخالات (11)',
      100: 'عرض كل الإدخالات (100)',
    });
  });

  test('showingLast: the total after "من أصل" takes the form its own number asks for', () => {
    const last = (shown: number, total: number) =>
      arActivity.showingLast({ shown, total, formattedShown: String(shown), formattedTotal: String(total) });
    expect(last(10, 10)).toBe('يُعرض آخر 10 من أصل 10 إدخالات.');
    expect(last(10, 40)).toBe('يُعرض آخر 10 من أصل 40 إدخالًا.');
    expect(last(10, 100)).toBe('يُعرض آخر 10 من أصل 100 إدخال.');
    expect(last(1, 1)).toBe('يُعرض آخر إدخال من أصل إدخال واحد.');
    expect(last(2, 2)).toBe('يُعرض آخر إدخالين من أصل إدخالين.');
    expect(last(1, 40)).toBe('يُعرض آخر إدخال من أصل 40 إدخالًا.');
  });
});

describe('step sentences', () => {
  const events = (n: number) => Array.from({ length: n }, () => ({}));

  test('digestEvents', () => {
    each((n) => describeDigest({ type: 'regular', events: events(n) }, opts)[1] ?? '', {
      0: 'لم يُجمع أي حدث',
      1: 'جُمع حدث واحد',
      2: 'جُمع حدثان',
      3: 'جُمعت 3 أحداث',
      11: 'جُمع 11 حدثًا',
      100: 'جُمع 100 حدث',
    });
  });

  test('scheduleExtended', () => {
    const rest = ' ليتوافق مع جدول المشترك';
    expect([1, 2, 3, 11, 100].map((n) => describeStepMetadata({ jobType: 'email', scheduleExtensionsCount: n }, opts)[0])).toEqual([
      `مُدِّد مرة واحدة${rest}`,
      `مُدِّد مرتين${rest}`,
      `مُدِّد 3 مرات${rest}`,
      `مُدِّد 11 مرة${rest}`,
      `مُدِّد 100 مرة${rest}`,
    ]);
    expect(arFormat.scheduleExtendedClause({ count: 0, formatted: '0' })).toBe(`لم يُمدَّد${rest}`);
  });

  test('a delay waits "لمدة" an amount, in the genitive: "ينتظر لمدة يوم", never "ينتظر يوم" nor Intl\'s "ساعتان"', () => {
    const waits = (amount: number) => describeDelay({ type: 'regular', amount, unit: 'hours' }, opts)[0];
    expect([1, 2, 3, 11, 100, 102].map(waits)).toEqual([
      'ينتظر لمدة ساعة',
      'ينتظر لمدة ساعتين',
      'ينتظر لمدة 3 ساعات',
      'ينتظر لمدة 11 ساعة',
      'ينتظر لمدة 100 ساعة',
      'ينتظر لمدة 102 ساعة',
    ]);
    expect(describeDelay({ type: 'regular', amount: 1, unit: 'days' }, opts)[0]).toBe('ينتظر لمدة يوم');
    expect(describeDelay({ type: 'regular', amount: 2, unit: 'seconds' }, opts)[0]).toBe('ينتظر لمدة ثانيتين');
    expect(describeDelay({ type: 'regular', amount: 3, unit: 'seconds' }, opts)[0]).toBe('ينتظر لمدة 3 ثوانٍ');
    expect(describeDelay({ type: 'regular', amount: 11, unit: 'days' }, opts)[0]).toBe('ينتظر لمدة 11 يومًا');
  });

  test('a window after "لمدة" and "خلال آخر" is genitive', () => {
    const collects = (amount: number, backoffAmount: number) =>
      describeDigest(
        { type: 'backoff', amount, unit: 'minutes', backoffAmount, backoffUnit: 'seconds' },
        opts,
      )[0];
    expect(collects(2, 2)).toBe('يجمع الأحداث لمدة دقيقتين، فقط إذا وصل حدث آخر خلال آخر ثانيتين (تريُّث)');
    expect(collects(1, 1)).toBe('يجمع الأحداث لمدة دقيقة، فقط إذا وصل حدث آخر خلال آخر ثانية (تريُّث)');
    expect(collects(5, 30)).toBe('يجمع الأحداث لمدة 5 دقائق، فقط إذا وصل حدث آخر خلال آخر 30 ثانية (تريُّث)');
  });

  test('backoff has a word of its own: "تراجع" is the inbox\'s Undo', () => {
    const [backoff] = describeDigest({ type: 'backoff', amount: 5, unit: 'minutes' }, opts);
    expect(arInbox.undo).toBe('تراجع');
    expect(backoff).not.toContain(arInbox.undo);
    expect(describeDigest({ type: 'backoff' }, opts)[0]).not.toContain(arInbox.undo);
  });

  test('a schedule and its end are written in one clock, 24 hours, never "9:30 م" beside "09:00"', () => {
    const sentence = describeTimedSchedule({ weekDays: ['monday'], atTime: '9:00', untilDate: '2026-12-01T21:30:00Z' }, opts);
    expect(sentence).toMatch(/^أيام الاثنين عند الساعة 09:00 حتى .*2026، 21:30$/);
    expect(describeTimedSchedule({ atTime: '18:00', untilDate: '2026-12-01T09:05:00Z' }, opts)).toMatch(/، 09:05$/);
  });

  test('"المدة:" stands alone: the nominative dual', () => {
    expect(describeStepMetadata({ jobType: 'custom', metadata: { amount: 2, unit: 'hours' } }, opts)).toEqual(['المدة: ساعتان']);
    expect(describeStepMetadata({ jobType: 'custom', metadata: { amount: 3, unit: 'weeks' } }, opts)).toEqual(['المدة: 3 أسابيع']);
  });

  test('after "كل" every duration is genitive: "كل دقيقتين", never "كل دقيقتان"', () => {
    expect(describeCron('*/2 * * * *', opts)).toBe('كل دقيقتين');
    expect(describeCron('* * * * *', opts)).toBe('كل دقيقة');
    expect(describeCron('*/15 * * * *', opts)).toBe('كل 15 دقيقة');
    expect(describeCron('*/5 * * * *', opts)).toBe('كل 5 دقائق');
    expect(describeCron('0 */2 * * *', opts)).toBe('كل ساعتين عند تمام الساعة');
    expect(describeCron('30 */3 * * *', opts)).toBe('كل 3 ساعات عند الدقيقة 30');
    expect(describeTimedSchedule({ amount: 2, unit: 'days' }, opts)).toBe('كل يومين');
    expect(describeTimedSchedule({ amount: 11, unit: 'days' }, opts)).toBe('كل 11 يومًا');
    expect(describeTimedSchedule({ amount: 2, unit: 'weeks', weekDays: ['monday', 'friday'], atTime: '9:00' }, opts)).toBe(
      'كل أسبوعين، أيام الاثنين والجمعة عند الساعة 09:00',
    );
    expect(describeTimedSchedule({ amount: 2, unit: 'months', monthDays: [1] }, opts)).toBe('في اليوم الأول من كل شهرين');
  });
});
