// Module hooks that load ESM as a React Server Component bundler does, for check-package's
// server-component check (run with `--conditions=react-server`): a module whose first statement is
// `'use client'` is not evaluated; the server gets a reference for each of its exports instead.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const USE_CLIENT = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|\s)*['"]use client['"]/;

/** The names an ESM module exports, from its `export { a, b as c }` and `export function d` forms. */
function exportNames(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  for (const [, name] of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+(\w+)/gm)) names.add(name);
  return [...names];
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && /\.m?js$/.test(url)) {
    const source = await readFile(fileURLToPath(url), 'utf8');
    if (USE_CLIENT.test(source)) {
      const references = exportNames(source).map(
        (name) =>
          `export const ${name} = Object.freeze({ $$typeof: Symbol.for('react.client.reference'), $$id: ${JSON.stringify(`${url}#${name}`)} });`,
      );
      return { format: 'module', source: references.join('\n'), shortCircuit: true };
    }
  }
  return nextLoad(url, context);
}
