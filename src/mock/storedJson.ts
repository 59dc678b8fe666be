// The store's data is JSON (plain objects, arrays, strings, numbers, booleans, null): what it
// hands out is a copy, and a filter value matches as a database matches it.

// The store holds JSON data only (plain objects, arrays, strings, numbers, booleans, null), so a
// walk of arrays and plain objects copies it whole, several times faster than a JSON round trip
// or structuredClone on a store of 2,000 messages. Keys whose value is undefined are dropped, as
// JSON drops them.
export const copy = <T>(value: T): T => copyJson(value) as T;

function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = copyJson(item);
  return out;
}


/** Equality of JSON values, as a database matches a filter value (object key order aside). */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => isDeepEqual(item, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((key) => Object.hasOwn(b, key) && isDeepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

