// Lint: TypeScript and hook rules, plus the import direction of STYLE.md enforced, not remembered:
// api ← query ← components → ui; format is a leaf; mock/ and server/ see api/ only;
// components/inbox and components/activity never import each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { capabilityDoors } from './eslint/capabilityDoors.js';

const restrict = (files, patterns) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: patterns.map(([group, message]) => ({ group, message })) },
    ],
  },
});

// A relative import that passes through one of these folders.
const seg = (...names) => names.flatMap((n) => [`**/${n}`, `**/${n}/**`]);

const noReact = [['react', 'react-dom', 'react/*', '@tanstack/*', '@radix-ui/*'], 'No React here.'];

export default tseslint.config(
  {
    ignores: [
      'dist/', 'storybook-static/', 'node_modules/', '.storybook/public/', 'coverage/',
      // The example apps' own build output and installs (their sources are linted).
      'examples/*/node_modules/', 'examples/*/dist/', 'examples/*/.next/', 'examples/*/public/',
      'examples/*/next-env.d.ts',
      // The docs' examples as the type check of .ci/doc-types.mjs writes them, and its install.
      '.ci/doc-types/snippets/', '.ci/doc-types/node_modules/',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', fetch: 'readonly',
        AbortSignal: 'readonly', setTimeout: 'readonly', performance: 'readonly', Request: 'readonly',
        Response: 'readonly', document: 'readonly',
      },
    },
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Service strings render as text.' },
        { selector: "AssignmentExpression[left.property.name='innerHTML']", message: 'Service strings render as text.' },
      ],
    },
  },
  // Capability folders are entered through their door (eslint/capabilityDoors.js).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'inbox-kit': { rules: { 'capability-doors': capabilityDoors } } },
    rules: { 'inbox-kit/capability-doors': ['error', { src: fileURLToPath(new URL('./src', import.meta.url)) }] },
  },
  restrict(['src/api/**'], [noReact, [seg('query', 'components', 'ui', 'mock', 'server', 'format'), 'api/ imports nothing of the project.']]),
  restrict(['src/format/**'], [noReact, [seg('query', 'components', 'ui', 'mock', 'server'), 'format/ is a leaf (api/ types and api/isRecord only).']]),
  restrict(['src/query/**'], [[seg('components', 'ui', 'mock', 'server'), 'query/ imports api/ (and format/) only.']]),
  restrict(['src/ui/**'], [[seg('api', 'query', 'components', 'mock', 'server'), 'ui/ has no project imports (format/ aside).']]),
  restrict(['src/components/inbox/**'], [[seg('activity', 'mock', 'server'), 'inbox and activity never import each other.']]),
  restrict(['src/components/activity/**'], [[seg('inbox', 'mock', 'server'), 'inbox and activity never import each other.']]),
  // Radix loads on first use: only the door (src/ui/menu/index.ts) reaches it, by `import()` of
  // src/ui/menu/radixParts.ts; a static import anywhere would pull it back into the first paint.
  // Types are free.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/menu/radixParts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@radix-ui/*'],
              allowTypeImports: true,
              message: 'Radix loads on first use: reach it through src/ui/menu (loadedMenuModule, LazyMenu).',
            },
            {
              group: ['**/menu/radixParts'],
              allowTypeImports: true,
              message: 'Loads on first use: only src/ui/menu/index.ts imports it, by import().',
            },
          ],
        },
      ],
    },
  },
  restrict(['src/mock/**', 'src/server/**'], [noReact, [seg('query', 'components', 'ui', 'format', 'mock', 'server').filter((p) => !p.startsWith('**/mock') && !p.startsWith('**/server')), 'mock/ and server/ import api/ only.']]),
);
