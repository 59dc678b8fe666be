// The one test for "a JSON object": not null and not an array. Code that also wants arrays says
// so with Array.isArray beside it.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
