// Serves the bench pages from disk on the loopback interface, each build under its own path
// (`/before/`, `/after/`), never cached: every run loads every byte as a first visit does.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface StaticServer {
  /** The origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  close: () => Promise<void>;
}

/** Serves `roots[name]` under `/name/`. */
export async function serveStatic(roots: Record<string, string>): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const [, name = '', ...rest] = path.split('/');
    const root = roots[name];
    const file = root === undefined ? undefined : normalize(join(root, rest.join('/') || 'index.html'));
    if (root === undefined || file === undefined || !file.startsWith(root)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (bytes) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        response.end(bytes);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
