import minifyLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig } from 'vite';

// Library build of the standalone bundle: one minified ES module with Lit inside (its production
// build: Lit's dev mode is only picked under the `development` condition, which a build never sets).
// bench/ui-size.mjs builds each element through this same config, so its figures are what ships.
export default defineConfig({
  logLevel: 'warn',
  plugins: [
    // The CSS inside css`` literals is minified (lightningcss). html`` templates are left as written,
    // where whitespace between inline parts can matter; so are the few style sheets with an expression
    // (a breakpoint inside a media query), which lightningcss cannot parse with a placeholder there.
    minifyLiterals({
      failOnError: true,
      options: {
        shouldMinify: () => false,
        shouldMinifyCSS: (template) => template.tag === 'css' && template.parts.length === 1,
      },
    }),
  ],
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
