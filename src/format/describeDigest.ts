// A digest step (its configuration or the job's runtime digest) in plain sentences.
import { describeTimedSchedule } from './describeTimedSchedule';
import { formatDuration } from './formatDuration';
import { isRecord, readArray, readNumber, readString } from './narrow';
import { countPhrase, phrases } from './phrases';

export interface DescribeDigestOptions {
  locale?: string;
  /** Zone for dates such as a timed digest's `untilDate`; default the runtime's. */
  timeZone?: string;
  /** Decides whether an `untilDate` has passed; default `Date.now()`. */
  now?: number | Date;
}

const KNOWN_TYPES = new Set(['regular', 'backoff', 'timed']);

function duration(
  record: Record<string, unknown>,
  amountKey: string,
  unitKey: string,
  locale: string | undefined,
): string | undefined {
  const amount = readNumber(record, amountKey);
  const unit = readString(record, unitKey);
  // An amount without a unit says nothing a reader could use.
  return amount === undefined || unit === undefined
    ? undefined
    : formatDuration(amount, unit, { locale });
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
  if (!isRecord(digest)) return [phrases.collects];
  const { locale } = opts;
  const type = readString(digest, 'type');
  const digestKey = readString(digest, 'digestKey');
  const sentences: string[] = [];
  const grouped = digestKey === undefined ? [] : [phrases.groupedBy(digestKey)];

  if (type === 'timed' || (type === undefined && isRecord(digest.timed))) {
    sentences.push([phrases.collects, ...grouped].join(', '));
    const timed = isRecord(digest.timed) ? digest.timed : undefined;
    const amount = readNumber(digest, 'amount');
    const unit = readString(digest, 'unit');
    sentences.push(phrases.sendsDigest(describeTimedSchedule(timed, { ...opts, amount, unit })));
  } else {
    const window = duration(digest, 'amount', 'unit', locale);
    const head = window === undefined ? phrases.collects : phrases.collectsFor(window);
    const clauses = [head, ...grouped];
    if (type === 'backoff' || digest.backoff === true) {
      const backoff = duration(digest, 'backoffAmount', 'backoffUnit', locale);
      clauses.push(backoff === undefined ? phrases.backoffWithoutWindow : phrases.backoff(backoff));
    }
    sentences.push(clauses.join(', '));
    if (type !== undefined && !KNOWN_TYPES.has(type)) sentences.push(phrases.type(type));
  }

  if (digest.updateMode === true) sentences.push(phrases.updateMode);

  const events = readArray(digest, 'events');
  if (events !== undefined) {
    sentences.push(
      events.length === 0 ? phrases.noEvents : countPhrase(events.length, phrases.events, locale),
    );
  }
  return sentences;
}
