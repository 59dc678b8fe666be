// After `npm run build`: every path of package.json `exports` exists, and the entries that run
// without a DOM (mock, server) import and work in plain Node, as a user's server or test would.
import { existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const paths = Object.values(pkg.exports).flatMap((target) =>
  typeof target === 'string' ? [target] : Object.values(target),
);
const missing = paths.filter((path) => !existsSync(path));
if (missing.length > 0) throw new Error(`exports point at missing files: ${missing.join(', ')}`);

const server = await import(new URL('../dist/server.js', import.meta.url).href);
if (typeof server.createProxyHandler !== 'function') throw new Error('inbox-kit/server lacks createProxyHandler');

const mock = await import(new URL('../dist/mock.js', import.meta.url).href);
const service = mock.createMockService();
const page = service.store.getFeed(mock.MOCK_IDS.subscribers.default, { page: 0, limit: 5 });
if (page.data.length !== 5) throw new Error('inbox-kit/mock did not serve a feed page');

console.log(`package ok: ${paths.length} export paths, server and mock entries load in Node`);
