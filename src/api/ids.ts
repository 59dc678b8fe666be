// The service's database ids. The service does not validate ids in a mark-as body: it splits a
// string on commas and answers 500 for a bad id, so the client refuses bad ids before sending.

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Whether `value` is a 24-character hexadecimal database id, as the service's ids are. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value);
}
