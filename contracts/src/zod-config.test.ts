import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

// zod-config.ts turns zod's code generation off in browsers (the CSP forbids eval). It only works
// if it runs before the first object schema is built, so every module that builds one imports it.
it('every contracts module that builds a zod object imports zod-config first', () => {
  const missing = readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'zod-config.ts')
    .filter((file) => {
      const source = readFileSync(path.join(here, file), 'utf8');
      const buildsObjects = /\bz\.object\(|\.extend\(/.test(source);
      return buildsObjects && !source.startsWith("import './zod-config';");
    });
  expect(missing).toEqual([]);
});
