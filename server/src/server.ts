import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, describeStore, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { redisTokenCache } from './features/mpesa/token-cache';
import { providersFrom } from './features/notifications/providers/from-config';
import { createLoginThrottle } from './lib/login-throttle';
import { readableLogStream } from './lib/readable-log';
import { connectThrottleStore } from './lib/redis-throttle-store';
import { createSecretBox } from './lib/secret-box';
import { createTokenService } from './lib/tokens';

const here = path.dirname(fileURLToPath(import.meta.url));
// WEB_DIST lets parallel browser-test runs serve their own build.
const WEB_DIST = path.resolve(process.env.WEB_DIST || path.resolve(here, '../../web/dist'));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);

  // Sign-in failure counts and request limits shared by every process through Redis when it is
  // configured (docs/reliability.md §11, §52).
  const throttleStore = config.redisUrl ? await connectThrottleStore(config.redisUrl) : undefined;

  // A person at a terminal reads lines; anything else (a file, a log collector) gets JSON.
  const readable = config.logFormat ? config.logFormat === 'pretty' : Boolean(process.stdout.isTTY);
  const logger = readable ? { level: config.logLevel, stream: readableLogStream() } : { level: config.logLevel };
  const app = await buildApp(
    {
      db: database.db,
      dialect: database.dialect,
      tokens: createTokenService(config.jwtSecret),
      loginThrottle: createLoginThrottle(throttleStore?.store),
      authRateLimit: config.authRateLimit,
      buildingRateLimit: config.buildingRateLimit,
      pdfRateLimit: config.pdfRateLimit,
      writeRateLimit: config.writeRateLimit,
      retentionYears: config.retentionYears,
      secretBox: createSecretBox(config.encryptionKey),
      mpesa: config.mpesa,
      delivery: { sms: config.notify.sms !== undefined, email: config.notify.email !== undefined },
      smsCallbackToken: config.notify.callbackToken,
      smsApiBase: config.notify.smsApiBase,
      // Request limits counted once for every process (docs/reliability.md §52).
      ...(throttleStore ? { sharedCounts: { redis: throttleStore.client } } : {}),
      // Daraja revokes a token when it issues the next: every process shares one (docs/mpesa.md).
      ...(throttleStore ? { darajaTokens: redisTokenCache(throttleStore.client) } : {}),
    },
    {
      logger,
      webDist: WEB_DIST,
      redisUrl: config.redisUrl,
      trustProxy: config.trustProxy,
      http: config.http,
      // Every process may run it: claims and dedupe keys keep each message to one send (docs/notifications.md).
      notifications: config.notify.worker
        ? {
            providers: providersFrom(config.notify),
            pollMs: config.notify.pollMs,
            ratePerSecond: config.notify.ratePerSecond,
          }
        : undefined,
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, `shutting down (${signal})`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await throttleStore?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A burst of connections at once (a thousand M-Pesa callbacks on the first of the month) must
  // queue in the kernel, not be dropped: with Node's default backlog of 511 the rest were refused
  // and their senders retried after 1, 3 and 7 s (docs/performance.md).
  await app.listen({ port: config.port, host: config.host, backlog: config.http.listenBacklog });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Listening on every interface (the default) or this machine's: the address to open here.
  const onThisMachine = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(config.host);
  const host = onThisMachine ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(`SafeStay listening on http://${host}:${port} (${describeStore(config)})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
