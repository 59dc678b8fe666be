// The library build: ESM (`.js`) and CommonJS (`.cjs`) modules for `inbox-kit`, `inbox-kit/mock`
// and `inbox-kit/server`, one per source module, and the one stylesheet. Peers and dependencies
// stay external. The `.d.ts` files come after, from scripts/build-types.mjs (`npm run build`).
import { readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * What TypeScript resolves `import 'inbox-kit/styles.css'` to (the `types` of its export): a module
 * without exports. From TypeScript 6 on an import it cannot resolve is an error
 * (`noUncheckedSideEffectImports`), a stylesheet's too. scripts/build-types.mjs adds its `.d.cts`.
 */
const STYLESHEET_TYPES = "// The stylesheet has no exports: `import 'inbox-kit/styles.css'` is for its side effect.\nexport {};\n";

/** Inlines the local `@import`s of src/styles.css into one `styles.css` asset, and its types. */
function stylesheet(): Plugin {
  const inline = (file: string): string =>
    readFileSync(file, 'utf8').replace(/@import\s+'([^']+)';/g, (_, path: string) =>
      inline(resolve(dirname(file), path)),
    );
  return {
    name: 'inbox-kit:stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: inline(resolve(root, 'src/styles.css')) });
      this.emitFile({ type: 'asset', fileName: 'styles.css.d.ts', source: STYLESHEET_TYPES });
    },
  };
}

/**
 * Marks the module-level `forwardRef(…)`, `memo(…)` and `createContext(…)` calls pure, so a
 * bundler may drop a component or context the app never uses from a module it imports.
 */
function pureReactCalls(): Plugin {
  return {
    name: 'inbox-kit:pure-react-calls',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id)) return null;
      const marked = code.replace(/^((?:export\s+)?const\s+\w+(?:\s*:[^=]+)?\s*=\s*)(forwardRef|memo|createContext)\b/gm, '$1/* @__PURE__ */ $2');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}

/** A module that starts with the `'use client'` directive (comments before it allowed). */
const USE_CLIENT = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|\s)*['"]use client['"]/;
const clientModules = new Map<string, boolean>();
function isClientModule(file: string): boolean {
  let client = clientModules.get(file);
  if (client === undefined) {
    client = USE_CLIENT.test(readFileSync(file, 'utf8'));
    clientModules.set(file, client);
  }
  return client;
}

/** Where the source modules' React imports go instead: see src/jsxRuntime.ts and src/reactClient.ts. */
const SHARED_REACT_MODULES = new Map([
  ['react/jsx-runtime', resolve(root, 'src/jsxRuntime.ts')],
  ['react', resolve(root, 'src/reactClient.ts')],
]);

/** The module of our own that `importer`'s import of `id` goes to, or undefined to import it as is. */
function sharedReactModule(id: string, importer: string | undefined): string | undefined {
  const shared = SHARED_REACT_MODULES.get(id);
  if (shared === undefined || importer === undefined || importer === shared) return undefined;
  if (!importer.startsWith(resolve(root, 'src') + sep)) return undefined;
  // Only a client module's: one without the directive may run in a server component, whose React
  // has none of the hooks src/reactClient.ts names.
  if (id === 'react' && !isClientModule(importer)) return undefined;
  return shared;
}

/**
 * Points the React imports of the source modules at src/jsxRuntime.ts and src/reactClient.ts, which
 * alone import React: an app bundled by esbuild then carries two import statements of React instead
 * of one per component module, some ninety (esbuild keeps an external import per bundled module).
 */
function sharedReactImports(): Plugin {
  return {
    name: 'inbox-kit:shared-react-imports',
    // Builds only: a dev server (Storybook's) serves the source modules as they are.
    apply: 'build',
    enforce: 'pre',
    resolveId: (id, importer) => sharedReactModule(id, importer) ?? null,
  };
}

export default defineConfig({
  plugins: [
    sharedReactImports(),
    pureReactCalls(),
    react(),
    stylesheet(),
  ],
  build: {
    copyPublicDir: false,
    sourcemap: true,
    // Readable modules: the app's bundler minifies; a stack trace or a debugger reads these.
    minify: false,
    target: 'es2022',
    lib: {
      entry: {
        index: resolve(root, 'src/index.ts'),
        'mock/index': resolve(root, 'src/mock/index.ts'),
        'server/index': resolve(root, 'src/server/index.ts'),
        // One entry per label pack, so an app ships only the languages it imports.
        'locales/en': resolve(root, 'src/locales/en.ts'),
        'locales/de': resolve(root, 'src/locales/de.ts'),
        'locales/ar': resolve(root, 'src/locales/ar.ts'),
      },
      formats: ['es', 'cjs'],
      fileName: (format, entryName) => `${entryName}.${format === 'cjs' ? 'cjs' : 'js'}`,
    },
    rolldownOptions: {
      // React's imports that go to our own modules are not external (sharedReactImports).
      external: (id, importer) =>
        sharedReactModule(id, importer) === undefined && (isExternal(id) || id === 'msw' || id.startsWith('msw/')),
      output: {
        // One output module per source module: a bundler drops what an app does not import, and
        // each `'use client'` directive stays on the module it belongs to.
        preserveModules: true,
        preserveModulesRoot: 'src',
      },
    },
  },
});
