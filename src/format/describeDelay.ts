// A delay step in plain sentences.
import { describeTimedSchedule } from './describeTimedSchedule';
import { durationAmount, formatDuration } from './formatDuration';
import { sentenceLocale } from './intl';
import { isRecord, readNumber, readString } from './narrow';
import { englishPhrases } from './englishPhrases';
import { serviceValue, type PhraseOptions } from './phrases';

export interface DescribeDelayOptions extends PhraseOptions {
  /** Numbers and units follow it when it is the phrases' language (else the phrases' locale). */
  locale?: string;
  /** Zone for dates of a timed delay's schedule; default the runtime's. */
  timeZone?: string;
  now?: number | Date;
}

const KNOWN_TYPES = new Set(['regular', 'scheduled', 'timed']);

/**
 * `regular`: "Waits 2 hours" ("Waits before continuing" without amount and unit); `scheduled`:
 * "Waits until the time in payload.sendAt" (the `delayPath` as sent); `timed` (a newer kind of
 * the service): "Waits for the next scheduled time (every day at 09:00)". An unknown `type` adds
 * "Type: <type>". Takes a `DelayRegularMetadata`, `DelayScheduledMetadata` or any object
 * as the service sent it. Never throws.
 */
export function describeDelay(
  metadata: unknown,
  opts: DescribeDelayOptions = {},
): string[] {
  const phrases = opts.phrases ?? englishPhrases;
  if (!isRecord(metadata)) return [phrases.delayWaits({ duration: undefined })];
  const type = readString(metadata, 'type');
  const delayPath = readString(metadata, 'delayPath');
  const amount = readNumber(metadata, 'amount');
  const unit = readString(metadata, 'unit');

  if (type === 'scheduled' || (type === undefined && delayPath !== undefined)) {
    return [
      phrases.delayUntil({ path: delayPath === undefined ? undefined : serviceValue(delayPath, opts) }),
    ];
  }
  if (type === 'timed' || (type === undefined && isRecord(metadata.timed))) {
    const timed = isRecord(metadata.timed) ? metadata.timed : undefined;
    return [
      phrases.delayForSchedule({ schedule: describeTimedSchedule(timed, { ...opts, amount, unit }) }),
    ];
  }
  const locale = sentenceLocale(phrases.locale, opts.locale);
  const sentences = [
    phrases.delayWaits(
      amount === undefined || unit === undefined
        ? { duration: undefined }
        : { duration: formatDuration(amount, unit, { locale }), amount: durationAmount(amount, unit, { locale }) },
    ),
  ];
  if (type !== undefined && !KNOWN_TYPES.has(type)) {
    sentences.push(phrases.type({ type: serviceValue(type, opts) }));
  }
  return sentences;
}
