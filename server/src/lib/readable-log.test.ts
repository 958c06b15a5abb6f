import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readableLogStream } from './readable-log';

/** What the server prints on a terminal (LOG_FORMAT unset on a TTY, or LOG_FORMAT=pretty). */
describe('the readable log', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = readableLogStream({ write: (text: string) => lines.push(text) }, false);
    return { lines, stream };
  };

  it('prints one line per request, with the time, method, address, status and duration', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { level: 'info', stream } });
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.get('/boom', async () => {
      throw new Error('kaboom');
    });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.inject({ method: 'GET', url: '/boom' });
    app.log.info('SafeStay listening on http://localhost:3000 (SQLite at data/safestay.db)');
    app.log.warn('the checkpoint thread stopped');
    await app.close();

    const text = lines.join('');
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('incoming request');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms\n$/);
    expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/nowhere 404 \d+ ms$/m);
    // The error's own line and its stack, then the request's.
    expect(text).toMatch(/^\d\d:\d\d:\d\d ERROR GET \/boom 500 kaboom/m);
    expect(text).toContain('at ');
    expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/boom 500 \d+ ms$/m);
    expect(text).toMatch(
      /^\d\d:\d\d:\d\d SafeStay listening on http:\/\/localhost:3000 \(SQLite at data\/safestay.db\)$/m,
    );
    expect(text).toMatch(/^\d\d:\d\d:\d\d WARN the checkpoint thread stopped$/m);
  });

  it("leaves out Fastify's own listening lines: the server prints where to open the app", () => {
    const { lines, stream } = capture();
    stream.write(
      `${JSON.stringify({ level: 30, time: Date.now(), msg: 'Server listening at http://127.0.0.1:3000' })}\n`,
    );
    expect(lines).toEqual([]);
  });
});
