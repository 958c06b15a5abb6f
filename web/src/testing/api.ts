import { vi } from 'vitest';

/** An answer to one request: the URL (with its query) and the request's init. */
export type ApiHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

const unexpected: string[] = [];

/**
 * Stands in for the server: each test names the requests it expects, as `'GET /api/bills/me'`
 * (any query) or `'GET /api/bills/apartment?limit=50'` (exactly). Any other request is answered
 * 501 and fails the test (setup.ts), so a screen cannot quietly call something new. Returns the
 * fetch stub, for assertions on the calls.
 */
export function serveApi(routes: Record<string, ApiHandler>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    if (handler) return handler(url, init);
    unexpected.push(`${method} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ message: 'No route for this request in the test.' }), { status: 501 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** Requests no route expected since the last call (setup.ts asserts there were none). */
export function takeUnexpectedRequests(): string[] {
  return unexpected.splice(0);
}

/** A JSON answer. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
