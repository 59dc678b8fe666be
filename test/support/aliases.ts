// The package's own entry points resolved to source, so stories and tests import `inbox-kit`,
// `inbox-kit/mock` and `inbox-kit/server` as a user would, without a build.
import { resolve } from 'node:path';

export function packageAliases(root: string): Record<string, string> {
  return {
    'inbox-kit/mock': resolve(root, 'src/mock/index.ts'),
    'inbox-kit/server': resolve(root, 'src/server/index.ts'),
    'inbox-kit/styles.css': resolve(root, 'src/styles.css'),
    'inbox-kit/locales/en': resolve(root, 'src/locales/en.ts'),
    'inbox-kit/locales/de': resolve(root, 'src/locales/de.ts'),
    'inbox-kit/locales/ar': resolve(root, 'src/locales/ar.ts'),
    'inbox-kit': resolve(root, 'src/index.ts'),
  };
}
