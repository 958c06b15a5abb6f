import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_FLAGS } from '../server/scripts/build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The bench's limits and providers, as every bench server is started with them: its own token
 * secret, limits far above what one landlord posting thousands of requests from 127.0.0.1 reaches,
 * Daraja's callbacks accepted from 127.0.0.1, and the SMS and SMTP fakes (bench/fakes.ts).
 */
export function benchServerEnv(opts: {
  secret: string;
  at: { username: string; apiKey: string };
  fakes: { smsUrl: string; smtpUrl: string };
}): Record<string, string> {
  return {
    JWT_SECRET: opts.secret,
    // Login is limited per IP (100/min by default); every bench request comes from 127.0.0.1.
    AUTH_RATE_LIMIT: '1000000',
    // Landlord sign-ups are limited per IP per day (10 by default); the seeds register many buildings.
    BUILDING_RATE_LIMIT: '1000000',
    // PDFs are limited per user per route (20/min by default); one tenant downloads hundreds here.
    PDF_RATE_LIMIT: '1000000',
    // Writes are limited per user per route (60/min by default); the bench posts thousands as one landlord.
    WRITE_RATE_LIMIT: '1000000',
    // The C2B burst posts Daraja's callbacks from 127.0.0.1 to the path the settings give.
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    MPESA_CALLBACK_ALLOWLIST: '*',
    AT_USERNAME: opts.at.username,
    AT_API_KEY: opts.at.apiKey,
    AT_API_BASE: opts.fakes.smsUrl,
    SMTP_URL: opts.fakes.smtpUrl,
  };
}

export interface RunningServer {
  process: ChildProcess;
  base: string;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (the esbuild bundle under plain node, with its node
 * flags) in its own process on a free port; resolves once /api/health answers.
 */
export async function startServer(options: {
  env: Record<string, string>;
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const bundle = await buildServer();
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      REDIS_URL: '',
      LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300 || child.exitCode !== null) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, base, stop };
}
