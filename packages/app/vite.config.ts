import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minifyElementStyles } from '@ewa/ui/minify-styles';
import { precompress } from '@ewa/ui/precompress';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** One version per build: the app compares it with meta.json at start to notice a newer deployment. */
const appVersion = `${pkg.version}+${Date.now().toString(36)}`;
// The contract client's libraries (ofetch, superstruct) are not listed: the client and the call
// definitions load with the first call (the app imports each `@ewa/api/<module>` on its own).
const FRAMEWORK =
  /node_modules\/\.pnpm\/(react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|lit|lit-html|lit-element|@lit[^/]*)@|\/packages\/ui\/src\//;
const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let criticalModules: Set<string> | undefined;
/** Every module the entry imports statically, transitively: what any page, the login page first, runs. */
function onCriticalPath(id: string, graph: ModuleGraph): boolean {
  if (!criticalModules) {
    criticalModules = new Set();
    const pending = [entryModule];
    while (pending.length) {
      const next = pending.pop()!;
      if (criticalModules.has(next)) continue;
      criticalModules.add(next);
      pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return criticalModules.has(id);
}

const server = process.env.EWA_SERVER ?? 'http://127.0.0.1:8080';

/** Emits meta.json (read by the version check) beside index.html. */
function emitVersionFile(): Plugin {
  return {
    name: 'ewa-version-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'meta.json',
        source: JSON.stringify({ version: appVersion }),
      });
    },
    configureServer(dev) {
      dev.middlewares.use('/ewa/meta.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ version: appVersion }));
      });
    },
  };
}

export default defineConfig({
  base: '/ewa/',
  // The design system's style sheets ship minified here as in its own bundle.
  // Compressed copies are written once at build; the server picks one by Accept-Encoding.
  plugins: [react(), minifyElementStyles(), emitVersionFile(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  server: {
    port: Number(process.env.EWA_DEV_PORT ?? 18100),
    strictPort: true,
    proxy: { '/api': server, '/sandbox': server },
  },
  preview: { port: Number(process.env.EWA_DEV_PORT ?? 18101), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Every browser the portal supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries on the entry's static import graph, in one chunk: left to itself the bundler splits
        // them into several shared chunks, and the login page pays a request and a gzip window for each.
        // Libraries only lazy screens use stay out of it.
        codeSplitting: {
          groups: [
            {
              name: (id: string, graph: ModuleGraph) =>
                FRAMEWORK.test(id) && onCriticalPath(id, graph) ? 'framework' : null,
            },
          ],
        },
      },
    },
  },
});
