// The React of the build's client modules (`'use client'`), through this one module: vite.config.ts
// points their `react` imports here (sharedReactImports), for the reason src/jsxRuntime.ts gives.
// A client module that starts using another React API adds it to this list; the build fails on a
// name missing here. Modules a server component evaluates import react themselves: the server's
// React has none of the hooks below.
export {
  Component,
  cloneElement,
  createContext,
  forwardRef,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,

  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
