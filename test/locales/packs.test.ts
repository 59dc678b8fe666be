// Every pack has every key of the English one, at every depth, with the same kind of value: the
// types already demand it (`satisfies`), and this catches a pack built from JSON or a cast.
import { describe, expect, test } from 'vitest';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { en } from 'inbox-kit/locales/en';
import type { InboxKitLabels } from 'inbox-kit';

/** Each key path with the kind of its value: `inbox.markAs.read: string`, `inbox.bell: function`. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.keys(value)
      .sort()
      .flatMap((key) => shape((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  return [`${path}: ${typeof value}`];
}

function differences(reference: unknown, pack: unknown): { missing: string[]; extra: string[] } {
  const want = shape(reference);
  const have = shape(pack);
  return {
    missing: want.filter((entry) => !have.includes(entry)),
    extra: have.filter((entry) => !want.includes(entry)),
  };
}

const packs: Array<[string, InboxKitLabels]> = [
  ['de', de],
  ['ar', ar],
];

describe('label packs', () => {
  test.each(packs)('%s has exactly the keys of the English pack, at every depth', (_name, pack) => {
    expect(differences(en, pack)).toEqual({ missing: [], extra: [] });
  });

  test('the check finds a key a cast pack lacks, deep or shallow, and a value of the wrong kind', () => {
    const { bell: _bell, ...inbox } = de.inbox;
    const { ordinalValues: _values, ...format } = de.activity.format;
    const broken = JSON.parse(JSON.stringify({ ...de, inbox })) as unknown as InboxKitLabels;
    expect(differences(en, broken).missing).toContain('inbox.bell: function');
    // JSON drops every function: a pack from JSON misses all sentences.
    expect(differences(en, broken).missing).toContain('activity.format.digestEvents: function');
    const shallow = { ...de, activity: { ...de.activity, format: { ...format, ordinalValues: { day: 'Tag' } } } };
    expect(differences(en, shallow).missing).toEqual([
      'activity.format.ordinalValues.weekday: string',
      'activity.format.ordinalValues.weekend: string',
    ]);
    expect(differences(en, { ...de, dir: 1 }).missing).toEqual(['dir: string']);
  });

  test.each([['en', en] as [string, InboxKitLabels], ...packs])(
    '%s names one language and direction throughout',
    (_name, pack) => {
      expect(pack.inbox.locale).toBe(pack.locale);
      expect(pack.activity.locale).toBe(pack.locale);
      expect(pack.activity.format.locale).toBe(pack.locale);
      expect(pack.inbox.dir).toBe(pack.dir);
      expect(pack.activity.dir).toBe(pack.dir);
      expect(pack.admin.locale).toBe(pack.locale);
      expect(pack.admin.dir).toBe(pack.dir);
      expect(new Intl.Locale(pack.locale).language).toBe(pack.locale);
    },
  );

  test('Arabic runs right to left, German and English left to right', () => {
    expect([en.dir, de.dir, ar.dir]).toEqual(['ltr', 'ltr', 'rtl']);
  });

  test('key counts (reported in the change note)', () => {
    const counts = Object.fromEntries(
      [['en', en] as const, ['de', de] as const, ['ar', ar] as const].map(([name, pack]) => [
        name,
        shape(pack).length,
      ]),
    );
    expect(counts.de).toBe(counts.en);
    expect(counts.ar).toBe(counts.en);
    expect(counts.en).toBeGreaterThan(150);
  });
});
