// A step's filters as one readable condition:
// `payload.plan is "pro" AND subscriber.locale is not "fr"`.
import type { FieldFilterPart, StepFilter } from '../api/types';
import { formatList, sentenceLocale } from './intl';
import { isRecord, lookup, readArray, readString } from './narrow';
import { englishPhrases } from './englishPhrases';
import { quoteValue, serviceValue, type PhraseOptions } from './phrases';

export interface DescribeFiltersOptions extends PhraseOptions {
  /** Joins the values of list operators ("a", "b" or "c") when it is the phrases' language. */
  locale?: string;
}

/** Operators whose value is a list, and the word that joins its items. */
const LIST_OPERATORS: Readonly<Record<string, 'conjunction' | 'disjunction'>> = {
  ALL_IN: 'conjunction',
  ANY_IN: 'disjunction',
  IN: 'disjunction',
  NOT_IN: 'disjunction',
};

const RANGE_OPERATORS = new Set(['BETWEEN', 'NOT_BETWEEN']);

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The items of a list value: a JSON array as sent, or a comma-separated string. */
function listItems(value: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(value)) {
    items = value;
  } else {
    const text = valueText(value).trim();
    items = text.split(',');
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) items = parsed;
      } catch {
        // Not JSON after all: the comma split stands.
      }
    }
  }
  return items.map((item) => valueText(item).trim()).filter((item) => item !== '');
}

function fieldText(part: Record<string, unknown>, opts: DescribeFiltersOptions): string {
  const unknownField = (opts.phrases ?? englishPhrases).filterUnknownField;
  const field = readString(part, 'field')?.trim();
  const on = readString(part, 'on')?.trim();
  if (field === undefined) {
    return on === undefined ? unknownField : `${serviceValue(on, opts)}.${unknownField}`;
  }
  // A field already written with its prefix is not prefixed twice.
  if (on === undefined || field.startsWith(`${on}.`)) return serviceValue(field, opts);
  return serviceValue(`${on}.${field}`, opts);
}

/**
 * `payload.plan is "pro"`: the field with its `on` prefix, the operator in words (an unknown
 * operator as sent) and the value quoted. List operators quote each comma-separated item
 * (`is one of "a", "b" or "c"`); BETWEEN with `"a,b"` reads `is between "a" and "b"`.
 */
export function describeFilterPart(
  part: FieldFilterPart,
  opts: DescribeFiltersOptions = {},
): string {
  if (!isRecord(part)) return '';
  const phrases = opts.phrases ?? englishPhrases;
  const locale = sentenceLocale(phrases.locale, opts.locale);
  const quote = (text: string) => quoteValue(text, opts);
  const operator = readString(part, 'operator')?.trim() ?? '';
  const upper = operator.toUpperCase();
  const operatorWords = lookup<string>(phrases.filterOperators, upper) ?? serviceValue(operator, opts);
  const field = fieldText(part, opts);
  const listType = lookup(LIST_OPERATORS, upper);

  let value: string;
  if (listType !== undefined) {
    const items = listItems(part.value).map(quote);
    value = items.length === 0 ? quote('') : formatList(items, locale, listType);
  } else if (RANGE_OPERATORS.has(upper)) {
    const bounds = valueText(part.value).split(',').map((bound) => bound.trim());
    value =
      bounds.length === 2 && bounds[0] !== undefined && bounds[1] !== undefined
        ? phrases.filterRange({ from: quote(bounds[0]), to: quote(bounds[1]) })
        : quote(valueText(part.value));
  } else {
    value = quote(valueText(part.value));
  }
  return phrases.filterCondition({ field, operator: upper, operatorWords, value });
}

interface DescribedFilter {
  text: string;
  /** Whether the text needs parentheses beside other filters. */
  compound: boolean;
}

function describeOne(filter: unknown, opts: DescribeFiltersOptions): DescribedFilter | undefined {
  if (!isRecord(filter)) return undefined;
  const children = (readArray(filter, 'children') ?? [])
    .map((child) =>
      // A child with children of its own is a nested group: described the same way, in parentheses.
      isRecord(child) && Array.isArray(child.children)
        ? describeOne(child, opts)
        : { text: describeFilterPart(child as FieldFilterPart, opts), compound: false },
    )
    .filter((child): child is DescribedFilter => child !== undefined && child.text !== '');
  if (children.length === 0) return undefined;
  const phrases = opts.phrases ?? englishPhrases;
  const sent = readString(filter, 'value')?.trim().toUpperCase() ?? 'AND';
  const joiner = lookup<string>(phrases.filterJoiners, sent) ?? serviceValue(sent, opts);
  const body =
    children.length === 1
      ? (children[0]?.text ?? '')
      : children
          .map((child) => (child.compound ? `(${child.text})` : child.text))
          .join(` ${joiner} `);
  if (filter.isNegated === true) return { text: phrases.filterNot({ condition: body }), compound: false };
  return { text: body, compound: children.length > 1 };
}

/**
 * All filters of a step as one condition: each filter's children joined by its `value` (`AND`,
 * `OR`; another word as sent), `NOT (…)` when `isNegated`, several filters joined with `AND` and
 * parenthesised when they have several children. A filter without children is left out; no
 * filters at all give ''. Never throws.
 */
export function describeFilters(filters: StepFilter[], opts: DescribeFiltersOptions = {}): string {
  if (!Array.isArray(filters)) return '';
  const described = filters
    .map((filter) => describeOne(filter, opts))
    .filter((filter): filter is DescribedFilter => filter !== undefined);
  if (described.length === 1) return described[0]?.text ?? '';
  return described
    .map((filter) => (filter.compound ? `(${filter.text})` : filter.text))
    .join(` ${(opts.phrases ?? englishPhrases).filterJoiners.AND} `);
}

/** One filter (a group of field conditions) as a condition; '' when it has no children. */
export function describeFilter(filter: StepFilter, opts: DescribeFiltersOptions = {}): string {
  return describeOne(filter, opts)?.text ?? '';
}
