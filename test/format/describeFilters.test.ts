import { describe, expect, test } from 'vitest';
import type { FieldFilterPart, StepFilter } from '../../src/api/types';
import { describeFilter, describeFilterPart, describeFilters } from '../../src/format/describeFilters';

const part = (operator: string, value: string, field = 'plan', on = 'payload'): FieldFilterPart => ({
  field,
  value,
  operator,
  on,
});

const group = (children: FieldFilterPart[], value = 'AND', isNegated = false): StepFilter => ({
  isNegated,
  type: 'GROUP',
  value,
  children,
});

describe('describeFilterPart', () => {
  test.each([
    ['LARGER', '5', 'payload.plan is greater than "5"'],
    ['SMALLER', '5', 'payload.plan is less than "5"'],
    ['LARGER_EQUAL', '5', 'payload.plan is at least "5"'],
    ['SMALLER_EQUAL', '5', 'payload.plan is at most "5"'],
    ['EQUAL', 'pro', 'payload.plan is "pro"'],
    ['NOT_EQUAL', 'pro', 'payload.plan is not "pro"'],
    ['ALL_IN', 'a,b,c', 'payload.plan contains all of "a", "b", and "c"'],
    ['ANY_IN', 'a,b', 'payload.plan contains any of "a" or "b"'],
    ['NOT_IN', 'a, b, c', 'payload.plan is not one of "a", "b", or "c"'],
    ['IN', 'pro', 'payload.plan is one of "pro"'],
    ['BETWEEN', '1,10', 'payload.plan is between "1" and "10"'],
    ['NOT_BETWEEN', '1, 10', 'payload.plan is not between "1" and "10"'],
    ['LIKE', 'pro', 'payload.plan contains "pro"'],
    ['NOT_LIKE', 'pro', 'payload.plan does not contain "pro"'],
  ])('%s', (operator, value, expected) => {
    expect(describeFilterPart(part(operator, value))).toBe(expected);
  });

  test('an unknown operator is shown as sent', () => {
    expect(describeFilterPart(part('MATCHES_REGEX', '^p'))).toBe('payload.plan MATCHES_REGEX "^p"');
    expect(describeFilterPart(part('constructor', 'x'))).toBe('payload.plan constructor "x"');
  });

  test('operators are read in any case', () => {
    expect(describeFilterPart(part('not_equal', 'fr', 'locale', 'subscriber'))).toBe(
      'subscriber.locale is not "fr"',
    );
  });

  test('the on prefix is not doubled and may be missing', () => {
    expect(describeFilterPart(part('EQUAL', 'pro', 'payload.plan'))).toBe('payload.plan is "pro"');
    expect(describeFilterPart({ field: 'plan', value: 'pro', operator: 'EQUAL' } as FieldFilterPart)).toBe(
      'plan is "pro"',
    );
  });

  test('values are quoted and escaped, so quotes and spaces stay visible', () => {
    expect(describeFilterPart(part('EQUAL', 'say "hi" '))).toBe('payload.plan is "say \\"hi\\" "');
    expect(describeFilterPart(part('EQUAL', ''))).toBe('payload.plan is ""');
  });

  test('list values may be a JSON array', () => {
    expect(describeFilterPart(part('IN', '["a,b","c"]'))).toBe('payload.plan is one of "a,b" or "c"');
    expect(describeFilterPart(part('IN', '[broken'))).toBe('payload.plan is one of "[broken"');
    expect(describeFilterPart(part('IN', ' , '))).toBe('payload.plan is one of ""');
  });

  test('BETWEEN without exactly two bounds shows the value as sent', () => {
    expect(describeFilterPart(part('BETWEEN', '5'))).toBe('payload.plan is between "5"');
    expect(describeFilterPart(part('BETWEEN', '1,2,3'))).toBe('payload.plan is between "1,2,3"');
  });

  test('list joining follows the phrases\' language, not another locale', () => {
    expect(describeFilterPart(part('IN', 'a,b'), { locale: 'de' })).toBe('payload.plan is one of "a" or "b"');
  });

  test('odd input never throws', () => {
    expect(describeFilterPart(undefined as never)).toBe('');
    expect(describeFilterPart({} as never)).toBe('(no field) ""');
    expect(describeFilterPart({ on: 'payload', value: 3, operator: 'LARGER' } as never)).toBe(
      'payload.(no field) is greater than "3"',
    );
    expect(describeFilterPart({ field: 'n', value: { x: 1 }, operator: 'IN', on: 'payload' } as never)).toBe(
      'payload.n is one of ""',
    );
  });
});

describe('describeFilters', () => {
  const plan = part('EQUAL', 'pro');
  const locale = part('NOT_EQUAL', 'fr', 'locale', 'subscriber');
  const seats = part('LARGER', '10', 'seats');

  test('children joined by the filter value', () => {
    expect(describeFilters([group([plan, locale])])).toBe(
      'payload.plan is "pro" AND subscriber.locale is not "fr"',
    );
    expect(describeFilters([group([plan, locale], 'OR')])).toBe(
      'payload.plan is "pro" OR subscriber.locale is not "fr"',
    );
  });

  test('a missing join word is AND; another word is shown as sent', () => {
    expect(describeFilters([{ ...group([plan, locale]), value: undefined } as never])).toBe(
      'payload.plan is "pro" AND subscriber.locale is not "fr"',
    );
    expect(describeFilters([group([plan, locale], 'xor')])).toBe(
      'payload.plan is "pro" XOR subscriber.locale is not "fr"',
    );
  });

  test('a one-child group has no parentheses', () => {
    expect(describeFilters([group([plan]), group([locale])])).toBe(
      'payload.plan is "pro" AND subscriber.locale is not "fr"',
    );
  });

  test('several filters: groups of several children in parentheses, joined with AND', () => {
    expect(describeFilters([group([plan, locale], 'OR'), group([seats])])).toBe(
      '(payload.plan is "pro" OR subscriber.locale is not "fr") AND payload.seats is greater than "10"',
    );
  });

  test('negation', () => {
    expect(describeFilters([group([plan], 'AND', true)])).toBe('NOT (payload.plan is "pro")');
    expect(describeFilters([group([plan, locale], 'OR', true), group([seats])])).toBe(
      'NOT (payload.plan is "pro" OR subscriber.locale is not "fr") AND payload.seats is greater than "10"',
    );
  });

  test('a nested group is described in parentheses', () => {
    const nested = { ...group([locale, seats], 'OR') } as unknown as FieldFilterPart;
    expect(describeFilters([group([plan, nested])])).toBe(
      'payload.plan is "pro" AND (subscriber.locale is not "fr" OR payload.seats is greater than "10")',
    );
  });

  test('filters without children are left out; none gives ""', () => {
    expect(describeFilters([])).toBe('');
    expect(describeFilters([group([])])).toBe('');
    expect(describeFilters([group([]), group([plan, locale], 'OR')])).toBe(
      'payload.plan is "pro" OR subscriber.locale is not "fr"',
    );
  });

  test('odd input never throws', () => {
    expect(describeFilters(undefined as never)).toBe('');
    expect(describeFilters('x' as never)).toBe('');
    expect(describeFilters([null, 3, { children: 'x' }, group([null as never, plan])] as never)).toBe(
      'payload.plan is "pro"',
    );
  });

  test('describeFilter describes one filter', () => {
    expect(describeFilter(group([plan, locale], 'OR', true))).toBe(
      'NOT (payload.plan is "pro" OR subscriber.locale is not "fr")',
    );
    expect(describeFilter(group([]))).toBe('');
  });
});
