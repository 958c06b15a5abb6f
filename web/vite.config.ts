import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { createServer, defineConfig, type Plugin, type Rollup } from 'vite';
import { LOCALES, type Locale } from '../contracts/src/i18n';
import { PREACT_ALIASES, REACT_LIBRARIES } from './preact/aliases';

const backend = process.env.SAFESTAY_API ?? 'http://localhost:3000';

/**
 * index.html asks for src/start.tsx's chunk (React and the app) alongside the entry, so a page
 * that starts at once does not wait for the entry to run before fetching it. login.html does not
 * (prerenderPages removes these): it fetches them on the visitor's first touch (src/main.tsx).
 */
function preloadStart(): Plugin {
  let base = '/';
  return {
    name: 'safestay:preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        return chunkFiles(chunks, ['/src/start.tsx']).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The chunks holding `modules` and every chunk they import, the entry left out (it is loaded already). */
function chunkFiles(chunks: Rollup.OutputChunk[], modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.find((c) => c.fileName === file);
    if (!chunk || chunk.isEntry || files.has(file)) return;
    files.add(file);
    for (const i of chunk.imports) visit(i);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`no chunk holds ${module}`);
    visit(chunk.fileName);
  }
  return [...files];
}

/**
 * The pages of src/app/prerendered.ts (the sign-in screen) rendered to HTML in each language:
 * `<name>.html` (English) and `<name>.<locale>.html` are index.html with the page's markup in
 * #root and its language in <html lang>, which the server sends for GET /<name> by the visitor's
 * language and start.tsx hydrates. The markup comes from src/prerender.tsx, loaded through a Vite server in
 * Node so it renders the same components, with the same transforms, as the browser bundle.
 */
function prerenderPages(): Plugin {
  let configFile: string | undefined;
  let root = '';
  let mode = 'production';
  let base = '/';
  return {
    name: 'safestay:prerender',
    apply: 'build',
    configResolved(config) {
      ({ configFile, root, mode, base } = config);
    },
    generateBundle: {
      // After the HTML plugin has written index.html with its script, CSS and preload tags.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('prerender: no index.html in the bundle');
        const server = await createServer({
          configFile,
          root,
          mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          optimizeDeps: { noDiscovery: true },
        });
        const pages: Array<{ locale: Locale; rendered: import('./src/prerender').RenderedPages }> = [];
        try {
          const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
          for (const locale of LOCALES) pages.push({ locale, rendered: await entry.renderPrerendered(locale) });
        } finally {
          await server.close();
        }
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const rendered = pages.flatMap(({ locale, rendered }) =>
          Object.entries(rendered).map(([route, page]) => ({ route, locale, ...page })),
        );
        for (const { route, locale, markup, chunk, title } of rendered) {
          // A page in Kiswahili fetches its tables with the app on the first touch (src/lib/locale.ts).
          const modules = ['/src/start.tsx', `/${chunk}`, ...(locale === 'en' ? [] : ['/src/i18n/sw.ts'])];
          const files = chunkFiles(chunks, modules).map((file) => `${base}${file}`);
          this.emitFile({
            type: 'asset',
            // login.html in English, login.sw.html in Kiswahili: server/src/app.ts picks by the visitor's language.
            fileName: `${route.slice(1)}${locale === 'en' ? '' : `.${locale}`}.html`,
            source: withRootMarkup(String(index.source), { route, locale, markup, title, preload: files }),
          });
        }
      },
    },
  };
}

/**
 * index.html in the page's language with #root holding the page's markup (in place of the spinner), marked with the
 * route it is for and the files src/main.tsx fetches on the first touch, and without
 * index.html's preloads: the page paints before its JavaScript is fetched.
 */
function withRootMarkup(
  html: string,
  page: { route: string; locale: string; markup: string; title: string; preload: string[] },
): string {
  const rootDiv = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
  if (!rootDiv.test(html)) throw new Error('prerender: no <div id="root"> before </body> in index.html');
  if (!/<title>[^<]*<\/title>/.test(html)) throw new Error('prerender: no <title> in index.html');
  if (!/<html lang="[^"]*">/.test(html)) throw new Error('prerender: no <html lang> in index.html');
  const attributes = `data-prerendered="${page.route}" data-preload="${page.preload.join(' ')}"`;
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
    .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(rootDiv, () => `<div id="root" ${attributes}>${page.markup}</div>`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `import { X } from 'lucide-react'` becomes `import X from 'lucide-react/dist/esm/icons/x.js'` in
 * our modules. Through the package's index every icon hung off one module every screen imports, so
 * the bundler could only put all of them in one chunk, and every route's first load carried the
 * ~95 icons of all screens. Imported one by one, an icon goes with the code that shows it
 * (manualChunks below keeps the shell's together).
 */
function iconsOneByOne(): Plugin {
  const dir = path.resolve(__dirname, '../node_modules/lucide-react/dist/esm');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(path.join(dir, 'lucide-react.js'), 'utf8').matchAll(
    /^export \{ ([^}]+) \} from '\.\/(icons\/[\w-]+\.js)';$/gm,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return {
    name: 'safestay:icons-one-by-one',
    apply: 'build',
    // Before esbuild, on the source as we write it.
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/web/src/') || !code.includes("from 'lucide-react'")) return null;
      return code.replace(/import \{([^}]+)\} from 'lucide-react';/g, (statement, list: string) => {
        const all = list
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const types = all.filter((n) => n.startsWith('type '));
        const names = all.filter((n) => !n.startsWith('type '));
        if (names.some((n) => !files.has(n))) return statement;
        const icons = names.map((n) => `import ${n} from 'lucide-react/dist/esm/${files.get(n)}';`);
        return [...(types.length ? [`import { ${types.join(', ')} } from 'lucide-react';`] : []), ...icons].join('');
      });
    },
  };
}

/**
 * docs/decisions/0009: a .br and a .gz beside each JS, CSS and HTML file, for a static server that
 * serves precompressed files (@fastify/static `preCompressed`). Uncompressed, the entry alone is
 * ~230 KB on the wire instead of ~70 KB, the largest cost left in Lighthouse's first load; the
 * prerendered login.html is ~6 KB, ~2 KB compressed, and all the sign-in screen waits for but its CSS.
 */
function precompressAssets(): Plugin {
  return {
    name: 'safestay:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html)$/.test(file)) continue;
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
  plugins: [iconsOneByOne(), tailwindcss(), preloadStart(), prerenderPages(), precompressAssets()],
  // Preact in place of React (preact/aliases.ts). JSX compiles to `react/jsx-runtime`, which the
  // aliases send to Preact's; there is no React Fast Refresh in the dev server, a change reloads the page.
  esbuild: { jsx: 'automatic' },
  resolve: { alias: PREACT_ALIASES, dedupe: ['preact'] },
  // The build's prerendering (prerenderPages) loads the app in Node: its libraries must see Preact too.
  ssr: { noExternal: REACT_LIBRARIES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        // Each icon would otherwise be its own ~1 KB chunk: a signed-in first load fetched 25 of
        // them, each a request on a phone's slow link. Together they are one file of ~6 KB gzip.
        manualChunks(id, { getModuleInfo }) {
          // One file, beside the icon runtime, for the icons of the shell and those several
          // features show; an icon only one feature shows goes in that feature's chunk (iconsOneByOne).
          if (id.includes('/node_modules/lucide-react/dist/esm/icons/')) {
            const owners = new Set(
              (getModuleInfo(id)?.importers ?? []).map((i) => /\/src\/features\/([^/]+)\//.exec(i)?.[1] ?? 'shell'),
            );
            return owners.size > 1 || owners.has('shell') ? 'icons' : undefined;
          }
          if (id.includes('/node_modules/lucide-react/')) return 'icons';
          if (/\/node_modules\/preact\//.test(id)) return 'react';
          if (/\/node_modules\/(react-router|@tanstack\/[^/]+|cookie|set-cookie-parser)\//.test(id)) return 'routing';
        },
      },
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
