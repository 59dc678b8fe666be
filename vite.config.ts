// The library build: ESM entries for `inbox-kit`, `inbox-kit/mock` and `inbox-kit/server`, their
// `.d.ts` files, and the one stylesheet. Peers and dependencies stay external.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalPackages = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const isExternal = (id: string) =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/** Inlines the local `@import`s of src/styles.css into one `styles.css` asset. */
function stylesheet(): Plugin {
  const inline = (file: string): string =>
    readFileSync(file, 'utf8').replace(/@import\s+'([^']+)';/g, (_, path: string) =>
      inline(resolve(dirname(file), path)),
    );
  return {
    name: 'inbox-kit:stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: inline(resolve(root, 'src/styles.css')) });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    dts({ entryRoot: 'src', include: ['src'], tsconfigPath: './tsconfig.build.json' }),
    stylesheet(),
  ],
  build: {
    copyPublicDir: false,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: {
        index: resolve(root, 'src/index.ts'),
        mock: resolve(root, 'src/mock/index.ts'),
        server: resolve(root, 'src/server/index.ts'),
        // One entry per label pack, so an app ships only the languages it imports.
        'locales/en': resolve(root, 'src/locales/en.ts'),
        'locales/de': resolve(root, 'src/locales/de.ts'),
        'locales/ar': resolve(root, 'src/locales/ar.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => isExternal(id) || id === 'msw' || id.startsWith('msw/'),
    },
  },
});
