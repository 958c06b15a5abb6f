import pinoPretty from 'pino-pretty';

/**
 * The server's log for a person at a terminal: one short line per entry instead of pino's JSON
 * (which stays when the output is not a terminal, or with LOG_FORMAT=json: docs/configuration.md).
 *
 *     12:53:36 SafeStay listening on http://localhost:3000 (SQLite at data/safestay.db)
 *     12:53:41 GET /api/bills/me 200 4 ms
 *     12:53:50 WARN SQLite checkpoint thread: …
 *
 * Fastify logs each request twice (received, completed); the line is written when it completes,
 * with the method and address remembered from the first. Fastify's "Server listening at" lines
 * (one per network interface) are left out: server.ts says where to open the app. An error's
 * stack follows its line.
 */
export interface LogDestination {
  write(line: string): void;
}

/** Requests received and not yet completed, by request id; bounded in case one never completes. */
const MAX_OPEN_REQUESTS = 10_000;

export function readableLogStream(
  out: { write(text: string): unknown; isTTY?: boolean } = process.stdout,
  colorize = Boolean(out.isTTY),
): LogDestination {
  const open = new Map<string, string>();
  const pretty = pinoPretty.prettyFactory({
    colorize,
    singleLine: true,
    ignore: 'time,level,pid,hostname,reqId,req,res,responseTime,signal',
    messageFormat: (log, messageKey, _label, { colors }) => {
      const time = new Date(Number(log.time)).toTimeString().slice(0, 8);
      const level = Number(log.level);
      const mark =
        level >= 50
          ? `${colors.red('ERROR')} `
          : level >= 40
            ? `${colors.yellow('WARN')} `
            : level < 30
              ? 'DEBUG '
              : '';
      let text = String(log[messageKey] ?? '');
      const res = log.res as { statusCode?: number } | undefined;
      if (res?.statusCode !== undefined) {
        // The error of a request names it too; its "request completed" ends it.
        const request = open.get(String(log.reqId)) ?? '';
        if (text === 'request completed') open.delete(String(log.reqId));
        const status = res.statusCode >= 500 ? colors.red : res.statusCode >= 400 ? colors.yellow : colors.green;
        const took = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
        text = `${request} ${status(String(res.statusCode))}${took}${text === 'request completed' ? '' : ` ${text}`}`;
      }
      return `${colors.gray(time)} ${mark}${text}`;
    },
  });
  return {
    write(line: string) {
      let log: Record<string, unknown>;
      try {
        log = JSON.parse(line);
      } catch {
        out.write(line);
        return;
      }
      const req = log.req as { method?: string; url?: string } | undefined;
      if (log.msg === 'incoming request' && req) {
        if (open.size >= MAX_OPEN_REQUESTS) open.delete(open.keys().next().value as string);
        open.set(String(log.reqId), `${req.method} ${req.url}`);
        return;
      }
      if (typeof log.msg === 'string' && log.msg.startsWith('Server listening at ')) return;
      out.write(pretty(log));
    },
  };
}
