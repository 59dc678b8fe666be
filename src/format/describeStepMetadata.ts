// Any job's step metadata in sentences: picks the digest or delay description by job type, or
// by the metadata's shape when the type is missing, and says something generic otherwise.
import type { StepType } from '../api/types';
import { describeDelay } from './describeDelay';
import { describeDigest } from './describeDigest';
import { scheduleExtensionsCount } from './describeScheduleExtensions';
import { durationAmount, formatDuration } from './formatDuration';
import { sentenceLocale } from './intl';
import { isRecord, readNumber, readString } from './narrow';
import { englishPhrases } from './englishPhrases';
import { serviceValue, type PhraseOptions } from './phrases';

export interface StepMetadataInput {
  /** The job's `type` (`digest`, `delay`, …); unknown values are fine. */
  jobType?: StepType;
  /** The step's `metadata` as the service sent it. */
  metadata?: unknown;
  /**
   * The job's runtime `digest` (a `DigestMetadata`); preferred over `metadata` for a digest
   * since it carries `events`.
   */
  digest?: unknown;
  /** The job's `scheduleExtensionsCount`: adds "Extended twice to fit the subscriber's …". */
  scheduleExtensionsCount?: number;
}

export interface DescribeStepMetadataOptions extends PhraseOptions {
  locale?: string;
  timeZone?: string;
  now?: number | Date;
}

const DIGEST_FIELDS = [
  'digestKey',
  'backoff',
  'backoffAmount',
  'backoffUnit',
  'updateMode',
  'timed',
  'events',
];

function inferKind(metadata: unknown, digest: unknown): 'digest' | 'delay' | undefined {
  if (isRecord(digest)) return 'digest';
  if (!isRecord(metadata)) return undefined;
  const type = readString(metadata, 'type');
  if (type === 'scheduled' || readString(metadata, 'delayPath') !== undefined) return 'delay';
  if (type === 'backoff' || type === 'timed') return 'digest';
  if (DIGEST_FIELDS.some((field) => metadata[field] !== undefined)) return 'digest';
  // `{ type: 'regular', amount, unit }` fits a digest and a delay alike: say only what is sure.
  return undefined;
}

function describeGeneric(metadata: unknown, opts: DescribeStepMetadataOptions): string[] {
  if (!isRecord(metadata)) return [];
  const phrases = opts.phrases ?? englishPhrases;
  const locale = sentenceLocale(phrases.locale, opts.locale);
  const sentences: string[] = [];
  const type = readString(metadata, 'type');
  if (type !== undefined) sentences.push(phrases.type({ type: serviceValue(type, opts) }));
  const amount = readNumber(metadata, 'amount');
  const unit = readString(metadata, 'unit');
  if (amount !== undefined && unit !== undefined) {
    sentences.push(
      phrases.duration({
        duration: formatDuration(amount, unit, { locale }),
        amount: durationAmount(amount, unit, { locale }),
      }),
    );
  }
  return sentences;
}

/**
 * Sentences for a job's step: `digest` → `describeDigest`, `delay` → `describeDelay`, anything
 * else → "Type: <metadata type>" and "Duration: <amount unit>" when the metadata has them (a step
 * without metadata, e.g. an email, gives []). A positive `scheduleExtensionsCount` adds a last
 * sentence. Never throws.
 */
export function describeStepMetadata(
  input: StepMetadataInput,
  opts: DescribeStepMetadataOptions = {},
): string[] {
  if (!isRecord(input)) return [];
  const { metadata, digest } = input;
  const jobType = readString(input, 'jobType')?.toLowerCase();
  const kind = jobType ?? inferKind(metadata, digest);

  let sentences: string[];
  if (kind === 'digest') {
    const source = isRecord(digest) ? digest : isRecord(metadata) ? metadata : undefined;
    sentences = describeDigest(source, opts);
  } else if (kind === 'delay') {
    sentences = describeDelay(isRecord(metadata) ? metadata : undefined, opts);
  } else {
    sentences = describeGeneric(metadata, opts);
  }

  const extensions = scheduleExtensionsCount(readNumber(input, 'scheduleExtensionsCount'), opts);
  const phrases = opts.phrases ?? englishPhrases;
  return extensions === undefined ? sentences : [...sentences, phrases.scheduleExtended(extensions)];
}
