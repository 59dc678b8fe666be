import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
export default {
  // This folder is its own app (inside the library's repository here): no workspace root above.
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
  outputFileTracingRoot: fileURLToPath(new URL('.', import.meta.url)),
};
