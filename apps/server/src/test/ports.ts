import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port nobody listens on (yet): for a server, nginx or a refused connection. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
