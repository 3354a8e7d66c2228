import { defineConfig } from 'vite';
import { minifyElementStyles } from './minify-styles.mjs';
import { precompress } from './precompress.mjs';

// Library build of the standalone bundle: one minified ES module with Lit inside (its production
// build: Lit's dev mode is only picked under the `development` condition, which a build never sets).
// bench/ui-size.mjs builds each element through this same config, so its figures are what ships.
export default defineConfig({
  logLevel: 'warn',
  plugins: [minifyElementStyles(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: 'src/bundle.ts',
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
