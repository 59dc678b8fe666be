// The Language toolbar: every story in each label pack (en, de, ar), as a designer checks them.
// A story that sets its own `labels` keeps them (and its language); every other gets the chosen
// pack's labels for its component (and with them the pack's locale for dates and numbers), `lang`,
// and right to left in Arabic unless a direction is set (the story's `parameters.dir`, or the
// Direction toolbar). English, the default, changes nothing: no args are touched and no `lang`
// is set, so the stories' tests and screenshots are those of the components' own defaults.
import type { Args } from '@storybook/react-vite';
import {
  Inbox,
  InboxBell,
  NotificationActivity,
  NotificationActivityFeed,
  NotificationActivityView,
  NotificationStats,
  type InboxKitLabels,
} from 'inbox-kit';
import { ar } from 'inbox-kit/locales/ar';
import { de } from 'inbox-kit/locales/de';
import { en } from 'inbox-kit/locales/en';

export const LANGUAGES = [
  { value: 'en', title: 'English', pack: en },
  { value: 'de', title: 'Deutsch', pack: de },
  { value: 'ar', title: 'العربية', pack: ar },
] as const satisfies ReadonlyArray<{ value: string; title: string; pack: InboxKitLabels }>;

/** What these functions read of a story's context (Storybook's `StoryContext` has it all). */
export interface StoryInfo {
  args: Args;
  parameters: Record<string, unknown>;
  component?: unknown;
  globals: Record<string, unknown>;
}

/** The Direction toolbar's default: the chosen language's own direction. */
export const DIRECTION_OF_LANGUAGE = 'language';

/**
 * Which part of a pack a story's `labels` arg takes: `parameters.labelPack` (for a story whose
 * component is the story's own, such as a page composed from the library), else its component's.
 * The admin's components take the pack's `admin` words as `labels` and its `activity` words as
 * `activityLabels`.
 */
export type LabelPart = 'inbox' | 'activity' | 'admin';

const PART_OF_COMPONENT: ReadonlyMap<unknown, LabelPart> = new Map<unknown, LabelPart>([
  [Inbox, 'inbox'],
  [InboxBell, 'inbox'],
  [NotificationActivity, 'activity'],
  [NotificationActivityView, 'activity'],
  [NotificationActivityFeed, 'admin'],
  [NotificationStats, 'admin'],
]);

/** The pack the Language toolbar names; English for anything else. */
export function storyPack(globals: Record<string, unknown>): InboxKitLabels {
  return LANGUAGES.find((language) => language.value === globals.language)?.pack ?? en;
}

/** `dir` of the story's root: the story's own, else the toolbar's, else the pack's. */
export function storyDirection(context: Pick<StoryInfo, 'parameters' | 'globals'>, pack: InboxKitLabels): string {
  const own = context.parameters.dir as string | undefined;
  const chosen = context.globals.dir as string | undefined;
  return own ?? (chosen === 'ltr' || chosen === 'rtl' ? chosen : pack.dir);
}

/** What the story's root and the story get: the args in the pack (or none), `dir` and `lang`. */
export interface StoryLanguage {
  args: Args | undefined;
  dir: string;
  lang: string | undefined;
}

export function storyLanguage(context: StoryInfo): StoryLanguage {
  const args = argsInPack(context, storyPack(context.globals));
  // A story the pack does not reach (its own labels, or no component that takes them) stays in
  // its own language: English's direction and no `lang`.
  const shown = args ? storyPack(context.globals) : en;
  return { args, dir: storyDirection(context, shown), lang: shown === en ? undefined : shown.locale };
}

/**
 * The story's args in `pack`: its `labels` set to the pack's half its component takes, unless the
 * story sets labels itself or renders nothing that takes them. `undefined` when nothing changes.
 */
export function argsInPack(context: Omit<StoryInfo, 'globals'>, pack: InboxKitLabels): Args | undefined {
  if (pack === en || context.args.labels !== undefined) return undefined;
  const part = (context.parameters.labelPack as LabelPart | undefined) ?? PART_OF_COMPONENT.get(context.component);
  if (part === undefined) return undefined;
  return part === 'admin'
    ? { ...context.args, labels: pack.admin, activityLabels: pack.activity }
    : { ...context.args, labels: pack[part] };
}
