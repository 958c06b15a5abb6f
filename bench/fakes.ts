import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ProviderFakes {
  smsUrl: string;
  smtpUrl: string;
  /** How many SMS and mails the fakes have taken so far. */
  counts(): Promise<{ sms: number; mails: number }>;
  close(): Promise<void>;
}

/** Starts bench/fakes-process.ts (the SMS and SMTP fakes) in its own process. */
export async function startProviderFakes(at: { username: string; apiKey: string }): Promise<ProviderFakes> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fakes-process.ts')], {
    cwd: here,
    env: { ...process.env, AT_USERNAME: at.username, AT_API_KEY: at.apiKey },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const urls = await new Promise<{ smsUrl: string; smtpUrl: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { smsUrl: string; smtpUrl: string }));
    child.once('exit', (code) => reject(new Error(`the provider fakes exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ...urls,
    counts: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as { sms: number; mails: number }));
        child.send('counts');
      }),
    async close() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
