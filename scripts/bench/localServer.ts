/** A benchmark server's socket: listening on 127.0.0.1 (a free port unless given), closed with its keep-alive connections. */
import type http from 'node:http';

export async function listenLocally(server: http.Server, port = 0): Promise<number> {
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

export function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
