// The peer inboxes the mount bench measures beside ours, installed in bench/peers/ from its own
// package.json and lockfile (exact versions), never by the package, `npm ci` at the root or CI:
// `npm ci` runs there the first time the bench needs them, and again whenever the lockfile
// changes (a marker in its node_modules holds the lockfile's hash).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEnvironment } from '../builtAt';

/** The packages whose versions the report names. */
const NAMED = ['@knocklabs/react', '@knocklabs/react-core', '@knocklabs/client', '@magicbell/react', 'magicbell-js', 'react', 'react-dom'] as const;

export interface InstalledPeers {
  /** bench/peers: the peers' pages are bundled from there. */
  dir: string;
  /** The installed version of each named package. */
  versions: Record<(typeof NAMED)[number], string>;
}

const versionIn = (modules: string, name: string): string =>
  (JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')) as { version: string }).version;

export function installedPeers({ root, log }: { root: string; log: (line: string) => void }): InstalledPeers {
  const dir = join(root, 'bench', 'peers');
  const lock = createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex');
  const marker = join(dir, 'node_modules', '.inbox-kit-bench-installed');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== lock) {
    log('mount bench: installing the peer inboxes in bench/peers (npm ci, once per lockfile)');
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, env: buildEnvironment(), stdio: ['ignore', 'pipe', 'inherit'] });
    writeFileSync(marker, lock);
  }
  const modules = join(dir, 'node_modules');
  const versions = Object.fromEntries(NAMED.map((name) => [name, versionIn(modules, name)])) as InstalledPeers['versions'];
  // Every page runs the same React: ours bundles this checkout's, the peers' pages bench/peers'.
  for (const name of ['react', 'react-dom'] as const) {
    const ours = versionIn(join(root, 'node_modules'), name);
    if (versions[name] !== ours) throw new Error(`bench/peers has ${name} ${versions[name]}, this checkout ${ours}: pin bench/peers/package.json to ${ours}`);
  }
  return { dir, versions };
}
