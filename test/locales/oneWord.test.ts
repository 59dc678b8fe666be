// One word for what a subscriber sees in the inbox, in every pack: the bell and the title say
// "Notifications", so the counts, the status and the alerts say it too, never "message" beside it
// ("3 messages marked as read" under a bell named "Notifications"). The service's own name for the
// item, "message", stays in the code and the API; no label says it.
import { describe, expect, test } from 'vitest';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { en } from 'inbox-kit/locales/en';
import type { InboxKitLabels, InboxLabels } from 'inbox-kit';
import { countArgs } from '../../src/components/inbox/inboxLabels';

const MARK_AS = ['read', 'unread', 'seen', 'unseen'] as const;
const COUNTS = [0, 1, 2, 3, 11, 100];
/** The labels given a text (a subject, a date, an id) rather than a count. */
const TEXT_ARGUMENT = new Set(['selectMessage', 'rowActions', 'snoozedUntil', 'messageFailed']);

/** Every text a pack's inbox labels can show: each string, and each function at every count and state. */
function everyInboxText(labels: InboxLabels): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const [key, value] of Object.entries(labels)) {
    if (key === 'locale' || key === 'dir') continue;
    if (typeof value === 'string') texts.set(key, [value]);
    else if (typeof value === 'object') texts.set(key, Object.values(value as Record<string, string>));
    else if (TEXT_ARGUMENT.has(key)) texts.set(key, [(value as (text: string) => string)('X')]);
    else {
      const call = value as (args: object) => string;
      texts.set(
        key,
        COUNTS.flatMap((n) => {
          const count = { ...countArgs(n, labels.locale), capped: false, seconds: n };
          return MARK_AS.map((markAs) =>
            call({ ...count, markAs, reason: 'R', unread: count, unseen: count }),
          );
        }),
      );
    }
  }
  return texts;
}

const PACKS: Array<[string, InboxKitLabels, { word: RegExp; other: RegExp }]> = [
  ['en', en, { word: /\bnotifications?\b/i, other: /\bmessages?\b/i }],
  ['de', de, { word: /Benachrichtigung/, other: /Nachricht/ }],
  // "إشعار" throughout; "رسالة" is said only of an SMS step, in the activity.
  // ("إرسال", sending, is not the noun).
  ['ar', ar, { word: /إشعار/, other: /رسالة|رسالت|رسائل/ }],
];

describe.each(PACKS)('%s', (_name, pack, { word, other }) => {
  test('no inbox label calls the item by another word', () => {
    for (const [key, texts] of everyInboxText(pack.inbox)) {
      for (const text of texts) expect(text, key).not.toMatch(other);
    }
  });

  test('the labels that name the item use the word of the bell and the title', () => {
    const texts = everyInboxText(pack.inbox);
    expect(pack.inbox.title).toMatch(word);
    for (const key of ['messageFailed', 'newMessages', 'arrived', 'marked', 'markFailed', 'markedAll', 'markAllFailed', 'undone', 'undoFailed', 'selectedLoadedOnly']) {
      // Past the zero and the one of Arabic ("لا إشعارات", "إشعار واحد"), every count names it.
      for (const text of texts.get(key)!) expect(text, key).toMatch(word);
    }
  });

  test("a digest's update mode says what it updates without a second word for the item", () => {
    expect(pack.activity.format.digestUpdatesMessage).not.toMatch(other);
  });
});
