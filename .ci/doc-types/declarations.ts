// Every entry of the package, for a check of its declaration files themselves (skipLibCheck off):
// .ci/doc-types.mjs compiles this with the newest TypeScript.
import 'inbox-kit/styles.css';
export type * as Kit from 'inbox-kit';
export type * as Mock from 'inbox-kit/mock';
export type * as Server from 'inbox-kit/server';
export type * as En from 'inbox-kit/locales/en';
export type * as De from 'inbox-kit/locales/de';
export type * as Ar from 'inbox-kit/locales/ar';
