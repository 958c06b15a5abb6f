import type { Server as HttpServer } from 'node:http';
import type { AppDeps } from '../../app-deps';

/** Real-time layer (DESIGN.md §7). Filled in by the chat feature. */
export interface Realtime {
  close(): Promise<void>;
}

export async function attachRealtime(
  _server: HttpServer,
  _deps: AppDeps,
  _options: { redisUrl?: string },
): Promise<Realtime> {
  return { close: async () => {} };
}
