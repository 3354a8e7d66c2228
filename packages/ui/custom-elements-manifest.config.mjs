// The custom elements manifest is the one source for Storybook docs and the React wrappers.
// Run with `cem analyze` from packages/ui (see the `analyze` script).
/** Keeps the manifest to what a page or app may use: no private, protected or static members (styles, internals), no attributes for internal state. */
function publicApiOnly() {
  return {
    name: 'ewa-public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        for (const declaration of mod.declarations ?? []) {
          if (!declaration.members) continue;
          const isPublic = (member) => (!member.privacy || member.privacy === 'public') && !member.static;
          // Internal reactive state (`state: true` in static properties) has no attribute.
          const internal = new Set(declaration.members.filter((m) => !isPublic(m)).map((m) => m.name));
          declaration.members = declaration.members.filter(isPublic);
          for (const member of declaration.members) if (member.privacy === 'public') delete member.privacy;
          if (declaration.attributes)
            declaration.attributes = declaration.attributes.filter((a) => !internal.has(a.fieldName));
        }
      }
    },
  };
}

export default {
  // The form-control base class is analyzed too, so its attributes (label, name, required, ...) show on every field.
  globs: ['src/components/**/*.ts', 'src/form/**/*.ts'],
  exclude: [
    'src/**/*.stories.ts',
    'src/**/*.test.ts',
    'src/**/*.styles.ts',
    'src/**/test-fixtures.ts',
    'src/**/test-tab-stop.ts',
  ],
  outdir: '.',
  litelement: true,
  // package.json already names the manifest; do not let the analyzer rewrite it.
  packagejson: false,
  plugins: [publicApiOnly()],
};
