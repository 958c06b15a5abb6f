import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { scripts: Record<string, string> }).scripts;

// npm scripts cannot import a constant: the two that start the production server must carry the
// flags the crash tests and the benchmark run it with, or the figures would describe another server.
it('starts the production server with SERVER_NODE_FLAGS from both package.json files', () => {
  const flags = SERVER_NODE_FLAGS.join(' ');
  expect(scripts('package.json').serve).toBe(`node ${flags} server/dist/server.mjs`);
  expect(scripts('server/package.json').start).toBe(`node ${flags} dist/server.mjs`);
});
