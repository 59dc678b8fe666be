// A capability folder (a folder under src/, below a layer such as src/query or
// src/components/inbox, that holds an index.ts) is entered only through its door, the index.ts:
// what it keeps behind the door is free to change without touching the rest (STYLE.md, issue 17).
// The rule resolves relative imports (static, dynamic and re-exports, types included) against the
// file system and reports one that reaches inside a capability folder from outside it.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file `specifier` names from `fromDir`, or undefined when none exists. */
function resolveFile(fromDir, specifier) {
  const base = resolve(fromDir, specifier);
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

const hasDoor = (dir) => existsSync(join(dir, 'index.ts')) || existsSync(join(dir, 'index.tsx'));
const isInside = (path, dir) => path === dir || path.startsWith(dir + sep);

/** @type {import('eslint').Rule.RuleModule} */
export const capabilityDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a capability folder through its index.ts, never a file inside it.' },
    schema: [{ type: 'object', properties: { src: { type: 'string' } }, additionalProperties: false }],
    messages: {
      inside: "'{{specifier}}' reaches inside {{folder}}/: import it through its door ('{{door}}').",
    },
  },
  create(context) {
    const src = resolve(context.options[0]?.src ?? 'src');
    const file = context.filename;
    if (!isInside(file, src)) return {};
    const fromDir = dirname(file);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolveFile(fromDir, source.value);
      if (!target) return;
      // Every folder between the layer and the target that has a door and does not hold the importer.
      const parts = relative(src, dirname(target)).split(sep);
      for (let depth = 2; depth <= parts.length; depth += 1) {
        const folder = join(src, ...parts.slice(0, depth));
        if (!hasDoor(folder) || isInside(file, folder)) continue;
        const isDoor = dirname(target) === folder && /[/\\]index\.tsx?$/.test(target);
        if (isDoor) continue;
        let door = relative(fromDir, folder).split(sep).join('/');
        if (!door.startsWith('.')) door = `./${door}`;
        context.report({
          node: source,
          messageId: 'inside',
          data: { specifier: source.value, folder: relative(src, folder).split(sep).join('/'), door },
        });
        return;
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
