'use client';
// Keeps one part's failure to that part: a row or a job that cannot render shows its fallback,
// and every other row or job stays. The response checks already narrow what the service sends;
// this catches what slips through (an app's `renderMessage`, data an app wrote into the cache).
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of `children` once they threw. */
  fallback: (error: unknown) => ReactNode;
  /** A change of this value (new data for the part) tries `children` again. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  failed: { error: unknown; resetKey: unknown } | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: { error, resetKey: undefined } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failed: { error, resetKey: this.props.resetKey } });
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    const { failed } = this.state;
    if (failed && (failed.resetKey === undefined || Object.is(failed.resetKey, this.props.resetKey))) {
      return this.props.fallback(failed.error);
    }
    return this.props.children;
  }
}
