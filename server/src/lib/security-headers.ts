import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers (docs/architecture.md §4) with our Content-Security-Policy (docs/reliability.md §14): scripts only
 * from our origin, no inline scripts, no eval. React sets style attributes and the toast library
 * injects a <style>, so inline styles are allowed; the PDF preview is a blob: URL in a frame.
 */
const middleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      frameSrc: ["'self'", 'blob:'],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
});

/**
 * Nothing in them varies by request, so helmet runs once, here, and every answer gets the result:
 * running it per request (as @fastify/helmet does) rebuilt the CSP string each time, ~8% of the CPU
 * of a small API answer (docs/decisions/0004).
 */
function computeHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let error: unknown = null;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (e?: unknown) => {
    error = e ?? null;
  });
  if (error) throw error;
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = computeHeaders();

/**
 * API answers carry people's names, phones, money and messages: no browser or proxy cache may
 * keep them (a shared computer's back button, a proxy's disk). The API documentation may be cached.
 */
const API_HEADERS = Object.freeze({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });

/** onRequest hook: every answer, errors and the SPA's files included, carries the security headers. */
export function securityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const url = request.url;
  reply.headers(url.startsWith('/api/') && !url.startsWith('/api/docs') ? API_HEADERS : SECURITY_HEADERS);
  done();
}
