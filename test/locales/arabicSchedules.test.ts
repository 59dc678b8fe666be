// Arabic schedules as a native reader says them: ordinals in words ("اليوم الأول", "ثاني يوم
// ثلاثاء"), never "رقم ٢"; times as "عند الساعة"; the service's Monday-to-Friday week said
// outright, since it is not the working week of many Arabic readers.
import { describe, expect, test } from 'vitest';
import { arFormat } from 'inbox-kit/locales/ar';
import { describeCron, describeTimedSchedule, formatOrdinal } from 'inbox-kit';

const opts = { phrases: arFormat, locale: 'ar-u-nu-latn', timeZone: 'UTC', now: Date.parse('2026-03-10T12:00:00Z') };

describe('ordinals', () => {
  test('the days of a month in words, masculine as "يوم" is, genitive after "في اليوم"', () => {
    const words = [1, 2, 3, 10, 11, 12, 15, 19, 20, 21, 22, 29, 30, 31].map((n) => formatOrdinal(n, { phrases: arFormat }));
    expect(words).toEqual([
      'الأول',
      'الثاني',
      'الثالث',
      'العاشر',
      'الحادي عشر',
      'الثاني عشر',
      'الخامس عشر',
      'التاسع عشر',
      'العشرين',
      'الحادي والعشرين',
      'الثاني والعشرين',
      'التاسع والعشرين',
      'الثلاثين',
      'الحادي والثلاثين',
    ]);
  });

  test('beyond the days of a month, the number with the article', () => {
    expect(formatOrdinal(100, { phrases: arFormat, locale: 'ar-u-nu-latn' })).toBe('الـ100');
  });
});

describe('schedules', () => {
  test.each([
    ['0 9 1 * *', 'في اليوم الأول من كل شهر عند الساعة 09:00'],
    ['0 9 1,15 * *', 'في اليوم الأول والخامس عشر من كل شهر عند الساعة 09:00'],
    ['30 18 L * *', 'في اليوم الأخير من كل شهر عند الساعة 18:30'],
    ['0 9 * * *', 'كل يوم عند الساعة 09:00'],
    ['0 9,17 * * *', 'كل يوم عند الساعة 09:00 و17:00'],
    ['0 9 * * 1-5', 'من الاثنين إلى الجمعة عند الساعة 09:00'],
    ['0 9 * * 1,5', 'أيام الاثنين والجمعة عند الساعة 09:00'],
    ['5 * * * *', 'كل ساعة عند الدقيقة 5'],
    ['0 * * * *', 'عند تمام كل ساعة'],
  ])('%s → %s', (expr, expected) => {
    expect(describeCron(expr, opts)).toBe(expected);
  });

  test.each([
    [{ ordinal: '2', ordinalValue: 'tuesday', atTime: '18:30' }, 'في ثاني يوم ثلاثاء من كل شهر عند الساعة 18:30'],
    [{ ordinal: '1', ordinalValue: 'day' }, 'في أول يوم من كل شهر'],
    [{ ordinal: 'last', ordinalValue: 'friday' }, 'في آخر يوم جمعة من كل شهر'],
    [{ ordinal: 'last', ordinalValue: 'weekday' }, 'في آخر يوم عمل (من الاثنين إلى الجمعة) من كل شهر'],
    [{ ordinal: '3', ordinalValue: 'weekend' }, 'في ثالث يوم عطلة أسبوعية (السبت أو الأحد) من كل شهر'],
    [{ ordinal: 'last', ordinalValue: 'friday', amount: 2, unit: 'months' }, 'في آخر يوم جمعة من كل شهرين'],
    [{ ordinal: '4', ordinalValue: 'monday', amount: 3, unit: 'months' }, 'في رابع يوم اثنين من كل 3 أشهر'],
  ])('monthly ordinal %j → %s', (config, expected) => {
    expect(describeTimedSchedule(config, opts)).toBe(expected);
  });

  test('no schedule says "رقم"', () => {
    for (const ordinal of ['1', '2', '3', '4', '5', 'last']) {
      for (const ordinalValue of ['day', 'weekday', 'weekend', 'monday', 'sunday']) {
        expect(describeTimedSchedule({ ordinal, ordinalValue }, opts)).not.toContain('رقم');
      }
    }
  });
});
