// "850 ms", "4.2 sec", "3 min": how long something took, in the largest unit that reads well, in
// the caller's locale (Intl unit names and plurals). Pure: the caller measures.
import { numberFormat } from './intl';

export interface FormatElapsedOptions {
  locale?: string;
}

const STEPS: readonly { unit: 'millisecond' | 'second' | 'minute' | 'hour' | 'day'; ms: number; below: number }[] = [
  { unit: 'millisecond', ms: 1, below: 1_000 },
  { unit: 'second', ms: 1_000, below: 60_000 },
  { unit: 'minute', ms: 60_000, below: 3_600_000 },
  { unit: 'hour', ms: 3_600_000, below: 86_400_000 },
  { unit: 'day', ms: 86_400_000, below: Number.POSITIVE_INFINITY },
];

/** '' for a negative or non-finite span: a duration that cannot be told is not shown. */
export function formatElapsed(ms: number, { locale }: FormatElapsedOptions = {}): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  const step = STEPS.find((candidate) => ms < candidate.below) ?? STEPS[STEPS.length - 1]!;
  return numberFormat(locale, {
    style: 'unit',
    unit: step.unit,
    unitDisplay: 'short',
    maximumFractionDigits: step.unit === 'millisecond' ? 0 : 1,
  }).format(ms / step.ms);
}
