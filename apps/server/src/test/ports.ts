import { createServer } from 'node:net';

/** Ports for the processes tests start, asked of the kernel rather than guessed: suites run side by side. */

/** A port nothing listens on now, for a process the test starts (a server, a private Redis) to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
