// Real `node:http` servers on 127.0.0.1 for the proxy's tests: each on a free port, all closed
// (open connections included) by `closeServers`.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server of `listener`, kept in `servers` for closeServers; resolves with its base URL. */
export function serve(servers: Server[], listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  return listen(server);
}

export function closeServers(servers: Server[]): void {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
}
