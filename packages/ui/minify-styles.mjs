import minifyLiterals from '@lit-labs/rollup-plugin-minify-html-literals';

/**
 * Minifies the CSS inside the elements' css`` literals (lightningcss) in production builds: the
 * design system's own bundle and any app that bundles the elements from source. html`` templates are
 * left as written, where whitespace between inline parts can matter; so are the few style sheets with
 * an expression (a breakpoint inside a media query), which lightningcss cannot parse with a placeholder
 * there. A style sheet that fails to minify fails the build.
 * Plain JavaScript, so a vite config in another package can import it as it is (types beside it).
 */
export function minifyElementStyles() {
  const plugin = minifyLiterals({
    failOnError: true,
    options: {
      shouldMinify: () => false,
      shouldMinifyCSS: (template) => template.tag === 'css' && template.parts.length === 1,
    },
  });
  return Object.assign(plugin, { apply: 'build' });
}
