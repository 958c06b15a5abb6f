import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = process.env.SAFESTAY_API ?? 'http://localhost:3000';

/**
 * index.html asks for the sign-in screen's chunks (src/app/lazy.ts) alongside the entry,
 * so /login does not wait for the entry to run before fetching them. Most of them are shared
 * with the signed-in screens, so the cost elsewhere is the login chunk itself.
 */
function preloadSignInScreen(): Plugin {
  let base = '/';
  return {
    name: 'safestay:preload-sign-in',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const login = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/features/auth/login-page.tsx')));
        if (!login) throw new Error('preload-sign-in: no chunk for login-page.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = chunks.find((c) => c.fileName === file);
          if (!chunk || chunk.isEntry || files.has(file)) return;
          files.add(file);
          for (const i of chunk.imports) visit(i);
        };
        visit(login.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * docs/decisions/0009: a .br and a .gz beside each JS and CSS file, for a static server that serves
 * precompressed files (@fastify/static `preCompressed`). Uncompressed, the entry alone is ~230 KB
 * on the wire instead of ~70 KB, the largest cost left in Lighthouse's first load.
 */
function precompressAssets(): Plugin {
  return {
    name: 'safestay:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(file)) continue;
        const source = readFileSync(path.join(dir, file));
        writeFileSync(path.join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(
          path.join(dir, `${file}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadSignInScreen(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // zod ships `/* @__PURE__ */` comments where Rollup cannot use them and says so for each;
      // Rollup drops them itself, the bundle is the same, and the warning only alarms newcomers.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
