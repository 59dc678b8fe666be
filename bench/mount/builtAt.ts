// The package as it was at an earlier commit, built as `npm run build` built it then: the "before"
// of the mount bench. Kept under node_modules/.cache by the commit's full hash, so it is built once
// per machine and never confused with another commit.
//
// The commit's files come from `git archive` (an export, not `git worktree add`): nothing is
// registered in the repository, so deleting node_modules (an `npm ci`) leaves nothing stale behind.
// When the commit's lockfile is this checkout's, its node_modules is a link to this checkout's
// (same dependencies, no install, no network); otherwise `npm ci` installs its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Changes when the way the build is made changes, so that an older cached build is made again. */
const RECIPE = 'npm run build without NODE_ENV';

export interface BuiltCommit {
  /** The commit's full hash. */
  commit: string;
  /** A directory with the commit's files and its `dist/`. */
  dir: string;
  /** How its dependencies were provided: `linked` (this checkout's node_modules) or `installed`. */
  dependencies: 'linked' | 'installed';
  /** False when the build was found in the cache. */
  built: boolean;
}

/**
 * The environment of a build as `npm run build` has it from a shell: without the test runner's
 * NODE_ENV=test (with it, Vite's React plugin emits the development JSX runtime) or its variables.
 */
export function buildEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && name !== 'TEST' && !name.startsWith('VITEST')));
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, env: buildEnvironment(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 });
}

/** The full hash of `revision`, or a message that says how to get it (a shallow clone lacks it). */
function fullHash(root: string, revision: string): string {
  try {
    return run('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], root).trim();
  } catch {
    throw new Error(`The mount bench compares with commit ${revision}, which this clone lacks (a shallow clone?): run \`git fetch --unshallow\`.`);
  }
}

/** The build of `revision` (a commit of this repository, in `root`), made now unless cached. */
export function builtAt({ root, revision, log }: { root: string; revision: string; log: (line: string) => void }): BuiltCommit {
  const commit = fullHash(root, revision);
  const dir = join(root, 'node_modules', '.cache', 'inbox-kit-bench', `build-${commit}`);
  const marker = join(dir, '.inbox-kit-bench-built');
  const sameLockfile = run('git', ['show', `${commit}:package-lock.json`], root) === readFileSync(join(root, 'package-lock.json'), 'utf8');
  const dependencies = sameLockfile ? 'linked' : 'installed';
  if (existsSync(marker) && readFileSync(marker, 'utf8') === `${commit} ${RECIPE}`) return { commit, dir, dependencies, built: false };

  log(`mount bench: building ${commit.slice(0, 7)} once (cached in ${dir})`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = join(dir, '..', `build-${commit}.tar`);
  run('git', ['archive', '--format=tar', '-o', archive, commit], root);
  try {
    run('tar', ['-xf', archive, '-C', dir], root);
  } finally {
    rmSync(archive, { force: true });
  }
  if (sameLockfile) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  else run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  writeFileSync(marker, `${commit} ${RECIPE}`);
  return { commit, dir, dependencies, built: true };
}
