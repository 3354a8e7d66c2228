import { build, defineConfig, type Plugin } from 'vite';
import { minifyElementStyles } from './minify-styles.mjs';
import { precompress } from './precompress.mjs';

// Library build of the standalone bundle: one minified ES module with Lit inside (its production
// build: Lit's dev mode is only picked under the `development` condition, which a build never sets).
// bench/ui-size.mjs builds each element through this same config, so its figures are what ships.
const STANDALONE_ENTRY = 'src/bundle.ts';
/** The charts' drawings (lightweight-charts inside), each fetched from beside the bundle when needed. */
const CHART_PARTS = [
  {
    source: './nav-chart-canvas.ts',
    importer: 'nav-chart.ts',
    entry: 'src/components/nav-chart/nav-chart-canvas.ts',
    file: 'ewa-ui-nav-chart.js',
  },
  {
    source: './value-chart-canvas.ts',
    importer: 'value-chart.ts',
    entry: 'src/components/value-chart/value-chart-canvas.ts',
    file: 'ewa-ui-value-chart.js',
  },
];

/**
 * The charts' drawing library is most of a sibling site's download and only a page with a chart needs
 * it: the standalone bundle leaves it out and fetches `ewa-ui-nav-chart.js` (or `ewa-ui-value-chart.js`)
 * from beside itself when an `ewa-nav-chart` (an `ewa-value-chart`) first has points. Builds of one
 * element (bench/ui-size.mjs) keep it as their on-demand part, so their figures still count it.
 */
function chartPartBeside(): Plugin {
  let standalone = false;
  let root = '';
  let outDir = 'dist';
  return {
    name: 'ewa-chart-part-beside',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      const lib = config.build.lib;
      standalone = lib !== false && lib.entry === STANDALONE_ENTRY && config.build.write !== false;
      root = config.root;
      outDir = config.build.outDir;
    },
    resolveId(source, importer) {
      if (!standalone) return null;
      const part = CHART_PARTS.find((p) => p.source === source && importer?.endsWith(p.importer));
      return part ? { id: `./${part.file}`, external: true } : null;
    },
    async closeBundle() {
      if (!standalone) return;
      for (const part of CHART_PARTS)
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [precompress()],
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            minify: true,
            reportCompressedSize: false,
            lib: { entry: part.entry, formats: ['es'], fileName: () => part.file },
            rolldownOptions: {
              output: { codeSplitting: false, minify: true, comments: { annotation: false } },
            },
          },
        });
    },
  };
}

export default defineConfig({
  logLevel: 'warn',
  plugins: [minifyElementStyles(), precompress(), chartPartBeside()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: STANDALONE_ENTRY,
      formats: ['es'],
      fileName: () => 'ewa-ui.js',
    },
    rolldownOptions: {
      output: {
        codeSplitting: false,
        // Lib mode keeps whitespace in ES output by default; the bundle is for production pages, so minify fully.
        minify: true,
        // Pure annotations only help a later bundler; pages load this file as it is.
        comments: { annotation: false },
      },
    },
  },
});
