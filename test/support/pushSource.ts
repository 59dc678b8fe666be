// An app's push source for `subscribe` (its WebSocket or server-sent events), driven by the test:
// `notify()` is "the service says something changed", so a look happens when the test says so.
export function pushSource() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
