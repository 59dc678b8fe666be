// The Language toolbar of Storybook (.storybook/storyLanguage.ts): which labels, direction and
// language a story gets, and that the default, English, leaves every story as it is.
import { describe, expect, test } from 'vitest';
import { Inbox, InboxBell, NotificationActivity, NotificationActivityFeed, NotificationActivityView, NotificationStats } from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { en } from 'inbox-kit/locales/en';
import { argsInPack, DIRECTION_OF_LANGUAGE, storyDirection, storyLanguage, storyPack } from '../../.storybook/storyLanguage';

const story = (component: unknown, args: Record<string, unknown> = {}, parameters: Record<string, unknown> = {}) => ({
  component,
  args,
  parameters,
});

describe('the pack', () => {
  test('the toolbar names it; English by default and for anything else', () => {
    expect(storyPack({ language: 'de' })).toBe(de);
    expect(storyPack({ language: 'ar' })).toBe(ar);
    expect(storyPack({ language: 'en' })).toBe(en);
    expect(storyPack({})).toBe(en);
    expect(storyPack({ language: 'fr' })).toBe(en);
  });
});

describe('the labels', () => {
  test('English touches no story: its args stay the very same', () => {
    expect(argsInPack(story(Inbox, { subscriberId: 's' }), en)).toBeUndefined();
    expect(argsInPack(story(NotificationActivity, { notificationId: 'n' }), en)).toBeUndefined();
  });

  test("each component gets its half of the pack, the story's other args kept", () => {
    expect(argsInPack(story(Inbox, { subscriberId: 's' }), de)).toEqual({ subscriberId: 's', labels: de.inbox });
    expect(argsInPack(story(InboxBell, {}), ar)?.labels).toBe(ar.inbox);
    expect(argsInPack(story(NotificationActivity, {}), ar)?.labels).toBe(ar.activity);
    expect(argsInPack(story(NotificationActivityView, {}), de)?.labels).toBe(de.activity);
  });

  test("the admin's components get its words and the record's", () => {
    for (const component of [NotificationActivityFeed, NotificationStats]) {
      expect(argsInPack(story(component, { days: 7 }), ar)).toEqual({ days: 7, labels: ar.admin, activityLabels: ar.activity });
    }
  });

  test("a page of the story's own says which half it takes (parameters.labelPack)", () => {
    function AdminPage() {
      return null;
    }
    expect(argsInPack(story(AdminPage, {}), de)).toBeUndefined();
    expect(argsInPack(story(AdminPage, {}, { labelPack: 'activity' }), de)?.labels).toBe(de.activity);
    expect(argsInPack(story(AdminPage, {}, { labelPack: 'admin' }), de)).toEqual({ labels: de.admin, activityLabels: de.activity });
  });

  test('a story that sets its own labels keeps them', () => {
    const own = { jobs: 'Schritte' };
    expect(argsInPack(story(NotificationActivity, { labels: own }), ar)).toBeUndefined();
    expect(argsInPack(story(Inbox, { labels: de.inbox }), ar)).toBeUndefined();
  });
});

describe('the direction', () => {
  const context = (dir: string | undefined, own?: string) => ({ globals: { dir }, parameters: own ? { dir: own } : {} });

  test("by default, the language's: right to left in Arabic", () => {
    expect(storyDirection(context(DIRECTION_OF_LANGUAGE), en)).toBe('ltr');
    expect(storyDirection(context(DIRECTION_OF_LANGUAGE), de)).toBe('ltr');
    expect(storyDirection(context(DIRECTION_OF_LANGUAGE), ar)).toBe('rtl');
  });

  test("one set explicitly wins: the Direction toolbar's, then the story's own", () => {
    expect(storyDirection(context('ltr'), ar)).toBe('ltr');
    expect(storyDirection(context('rtl'), en)).toBe('rtl');
    expect(storyDirection(context(DIRECTION_OF_LANGUAGE, 'rtl'), en)).toBe('rtl');
    expect(storyDirection(context('rtl', 'ltr'), ar)).toBe('ltr');
  });
});

describe('what the story and its root get', () => {
  const globals = (language: string, dir = DIRECTION_OF_LANGUAGE) => ({ language, dir });

  test('by default (English, the language\'s direction) exactly what the stories had: no args, ltr, no lang', () => {
    expect(storyLanguage({ ...story(Inbox, { subscriberId: 's' }), globals: globals('en') })).toEqual({
      args: undefined,
      dir: 'ltr',
      lang: undefined,
    });
  });

  test('Arabic: its labels, right to left, lang="ar"', () => {
    expect(storyLanguage({ ...story(InboxBell, {}), globals: globals('ar') })).toEqual({
      args: { labels: ar.inbox },
      dir: 'rtl',
      lang: 'ar',
    });
  });

  test('a story the pack does not reach stays in its own language and direction', () => {
    // The German story sets its own labels; a page of the story's own takes none.
    expect(storyLanguage({ ...story(NotificationActivity, { labels: de.activity }), globals: globals('ar') })).toEqual({
      args: undefined,
      dir: 'ltr',
      lang: undefined,
    });
    function AppOwnPage() {
      return null;
    }
    expect(storyLanguage({ ...story(AppOwnPage), globals: globals('ar') }).dir).toBe('ltr');
    // Its own direction, or one chosen in the toolbar, still holds.
    expect(storyLanguage({ ...story(Inbox, { labels: ar.inbox }, { dir: 'rtl' }), globals: globals('de') }).dir).toBe('rtl');
    expect(storyLanguage({ ...story(AppOwnPage), globals: globals('en', 'rtl') }).dir).toBe('rtl');
  });
});
