// Reading loosely typed metadata from the service: a field is used only when it has the expected
// type, so odd input yields a shorter sentence instead of a throw.

export { isRecord } from '../api/isRecord';

/** A finite number, or a string holding one (metadata sometimes arrives stringly typed). */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Milliseconds since the epoch of an ISO string, a timestamp or a Date; `undefined` if invalid. */
export function toTimestamp(value: unknown): number | undefined {
  let time: number;
  if (typeof value === 'string') time = Date.parse(value.trim());
  else if (typeof value === 'number') time = value;
  else if (value instanceof Date) time = value.getTime();
  else return undefined;
  return Number.isFinite(time) ? time : undefined;
}

/** A non-blank string field. */
export function readString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function readNumber(record: Record<string, unknown>, key: string): number | undefined {
  return toFiniteNumber(record[key]);
}

export function readArray(record: Record<string, unknown>, key: string): unknown[] | undefined {
  const value = record[key];
  return Array.isArray(value) ? value : undefined;
}

/** Own properties only: a lookup table must not answer `constructor` or `__proto__`. */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
