// Where the real browser for tests lives, and how it is started on these machines.
import { existsSync } from 'node:fs';

/** Flags that keep Chromium quiet on a closed network and runnable as root. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser to launch: `CHROMIUM_PATH` if set, else a system Chromium, else undefined so that
 * Playwright uses its own downloaded browser (on machines where that download works).
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = findChromium();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
