// "3 changes will be sent when you're back online": a whole sentence in each pack, with the plural
// its language asks for (Intl plural rules), and the count in the pack's number format.
import { expect, test } from 'vitest';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { en } from 'inbox-kit/locales/en';
import { countArgs } from '../../src/components/inbox/inboxLabels';

const sentence = (pack: typeof en | typeof de | typeof ar, count: number) =>
  pack.inbox.changesWaiting(countArgs(count, pack.locale));

test('English: one and other', () => {
  expect(sentence(en, 1)).toBe("1 change will be sent when you're back online");
  expect(sentence(en, 3)).toBe("3 changes will be sent when you're back online");
  expect(sentence(en, 1200)).toBe("1,200 changes will be sent when you're back online");
});

test('German: one and other, German digits', () => {
  expect(sentence(de, 1)).toBe('1 Änderung wird gesendet, sobald Sie wieder online sind');
  expect(sentence(de, 3)).toBe('3 Änderungen werden gesendet, sobald Sie wieder online sind');
  expect(sentence(de, 1200)).toBe('1.200 Änderungen werden gesendet, sobald Sie wieder online sind');
});

test('Arabic: a distinct sentence for each plural category the count falls in', () => {
  const counts = [1, 2, 3, 11, 100];
  expect(counts.map((count) => new Intl.PluralRules('ar').select(count))).toEqual(['one', 'two', 'few', 'many', 'other']);
  const sentences = counts.map((count) => sentence(ar, count));
  expect(new Set(sentences).size).toBe(counts.length);
  expect(sentences[0]).toBe('سيُرسَل تغيير واحد عند عودة الاتصال');
  expect(sentences[1]).toBe('سيُرسَل تغييران عند عودة الاتصال');
  expect(sentences[2]).toContain(new Intl.NumberFormat('ar').format(3));
  expect(sentences[2]).toContain('تغييرات');
});
