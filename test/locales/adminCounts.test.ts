// The admin page's counted sentences in each pack: each language's plural forms (Arabic's six,
// the case after a construct), every number written by Intl in the pack's locale.
import { describe, expect, test } from 'vitest';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { en } from 'inbox-kit/locales/en';
import type { InboxKitLabels } from 'inbox-kit';

const counted = (pack: InboxKitLabels, count: number) => ({ count, formatted: new Intl.NumberFormat(pack.locale).format(count) });

describe('the admin pack counts', () => {
  test('English and German: one and other', () => {
    expect(en.admin.shownCount({ ...counted(en, 1), more: false })).toBe('1 notification shown');
    expect(en.admin.shownCount({ ...counted(en, 20), more: true })).toBe('20 notifications shown, more to load');
    expect(en.admin.perDay(counted(en, 30))).toBe('Per day, last 30 days');
    expect(de.admin.shownCount({ ...counted(de, 1), more: false })).toBe('1 Benachrichtigung angezeigt');
    expect(de.admin.shownCount({ ...counted(de, 1200), more: true })).toBe('1.200 Benachrichtigungen angezeigt, weitere können geladen werden');
    expect(de.admin.perDay(counted(de, 30))).toBe('Pro Tag, letzte 30 Tage');
  });

  test('Arabic: each plural category, in the genitive after a construct, every number as Intl writes it', () => {
    const n = (count: number) => counted(ar, count).formatted;
    const shown = (count: number) => ar.admin.shownCount({ ...counted(ar, count), more: false });
    expect(shown(0)).toBe('لم يُعرض أي إشعار');
    expect(shown(1)).toBe('تم عرض إشعار واحد');
    expect(shown(2)).toBe('تم عرض إشعارين');
    expect(shown(3)).toBe(`تم عرض ${n(3)} إشعارات`);
    expect(shown(11)).toBe(`تم عرض ${n(11)} إشعارًا`);
    expect(shown(100)).toBe(`تم عرض ${n(100)} إشعار`);
    expect(ar.admin.shownCount({ ...counted(ar, 2), more: true })).toBe('تم عرض إشعارين، ويمكن تحميل المزيد');
    expect(ar.admin.perDay(counted(ar, 2))).toBe('لكل يوم، خلال آخر يومين');
    expect(ar.admin.perDay(counted(ar, 30))).toBe(`لكل يوم، خلال آخر ${n(30)} يومًا`);
    expect(ar.admin.sentLastWeek).toBe(`آخر ${n(7)} أيام`);
  });

  test('the retention sentence names the earliest day, isolated in Arabic', () => {
    expect(en.admin.retentionExceeded({ earliest: 'October 25, 2026' })).toContain('The earliest day you can see is October 25, 2026.');
    expect(en.admin.retentionExceeded({})).toBe('This range reaches back further than your plan keeps activity.');
    expect(de.admin.retentionExceeded({ earliest: '25. Oktober 2026' })).toContain('ist der 25. Oktober 2026.');
    expect(ar.admin.retentionExceeded({ earliest: '٢٥ أكتوبر ٢٠٢٦' })).toContain('\u2068٢٥ أكتوبر ٢٠٢٦\u2069');
  });
});
