import type { FastifyInstance } from 'fastify';

/**
 * For a provider's callback (M-Pesa, Africa's Talking): every body in the plugin's scope reaches
 * its handler as the string that was sent, whatever its content type, up to `bodyLimit` bytes
 * (413 beyond). The handler parses it itself, so a malformed body is the handler's to answer or
 * keep, never Fastify's 400.
 */
export function acceptRawBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));
}
