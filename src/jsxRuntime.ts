// The JSX runtime of every component module of the build, through this one module: vite.config.ts
// points their `react/jsx-runtime` imports here (sharedReactImports). esbuild keeps one import
// statement per bundled module for an external package, so an app bundled by it otherwise carries
// one per component module (Rollup and webpack merge them either way).
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
