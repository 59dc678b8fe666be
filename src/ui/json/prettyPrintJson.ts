// Text from the service that may or may not be JSON (a provider's raw answer, for instance).

/**
 * The text pretty-printed with 2-space indents when it parses as JSON, else `undefined`. The
 * service's own tokens are kept as sent: re-serialising a parsed value would round big numbers
 * (`12345678901234567890` → `12345678901234567000`) and change escapes in the raw answer.
 */
export function prettyPrintJson(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  return reindent(trimmed);
}

const CLOSING: Readonly<Record<string, string>> = { '{': '}', '[': ']' };

/** Re-indents valid JSON text by its punctuation, copying strings and literals untouched. */
function reindent(json: string): string {
  let out = '';
  let depth = 0;
  const newline = () => `\n${'  '.repeat(depth)}`;
  for (let i = 0; i < json.length; i += 1) {
    const ch = json[i]!;
    if (ch === '"') {
      let end = i + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      out += json.slice(i, end + 1);
      i = end;
    } else if (ch === '{' || ch === '[') {
      let next = i + 1;
      while (/\s/.test(json[next]!)) next += 1;
      if (json[next] === CLOSING[ch]) {
        out += ch + CLOSING[ch];
        i = next;
      } else {
        depth += 1;
        out += ch + newline();
      }
    } else if (ch === '}' || ch === ']') {
      depth -= 1;
      out += newline() + ch;
    } else if (ch === ',') {
      out += `,${newline()}`;
    } else if (ch === ':') {
      out += ': ';
    } else if (!/\s/.test(ch)) {
      out += ch;
    }
  }
  return out;
}

/** Any value as indented JSON; never throws (a cycle or a BigInt falls back to `String`). */
export function stringifyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
