// The page's localStorage, where it has one: undefined on a server, in a worker, and in a sandboxed
// frame, which throws on the mere access. The offline outbox keeps waiting changes in it.

export function pageStorage(): Storage | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    return undefined;
  }
}
