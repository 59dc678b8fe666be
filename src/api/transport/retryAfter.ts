// `Retry-After` as a delay: either delta-seconds (`120`) or an HTTP date.

/** The delay in milliseconds that `value` asks for, or undefined when there is none or it is unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
