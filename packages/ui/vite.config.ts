import { build, defineConfig, type Plugin } from 'vite';
import { minifyElementStyles } from './minify-styles.mjs';
import { precompress } from './precompress.mjs';

// Library build of the standalone bundle: one minified ES module with Lit inside (its production
// build: Lit's dev mode is only picked under the `development` condition, which a build never sets).
// bench/ui-size.mjs builds each element through this same config, so its figures are what ships.
const STANDALONE_ENTRY = 'src/bundle.ts';
const CHART_PART = 'src/components/nav-chart/nav-chart-canvas.ts';
const CHART_FILE = 'ewa-ui-nav-chart.js';

/**
 * The NAV chart's drawing library is most of a sibling site's download and only a page with a chart
 * needs it: the standalone bundle leaves it out and fetches `ewa-ui-nav-chart.js` from beside itself when
 * an `ewa-nav-chart` first has points. Builds of one element (bench/ui-size.mjs) keep it as their
 * on-demand part, so their figures still count it.
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
      if (standalone && source === './nav-chart-canvas.ts' && importer?.endsWith('nav-chart.ts'))
        return { id: `./${CHART_FILE}`, external: true };
      return null;
    },
    async closeBundle() {
      if (!standalone) return;
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
          lib: { entry: CHART_PART, formats: ['es'], fileName: () => CHART_FILE },
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
