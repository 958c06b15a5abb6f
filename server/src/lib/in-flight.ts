import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Closing the app waits for the requests still being handled (docs/reliability.md §28a). Closing
 * the HTTP server waits only for open connections, and a request whose client has gone (a phone
 * that lost its signal, a sender that timed out) no longer holds one: its handler would go on
 * after the server had closed the database, fail, and roll back what it was writing. A request
 * counts until its answer is handed over (onSend, which also runs when the client has gone) or
 * sent (onResponse); closing waits up to `waitMs` for the last.
 */
export function waitForRequestsOnClose(app: FastifyInstance, waitMs: number): void {
  const handling = new Set<FastifyRequest>();
  let drained: (() => void) | null = null;
  const finished = (request: FastifyRequest) => {
    if (handling.delete(request) && handling.size === 0) drained?.();
  };
  app.addHook('onRequest', (request, _reply, next) => {
    handling.add(request);
    next();
  });
  app.addHook('onSend', (request, _reply, payload, next) => {
    finished(request);
    next(null, payload);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    finished(request);
    next();
  });
  app.addHook('onClose', async () => {
    if (handling.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      timer.unref();
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
