// The custom elements manifest is the one source for Storybook docs and the React wrappers.
// Run with `cem analyze` from packages/ui (see the `analyze` script).
export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.stories.ts', 'src/components/**/*.test.ts', 'src/components/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  // package.json already names the manifest; do not let the analyzer rewrite it.
  packagejson: false,
};
