import { type AddressInfo, createServer } from 'node:net';

/** A port nothing listens on now, so an app's public address is known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
