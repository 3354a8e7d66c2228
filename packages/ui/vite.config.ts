import { defineConfig } from 'vite';

// Library build of the standalone bundle: one minified ES module with Lit inside (its production
// build: Lit's dev mode is only picked under the `development` condition, which a build never sets).
export default defineConfig({
  logLevel: 'warn',
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
      // Lib mode keeps whitespace in ES output by default; the bundle is for production pages, so minify fully.
      output: { codeSplitting: false, minify: true },
    },
  },
});
