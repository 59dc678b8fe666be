// Every Arabic sentence that holds a number, rendered for one locale: the labels with counts as
// the components call them, and the step sentences with the options the components pass. Shared
// by the digit checks in Node and in Chromium, which must agree.
import { arActivity, arFormat, arInbox } from 'inbox-kit/locales/ar';
import {
  describeCron,
  describeDelay,
  describeDigest,
  describeStepMetadata,
  describeTimedSchedule,
  formatOrdinal,
} from 'inbox-kit';
import { activityCountArgs } from '../../src/components/activity/labels/activityLabels';
import { countArgs } from '../../src/components/inbox/inboxLabels';

const COUNTS = [0, 1, 2, 3, 11, 100, 1500];

export function arabicSentences(locale: string): string[] {
  const sentences: string[] = [];
  for (const n of COUNTS) {
    const c = countArgs(n, locale);
    const a = activityCountArgs(n, locale);
    sentences.push(
      arInbox.cappedCount(c),
      arInbox.selectedCount(c),
      arInbox.selectedLoadedOnly(c),
      arInbox.markAsMenuSuffix(c),
      arInbox.marked({ ...c, markAs: 'read' }),
      arInbox.markFailed({ ...c, markAs: 'unseen', reason: 'Bad Request (400)' }),
      arInbox.bell({ ...c, capped: n > 99 }),
      arInbox.newMessages(c),
      arInbox.arrived(c),
      arInbox.changesWaiting(c),
      arInbox.markedAll({ ...c, markAs: 'seen' }),
      arInbox.undone(c),
      arInbox.undoFailed({ ...c, reason: 'timeout after 30 s' }),
      arInbox.errorRateLimited({ seconds: n, formatted: c.formatted }),
      arActivity.showAll(a),
      arActivity.failedSteps(a),
      arActivity.unreadableSteps(a),
      arActivity.showingLast({
        shown: Math.min(n, 10),
        total: n,
        formattedShown: activityCountArgs(Math.min(n, 10), locale).formatted,
        formattedTotal: a.formatted,
      }),
      arActivity.variant(n, a.formatted),
    );
  }

  const opts = {
    phrases: arFormat,
    locale,
    timeZone: 'UTC',
    now: Date.parse('2026-03-10T12:00:00.000Z'),
    isolate: true,
  };
  const events = (n: number) => Array.from({ length: n }, () => ({}));
  for (const n of COUNTS) {
    sentences.push(
      ...describeDigest({ type: 'backoff', amount: n, unit: 'minutes', backoffAmount: n, backoffUnit: 'seconds', events: events(n) }, opts),
      ...describeDelay({ type: 'regular', amount: n, unit: 'hours' }, opts),
      ...describeStepMetadata({ jobType: 'custom', metadata: { type: 'x', amount: n, unit: 'days' }, scheduleExtensionsCount: n }, opts),
      describeTimedSchedule({ amount: n, unit: 'minutes', untilDate: '2026-12-01T09:30:00Z' }, opts),
      formatOrdinal(n, { phrases: arFormat, locale }),
    );
  }
  for (const cron of ['0 9 * * *', '30 18 1,15 * *', '5 */2 * * *', '7 * * * *', '0 9 * * 1-5', '0 9 * 1 *']) {
    sentences.push(
      describeCron(cron, opts) ?? '',
      ...describeDelay({ type: 'timed', timed: { cronExpression: cron, untilDate: '2026-12-01T09:30:00Z' } }, opts),
    );
  }
  sentences.push(
    describeTimedSchedule({ weekDays: ['monday'], atTime: '9:05', amount: 2, unit: 'weeks', untilDate: '2026-01-01' }, opts),
    describeTimedSchedule({ ordinal: '2', ordinalValue: 'tuesday', atTime: '18:30', amount: 3, unit: 'months' }, opts),
  );
  return sentences.filter((sentence) => sentence !== '');
}

/** The text a reader sees outside isolated values (an id or a cron expression keeps its digits). */
export function outsideIsolates(sentence: string): string {
  return sentence.replace(/\u2068[^\u2069]*\u2069/g, '');
}

/** Which digit systems a text uses: `latn` 0–9, `arab` ٠–٩, `arabext` ۰–۹. */
export function digitSystems(text: string): string[] {
  const systems: string[] = [];
  if (/[0-9]/.test(text)) systems.push('latn');
  if (/[\u0660-\u0669]/.test(text)) systems.push('arab');
  if (/[\u06F0-\u06F9]/.test(text)) systems.push('arabext');
  return systems;
}
