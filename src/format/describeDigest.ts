// A digest step (its configuration or the job's runtime digest) in plain sentences.
import { describeTimedSchedule } from './describeTimedSchedule';
import { durationAmount, formatDuration } from './formatDuration';
import { formatNumber, sentenceLocale } from './intl';
import { isRecord, readArray, readNumber, readString } from './narrow';
import { englishPhrases } from './englishPhrases';
import { serviceValue, type PhraseDuration, type PhraseOptions } from './phrases';

export interface DescribeDigestOptions extends PhraseOptions {
  /** Numbers and units follow it when it is the phrases' language (else the phrases' locale). */
  locale?: string;
  /** Zone for dates such as a timed digest's `untilDate`; default the runtime's. */
  timeZone?: string;
  /** Decides whether an `untilDate` has passed; default `Date.now()`. */
  now?: number | Date;
}

const KNOWN_TYPES = new Set(['regular', 'backoff', 'timed']);

/** A window as a phrase and in parts; both `undefined` when the record has no amount and unit. */
function duration(
  record: Record<string, unknown>,
  amountKey: string,
  unitKey: string,
  locale: string | undefined,
): { window: string | undefined; windowAmount: PhraseDuration | undefined } {
  const amount = readNumber(record, amountKey);
  const unit = readString(record, unitKey);
  // An amount without a unit says nothing a reader could use.
  return amount === undefined || unit === undefined
    ? { window: undefined, windowAmount: undefined }
    : { window: formatDuration(amount, unit, { locale }), windowAmount: durationAmount(amount, unit, { locale }) };
}

/**
 * Sentences without final stops, e.g. regular: "Collects events for 5 minutes, grouped by postId";
 * backoff adds ", only if another event arrived in the last 30 seconds (backoff)"; timed:
 * "Collects events, grouped by postId" then "Sends the digest every Monday at 09:00". Then, when
 * present, a sentence for `updateMode` and one for the number of `events`. An unknown `type` adds
 * "Type: <type>". Takes a `DigestMetadata`, a step's `StepMetadata` or any object as the
 * service sent it. Never throws; input that is not an object gives ["Collects events"].
 */
export function describeDigest(
  digest: unknown,
  opts: DescribeDigestOptions = {},
): string[] {
  const phrases = opts.phrases ?? englishPhrases;
  const noWindow = { window: undefined, digestKey: undefined, backoff: undefined };
  if (!isRecord(digest)) return [phrases.digestCollects(noWindow)];
  const locale = sentenceLocale(phrases.locale, opts.locale);
  const type = readString(digest, 'type');
  const key = readString(digest, 'digestKey');
  const digestKey = key === undefined ? undefined : serviceValue(key, opts);
  const sentences: string[] = [];

  if (type === 'timed' || (type === undefined && isRecord(digest.timed))) {
    sentences.push(phrases.digestCollects({ ...noWindow, digestKey }));
    const timed = isRecord(digest.timed) ? digest.timed : undefined;
    const amount = readNumber(digest, 'amount');
    const unit = readString(digest, 'unit');
    sentences.push(
      phrases.digestSends({ schedule: describeTimedSchedule(timed, { ...opts, amount, unit }) }),
    );
  } else {
    const backoff =
      type === 'backoff' || digest.backoff === true
        ? duration(digest, 'backoffAmount', 'backoffUnit', locale)
        : undefined;
    sentences.push(phrases.digestCollects({ ...duration(digest, 'amount', 'unit', locale), digestKey, backoff }));
    if (type !== undefined && !KNOWN_TYPES.has(type)) {
      sentences.push(phrases.type({ type: serviceValue(type, opts) }));
    }
  }

  if (digest.updateMode === true) sentences.push(phrases.digestUpdatesMessage);

  const events = readArray(digest, 'events');
  if (events !== undefined) {
    const count = events.length;
    sentences.push(phrases.digestEvents({ count, formatted: formatNumber(count, locale) }));
  }
  return sentences;
}
