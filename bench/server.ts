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
