// After `npm run build`: the package as a user's app, server or test loads it.
//  1. every path of package.json `exports` exists;
//  2. `inbox-kit`, `inbox-kit/server` and `inbox-kit/mock` load in plain Node both by `import` and
//     by `require` (CommonJS test runners, servers), through the package's own `exports`;
//  3. the `'use client'` directives survive the build, on exactly the source modules that have them;
//  4. what a React Server Component evaluates when it imports `inbox-kit` (the graph from the
//     barrel, stopping at each `'use client'` module, which the server only references) uses no
//     client-only React API; `inbox-kit/server` and `inbox-kit/mock` reach no React at all;
//  5. and so in fact: under React's `react-server` build, with each `'use client'` module replaced
//     by references (.ci/server-components-hooks.mjs), `inbox-kit` loads, `Inbox` and
//     `NotificationActivity` are client references, `createClient` makes a client, and
//     `prefetchInbox` fills a QueryClient that `dehydrate` hands on;
//  6. the shipped stylesheet defines every theme custom property, and the README lists each one;
//  7. every module the build loads on first use (a dynamic `import()` in the ESM build, its
//     `require` in a promise in the CommonJS one) exists and loads in both module systems.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const failures = [];
const fail = (message) => failures.push(message);

// --- 1. exports ---
const targets = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(targets));
const paths = targets(pkg.exports);
for (const path of paths.filter((path) => !existsSync(join(root, path)))) fail(`exports point at a missing file: ${path}`);

// --- 2. import and require, through the package name (Node resolves a package's own name) ---
const require = createRequire(join(root, 'package.json'));
const loaders = {
  import: (specifier) => import(specifier),
  require: async (specifier) => require(specifier),
};
for (const [how, load] of Object.entries(loaders)) {
  const main = await load('inbox-kit');
  for (const name of ['createClient', 'Inbox', 'InboxBell', 'InboxKitProvider', 'NotificationActivity']) {
    if (typeof main[name] !== 'function' && typeof main[name] !== 'object') fail(`${how}('inbox-kit') lacks ${name}`);
  }
  const client = main.createClient({ baseUrl: 'https://example.test/v1', apiKey: 'key' });
  if (typeof client.listMessages !== 'function') fail(`${how}('inbox-kit').createClient() gave no client`);

  const server = await load('inbox-kit/server');
  if (typeof server.createProxyHandler !== 'function') fail(`${how}('inbox-kit/server') lacks createProxyHandler`);

  const mock = await load('inbox-kit/mock');
  const service = mock.createMockService();
  const page = service.store.getFeed(mock.MOCK_IDS.subscribers.default, { page: 0, limit: 5 });
  if (page.data.length !== 5) fail(`${how}('inbox-kit/mock') did not serve a feed page`);
}

// --- 3. the directives ---
const USE_CLIENT = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|\s)*['"]use client['"]/;
const sourceFiles = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
  .map((entry) => join(entry.parentPath, entry.name));
const clientSources = new Set();
for (const file of sourceFiles) {
  const isClient = USE_CLIENT.test(readFileSync(file, 'utf8'));
  if (isClient) clientSources.add(file);
  const base = join(root, 'dist', relative(join(root, 'src'), file).replace(/\.tsx?$/, ''));
  for (const output of [`${base}.js`, `${base}.cjs`]) {
    if (!existsSync(output)) continue; // type-only modules have no output
    if (USE_CLIENT.test(readFileSync(output, 'utf8')) !== isClient) {
      fail(`${relative(root, output)}: 'use client' ${isClient ? 'lost by' : 'added by'} the build`);
    }
  }
}

// --- 4. what a server evaluates ---
// React's `react-server` build exports no state, effect, context or ref hooks: a module the
// server evaluates may import only these from react.
const REACT_SERVER_API = new Set([
  'Children', 'Fragment', 'Profiler', 'StrictMode', 'Suspense', 'cache', 'cloneElement', 'createElement',
  'createRef', 'forwardRef', 'isValidElement', 'lazy', 'memo', 'startTransition', 'use', 'useCallback',
  'useDebugValue', 'useId', 'useMemo', 'version', 'jsx', 'jsxs', 'Fragment',
]);
const IMPORT = /^(?:import|export)\s+(?:([\s\S]*?)\s+from\s+)?["']([^"']+)["'];?$/gm;

/** The relative imports and the named imports of each bare package, of one ESM output module. */
function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(IMPORT)].map(([, clause = '', specifier]) => ({
    specifier,
    names: [...clause.matchAll(/(\w+)(?:\s+as\s+\w+)?/g)].map(([, name]) => name).filter((name) => name !== 'type'),
  }));
}

/** Walks the ESM graph from `entry`, not entering `'use client'` modules; calls `visit` on each other. */
function walkServerGraph(entry, visit) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (USE_CLIENT.test(readFileSync(file, 'utf8'))) continue;
    for (const { specifier, names } of importsOf(file)) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
      else visit(relative(root, file), specifier, names);
    }
  }
  return seen;
}

walkServerGraph(join(root, 'dist/index.js'), (file, specifier, names) => {
  if (specifier === 'react' || specifier === 'react/jsx-runtime') {
    const clientOnly = names.filter((name) => !REACT_SERVER_API.has(name));
    if (clientOnly.length > 0) fail(`${file} runs in a server component but imports ${clientOnly.join(', ')} from react`);
  } else if (specifier === '@tanstack/react-query') {
    const hooks = names.filter((name) => /^use[A-Z]|Provider$|Boundary$/.test(name));
    if (hooks.length > 0) fail(`${file} runs in a server component but imports ${hooks.join(', ')}`);
  } else if (specifier.startsWith('@radix-ui/') || specifier.startsWith('@tanstack/react-virtual') || specifier === 'react-dom') {
    fail(`${file} runs in a server component but imports ${specifier}`);
  }
});
for (const entry of ['dist/server/index.js', 'dist/mock/index.js']) {
  const reached = walkServerGraph(join(root, entry), (file, specifier) => {
    if (/^(react|react-dom|@radix-ui|@tanstack)(\/|$)/.test(specifier)) fail(`${file} (reached from ${entry}) imports ${specifier}`);
  });
  for (const file of reached) {
    if (USE_CLIENT.test(readFileSync(file, 'utf8'))) fail(`${relative(root, file)} (reached from ${entry}) is a client module`);
  }
}

// --- 5. a server component's import, run ---
const serverComponent = `
  import { register } from 'node:module';
  register('./.ci/server-components-hooks.mjs', import.meta.url);
  const kit = await import('inbox-kit');
  const reference = Symbol.for('react.client.reference');
  for (const name of ['Inbox', 'NotificationActivity', 'InboxKitProvider']) {
    if (kit[name]?.$$typeof !== reference) throw new Error(name + ' is not a client reference');
  }
  const client = kit.createClient({ baseUrl: 'https://example.test/v1', apiKey: 'key' });
  if (typeof client.listMessages !== 'function') throw new Error('createClient made no client');
  const { QueryClient, dehydrate } = await import('@tanstack/react-query');
  const page = { data: [{ _id: '65f1c0ffee0ddba11cafe001', read: false, seen: false }], page: 0, pageSize: 20, hasMore: false };
  const served = kit.createClient({ baseUrl: 'https://example.test/v1', apiKey: 'key', fetch: async () => Response.json(page) });
  const queryClient = new QueryClient();
  const prefetched = await kit.prefetchInbox(queryClient, { client: served, subscriberId: 'user-42' });
  if (!prefetched.ok || dehydrate(queryClient).queries.length !== 2) throw new Error('prefetchInbox filled nothing: ' + String(prefetched.error));
`;
const run = spawnSync(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', serverComponent], {
  cwd: root,
  encoding: 'utf8',
});
if (run.status !== 0) fail(`a server component cannot import inbox-kit:\n${run.stderr.trim()}`);

// --- 6. the theme's custom properties, shipped and documented ---
const stylesheet = readFileSync(join(root, 'dist/styles.css'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const themeProperties = new Set([...stylesheet.matchAll(/^\s*(--ik-[\w-]+)\s*:/gm)].map(([, name]) => name));
if (themeProperties.size === 0) fail('dist/styles.css defines no --ik-* custom property');
const spaceScale = /^--ik-space-\d$/; // listed as one row, `--ik-space-1` … `--ik-space-4`
for (const name of themeProperties) {
  if (!readme.includes(`\`${name}\``) && !spaceScale.test(name)) fail(`README's theming table lacks ${name}`);
}

// --- 7. what loads on first use resolves in both module systems ---
const distFiles = readdirSync(join(root, 'dist'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(c?js)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
const lazyChunks = new Set();
for (const file of distFiles) {
  const text = readFileSync(file, 'utf8');
  const pattern = file.endsWith('.cjs')
    ? /Promise\.resolve\(\)\.then\(\(\) => require\("(\.{1,2}\/[^"]+)"\)\)/g
    : /\bimport\("(\.{1,2}\/[^"]+)"\)/g;
  for (const [, specifier] of text.matchAll(pattern)) lazyChunks.add(resolve(dirname(file), specifier));
}
for (const chunk of lazyChunks) {
  if (!existsSync(chunk)) {
    fail(`a module loaded on first use is missing: ${relative(root, chunk)}`);
    continue;
  }
  try {
    const loaded = chunk.endsWith('.cjs') ? require(chunk) : await import(chunk);
    if (Object.keys(loaded).length === 0) fail(`a module loaded on first use exports nothing: ${relative(root, chunk)}`);
  } catch (error) {
    fail(`a module loaded on first use does not load: ${relative(root, chunk)}: ${error.message}`);
  }
}
if (lazyChunks.size === 0) fail('no module of the build loads on first use: the dynamic imports were lost');

if (failures.length > 0) {
  console.error(`package check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `package ok: ${paths.length} export paths; inbox-kit, /server and /mock load by import and require; ` +
    `${clientSources.size} 'use client' modules kept; a server component imports it, calls createClient and prefetchInbox; ` +
    `${lazyChunks.size} modules loaded on first use resolve by import and require`,
);
