// The docs keep up with the API. Every value an entry point exports (function, component,
// constant) and every type a user has to write down is named somewhere in README.md or docs/;
// every example file a page shows is shown verbatim; every link between the pages lands on a file
// and a heading that exist. A new export fails here until it is documented, with the page to add
// it to in the message.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import * as main from 'inbox-kit';
import * as en from 'inbox-kit/locales/en';
import * as de from 'inbox-kit/locales/de';
import * as ar from 'inbox-kit/locales/ar';
import * as mock from 'inbox-kit/mock';
import * as server from 'inbox-kit/server';

const root = fileURLToPath(new URL('../', import.meta.url));
const read = (path: string) => readFileSync(root + path, 'utf8');

interface Entry {
  /** The import specifier. */
  specifier: string;
  module: object;
  /** The entry's source (test/support/aliases.ts resolves the specifier to it). */
  source: string;
  /** Where a missing name of this entry belongs, unless its source folder says better. */
  page: string;
}

const ENTRIES: readonly Entry[] = [
  { specifier: 'inbox-kit', module: main, source: 'src/index.ts', page: 'docs/hooks.md' },
  { specifier: 'inbox-kit/mock', module: mock, source: 'src/mock/index.ts', page: 'docs/mock.md' },
  { specifier: 'inbox-kit/server', module: server, source: 'src/server/index.ts', page: 'docs/server.md' },
  { specifier: 'inbox-kit/locales/en', module: en, source: 'src/locales/en.ts', page: 'docs/formatting-and-locales.md' },
  { specifier: 'inbox-kit/locales/de', module: de, source: 'src/locales/de.ts', page: 'docs/formatting-and-locales.md' },
  { specifier: 'inbox-kit/locales/ar', module: ar, source: 'src/locales/ar.ts', page: 'docs/formatting-and-locales.md' },
];

/**
 * The types a user has to write down: the props, options, results, arguments of callbacks and
 * label packs (by the ending of their names), and these, which an app names to hold or pass on
 * what the hooks and components give it.
 */
const USER_TYPE_ENDINGS = /(?:Props|Options|Result|Args|Input|Variables|Labels|Overrides|Setting)$/;
const USER_TYPES = new Set([
  'FeedMessage',
  'Message',
  'MessagesPage',
  'MarkAs',
  'MessagesFilter',
  'MessageCounts',
  'MessageFlags',
  'UndoableChange',
  'InboxKitClient',
  'ActivityNotification',
  'ActivityJob',
  'ExecutionDetail',
  'InboxMessageClickDetails',
  'OfflineRefusal',
  'OfflineStorage',
  'StoredChange',
  'ConnectionSource',
  'JobExpansion',
  'OverallStatus',
  'JobStatusClass',
  'FormatPhrases',
  'ProxyIdentity',
  'ProxyHandler',
  'MockService',
]);

interface Export {
  name: string;
  typeOnly: boolean;
  /** The module it is re-exported from (`./query/useMessages`), or the entry's own file. */
  from: string;
}

/** The exports a source file declares, read by TypeScript's parser (no type check). */
function exportsOf(path: string): Export[] {
  const file = ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: Export[] = [];
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : path;
      for (const element of statement.exportClause.elements) {
        found.push({ name: element.name.text, typeOnly: statement.isTypeOnly || element.isTypeOnly, from });
      }
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) found.push({ name: declaration.name.text, typeOnly: false, from: path });
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && exported(statement) && statement.name) {
      found.push({ name: statement.name.text, typeOnly: false, from: path });
    } else if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && exported(statement)) {
      found.push({ name: statement.name.text, typeOnly: true, from: path });
    }
  }
  return found;
}

/** README.md and every page under docs/, by path. */
function docPages(): Map<string, string> {
  const pages = new Map([['README.md', read('README.md')]]);
  for (const file of readdirSync(root + 'docs', { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.md')) pages.set(`docs/${file}`, read(`docs/${file}`));
  }
  return pages;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namedIn = (text: string, name: string) => new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).test(text);

/** The page a missing export belongs on, by where it comes from. */
function pageFor(entry: Entry, { name, from }: Export): string {
  if (entry.specifier !== 'inbox-kit') return entry.page;
  if (/^\.\/components\/activity\//.test(from) || /Notification(?!s)/.test(name)) return 'docs/activity.md';
  if (/^use[A-Z]/.test(name) || /^\.\/query\//.test(from)) return 'docs/hooks.md';
  if (/^\.\/components\/inbox\//.test(from)) return 'docs/inbox.md';
  if (/^\.\/(?:format|locales)\//.test(from)) return 'docs/formatting-and-locales.md';
  if (/^\.\/api\/(?:client|errors)$/.test(from)) return 'README.md (The client) or docs/types.md';
  return 'docs/types.md';
}

describe('the docs name every public export', () => {
  const pages = docPages();
  const allText = [...pages.values()].join('\n');

  test.each(ENTRIES)('$specifier: every value and every type a user writes down', (entry) => {
    const declared = exportsOf(entry.source);
    // The parser must see what the module really exports, or a form it does not read hides names.
    expect(declared.filter((item) => !item.typeOnly).map((item) => item.name).sort()).toEqual(Object.keys(entry.module).sort());

    const wanted = declared.filter((item) => !item.typeOnly || USER_TYPE_ENDINGS.test(item.name) || USER_TYPES.has(item.name));
    const missing = wanted
      .filter((item) => !namedIn(allText, item.name))
      .map((item) => `${item.typeOnly ? 'type ' : ''}${item.name} (from ${item.from}): document it in ${pageFor(entry, item)}`);
    expect(missing, `Exports of ${entry.specifier} named in no doc (README.md, docs/*.md)`).toEqual([]);
  });

  test('each label pack is named by its import path', () => {
    const locales = ENTRIES.filter((entry) => entry.specifier.startsWith('inbox-kit/locales/'));
    expect(locales.filter((entry) => !allText.includes(entry.specifier)).map((entry) => entry.specifier)).toEqual([]);
  });

  test('the user types the rule names exist (a renamed type fails here, not silently)', () => {
    const types = new Set(ENTRIES.flatMap((entry) => exportsOf(entry.source).filter((item) => item.typeOnly).map((item) => item.name)));
    expect([...USER_TYPES].filter((name) => !types.has(name))).toEqual([]);
  });
});

/** `<!-- verbatim: docs/examples/X.tsx -->` followed by a fenced block: the block must be the file. */
const VERBATIM = /<!-- verbatim: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g;

describe('examples shown in the docs are the files themselves', () => {
  const pages = docPages();
  const shown = [...pages].flatMap(([page, text]) =>
    [...text.matchAll(VERBATIM)].map(([, path, block]) => ({ page, path: path!, block: block! })),
  );

  test('docs/headless.md shows the headless example', () => {
    expect(shown.filter((item) => item.page === 'docs/headless.md').map((item) => item.path)).toContain(
      'docs/examples/HeadlessInbox.tsx',
    );
  });

  test('every example file is shown somewhere, and every block shown equals its file', () => {
    const examples = readdirSync(root + 'docs/examples', { encoding: 'utf8' }).map((file) => `docs/examples/${file}`);
    expect(examples.filter((path) => !shown.some((item) => item.path === path))).toEqual([]);
    for (const { page, path, block } of shown) {
      expect(block, `${page} shows ${path}; copy the file into the block again`).toBe(read(path).replace(/\n$/, ''));
    }
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  // Headings outside fenced blocks only.
  const prose = text.replace(/```[\s\S]*?```/g, '');
  for (const [, heading] of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = slugOf(heading!);
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

test('every link between the pages lands on a page and a heading that exist', () => {
  const pages = docPages();
  const broken: string[] = [];
  for (const [page, text] of pages) {
    const dir = page.includes('/') ? page.slice(0, page.lastIndexOf('/') + 1) : '';
    const prose = text.replace(/```[\s\S]*?```/g, '');
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split('#') as [string, string | undefined];
      const resolved = path === '' ? page : new URL(path, `file:///${dir}`).pathname.slice(1);
      const exists = resolved === page || pages.has(resolved) || safeExists(resolved);
      if (!exists) broken.push(`${page}: ${target} (no such file)`);
      else if (anchor && pages.has(resolved) && !anchorsOf(pages.get(resolved)!).has(anchor)) broken.push(`${page}: ${target} (no such heading)`);
    }
  }
  expect(broken).toEqual([]);
});

function safeExists(path: string): boolean {
  try {
    readdirSync(root + path);
    return true;
  } catch {
    try {
      read(path);
      return true;
    } catch {
      return false;
    }
  }
}
