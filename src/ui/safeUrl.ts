// Links from the service are http(s) or relative, or nothing: no javascript:, data:, vbscript: …

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * The URL if it may be used as a link or image source, else `undefined`.
 * Absolute URLs must be http(s); relative ones (`/path`, `./x`, `?q`, `#a`) are kept.
 */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  // Control characters and whitespace inside a scheme are how `java\tscript:` slips through.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  // Protocol-relative `//host` is absolute in disguise: only accept it as https.
  if (trimmed.startsWith('//')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, 'https://relative.invalid');
  } catch {
    return undefined;
  }
  if (parsed.origin === 'https://relative.invalid' && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    return trimmed;
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined;
}
