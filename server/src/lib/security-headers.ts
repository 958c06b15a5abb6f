import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The Content-Security-Policy of every answer (RELIABILITY.md §14): scripts only from our origin,
 * no inline scripts and no eval. React sets style attributes and the toast library injects a
 * <style>, so inline styles are allowed; nothing else is.
 */
const CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  // The PDF preview is a blob: URL in an iframe.
  'frame-src': ["'self'", 'blob:'],
};

/**
 * The headers helmet's defaults would send, with our CSP and no Referer. They never vary by request,
 * so they are built once: computing them per request (as @fastify/helmet does) cost ~8% of the CPU of
 * a small API answer (issue 8 profile).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': Object.entries(CSP)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** onRequest hook: every answer, errors and the SPA's files included, carries the security headers. */
export function securityHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.headers(SECURITY_HEADERS);
  done();
}
