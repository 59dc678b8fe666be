/** What `queryInteger` reads: one parameter of a request's query and the bounds the service sets for it. */
export interface QueryIntegerOptions {
  search: URLSearchParams;
  name: string;
  min: number;
  max: number;
  /** The value when the parameter is absent or empty. */
  fallback: number;
  /** Where a problem is said, in the service's words (the route answers them with a 400). */
  problems: string[];
}

/**
 * A whole-number query parameter (`page`, `limit`) read as the service's validation reads it: not
 * a whole number is "must be an integer number" (and the fallback is used); out of bounds is "must
 * not be less than" or "greater than" its bound. The one rule of the feed's and the admin list's
 * paging parameters.
 */
export function queryInteger({ search, name, min, max, fallback, problems }: QueryIntegerOptions): number {
  const text = search.get(name);
  if (text === null || text === '') return fallback;
  if (!/^-?\d+$/.test(text)) {
    problems.push(`${name} must be an integer number`);
    return fallback;
  }
  const value = Number(text);
  if (value < min) problems.push(`${name} must not be less than ${min}`);
  else if (value > max) problems.push(`${name} must not be greater than ${max}`);
  return value;
}
