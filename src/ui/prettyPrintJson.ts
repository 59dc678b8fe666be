// Text from the service that may or may not be JSON (a provider's raw answer, for instance).

/** The text pretty-printed with 2-space indents when it parses as JSON, else `undefined`. */
export function prettyPrintJson(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return undefined;
  }
}

/** Any value as indented JSON; never throws (a cycle or a BigInt falls back to `String`). */
export function stringifyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
