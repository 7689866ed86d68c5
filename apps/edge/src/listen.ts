import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server listening on loopback (or the given host), with its URL and a close that ends open connections. */
export interface Listening {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Starts listening (port 0 picks a free port) and resolves once the server is ready. */
export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
