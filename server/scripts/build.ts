import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node flags the production server runs with, here and in the `serve` / `start` scripts of the
 * two package.json files (build.test.ts holds them equal). A 4 MiB young generation instead of
 * V8's 16 MiB keeps the server smaller under load for the same throughput, since requests
 * allocate little (docs/performance.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** The PDF threads' entry, written beside the server's bundle. */
export const PDF_WORKER = 'pdf-worker';

/**
 * The production server: src/server.ts and the contracts compiled into one ES module that plain
 * `node` runs (no TypeScript loader in memory or on the request path), and beside it
 * pdf-worker.mjs, the entry of the PDF threads (src/lib/pdf-pool.ts looks for it next to itself).
 * npm packages stay external and resolve from node_modules as they do under tsx; the PDF fonts
 * are copied beside the bundles, where pdf-document.ts looks for them.
 */
export async function buildServer(outfile = path.join(serverDir, 'dist/server.mjs')): Promise<string> {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const outdir = path.dirname(outfile);
  await build({
    entryPoints: {
      [path.basename(outfile, '.mjs')]: path.join(serverDir, 'src/server.ts'),
      [PDF_WORKER]: path.join(serverDir, 'src/pdf-worker.ts'),
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outdir,
    outExtension: { '.js': '.mjs' },
    external: Object.keys(pkg.dependencies).filter((name) => name !== '@safestay/contracts'),
    logLevel: 'warning',
  });
  rmSync(path.join(outdir, 'fonts'), { recursive: true, force: true });
  cpSync(path.join(serverDir, 'src/lib/fonts'), path.join(outdir, 'fonts'), { recursive: true });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = await buildServer();
  console.log(`built ${path.relative(process.cwd(), outfile)}`);
}
