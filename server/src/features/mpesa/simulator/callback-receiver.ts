import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for SafeStay's callback endpoints in tests: records every JSON body posted to it and
 * answers like our hooks do. `answers` overrides the answer for a path (a validation refusal).
 */
export interface ReceivedCallback {
  path: string;
  body: unknown;
}

export async function startCallbackReceiver(answers: Record<string, unknown> = {}) {
  const received: ReceivedCallback[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {}
      received.push({ path, body });
      for (const wake of waiters.splice(0)) wake();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answers[path] ?? { ResultCode: 0, ResultDesc: 'Accepted' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    bodiesAt: (path: string) => received.filter((r) => r.path === path).map((r) => r.body),
    /** Resolves once `count` callbacks have arrived in all (for delayed deliveries). */
    async waitFor(count: number): Promise<void> {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
