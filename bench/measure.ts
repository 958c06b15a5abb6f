import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';

/** One HTTP measurement: throughput, latency, and how it compares to /api/health. */
export type Row = {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  ratio_to_baseline: number;
  connections: number;
  errors: number;
};

export function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

/** Resident memory (KiB) of a process, and of it with its children, from /proc. */
export function rssKb(pid: number): { main: number; tree: number } {
  const read = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      return m ? Number(m[1]) : 0;
    } catch {
      return 0; // the process is gone
    }
  };
  const main = read(pid);
  let tree = main;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const c of children ? children.split(/\s+/) : []) tree += read(Number(c));
  } catch {
    // no children file
  }
  return { main, tree };
}

/** The peak resident memory of a process, sampled every 100 ms until `stop()`. */
export function samplePeakRss(pid: number | undefined) {
  const peak = { main: 0, tree: 0 };
  const timer = setInterval(() => {
    if (!pid) return;
    const r = rssKb(pid);
    peak.main = Math.max(peak.main, r.main);
    peak.tree = Math.max(peak.tree, r.tree);
  }, 100);
  return { peak, stop: () => clearInterval(timer) };
}

export interface CannonOptions {
  path: string;
  token?: string;
  connections?: number;
  method?: string;
  requests?: autocannon.Request[];
  duration?: number;
}

/**
 * Runs autocannon measurements against one server, each after the server has settled, and keeps
 * their rows by name. `only` skips every measurement not named (the baseline always runs).
 */
export function createCannon(base: string, opts: { duration: number; only: Set<string> | null; mb: () => string }) {
  const results: Record<string, Row> = {};

  /** Waits until /api/health answers quickly again, so one measurement's backlog never spills into the next. */
  const settle = async () => {
    for (let i = 0; i < 100; i += 1) {
      const t0 = performance.now();
      await fetch(`${base}/api/health`);
      if (performance.now() - t0 < 20) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const cannon = async (name: string, o: CannonOptions): Promise<Row> => {
    const connections = o.connections ?? 50;
    if (opts.only && name !== 'baseline' && !opts.only.has(name)) {
      return { rps: 0, p50_ms: 0, p99_ms: 0, ratio_to_baseline: 0, connections, errors: 0 };
    }
    await settle();
    const r = await autocannon({
      url: `${base}${o.path}`,
      method: (o.method ?? 'GET') as 'GET',
      connections,
      duration: o.duration ?? opts.duration,
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
      requests: o.requests,
    });
    const errors = r.errors + r.timeouts + r.non2xx;
    if (r.requests.total === 0 || errors > 0) {
      log(`${name}: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    const baseline = results.baseline?.rps ?? r.requests.average;
    const row = {
      rps: round(r.requests.average, 0),
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      ratio_to_baseline: round(r.requests.average / baseline, 3),
      connections,
      errors,
    };
    results[name] = row;
    log(`${name}: ${row.rps} req/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms (${opts.mb()})`);
    return row;
  };

  return { cannon, settle, results };
}

/**
 * Chat delivery: `receivers.length` tenants connected by socket; the landlord POSTs `messages`
 * messages, five in flight; each latency is from the POST until the receiver's newMessage.
 * Returns the latencies, sorted (ms).
 */
export async function measureChatDelivery(opts: {
  base: string;
  landlordToken: string;
  receivers: { id: string; token: string }[];
  messages: number;
  pause: number;
}): Promise<number[]> {
  const { base, receivers } = opts;
  const sockets: Socket[] = [];
  const waiting = new Map<string, (at: number) => void>();
  for (let i = 0; i < receivers.length; i += 50) {
    const batch = receivers.slice(i, i + 50).map(
      ({ token }) =>
        new Promise<Socket>((resolve, reject) => {
          const s = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
          s.on('newMessage', (m: { message?: string; content?: string }) => {
            waiting.get(m.message ?? m.content ?? '')?.(performance.now());
          });
          s.once('connect', () => resolve(s));
          s.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  await new Promise((r) => setTimeout(r, opts.pause));
  const latencies: number[] = [];
  const sendOne = async (i: number) => {
    const receiver = receivers[i % receivers.length].id;
    const text = `bench ${i} ${randomBytes(4).toString('hex')}`;
    const t0 = performance.now();
    const delivered = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`message ${i} not delivered in 5 s`)), 5000);
      waiting.set(text, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
    const res = await fetch(`${base}/api/chats`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opts.landlordToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ receiverId: receiver, message: text }),
    });
    if (res.status !== 201) throw new Error(`POST /api/chats: ${res.status} ${await res.text()}`);
    latencies.push((await delivered) - t0);
    waiting.delete(text);
  };
  let sent = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (sent < opts.messages) {
        const i = sent;
        sent += 1;
        await sendOne(i);
      }
    }),
  );
  for (const s of sockets) s.disconnect();
  return latencies.sort((a, b) => a - b);
}

/**
 * Sign-out cuts the session's sockets (docs/reliability.md, "signing out"): `emails.length`
 * tenants in turn sign in, open a socket with that session and sign out; each time is from the
 * sign-out request until the socket hears it was cut. Returns the times, sorted (ms).
 */
export async function measureSignOutCuts(opts: {
  base: string;
  emails: string[];
  password: string;
}): Promise<number[]> {
  const cuts: number[] = [];
  for (const email of opts.emails) {
    const login = await fetch(`${opts.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: opts.password }),
    });
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const socket = io(opts.base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const cut = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${email}: socket not cut 5 s after signing out`)), 5000);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve(performance.now());
      });
    });
    const t0 = performance.now();
    const out = await fetch(`${opts.base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (out.status !== 200) throw new Error(`logout ${email}: ${out.status}`);
    cuts.push((await cut) - t0);
  }
  return cuts.sort((a, b) => a - b);
}
