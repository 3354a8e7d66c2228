#!/usr/bin/env node
// Gzip sizes of the design system as a sibling site downloads it:
//   - all of packages/ui/dist/ewa-ui.js (every element, Lit inside)    target ≤ 45 KB gzip
//   - each element's define entry bundled alone with Lit and the tokens: form-associated fields
//     (form association, validation, messages) ≤ 11.5 KB gzip, display elements ≤ 10 KB gzip
// An element may load a part only when it is needed (a dynamic import(), e.g. the header's drawer on
// a phone). Its line then gives two figures: the initial load — the entry and every module it imports
// statically, Lit and the tokens included — which is held to the target, and "+ N KB on demand", the
// chunks behind its dynamic imports. Each file is gzipped on its own and the sizes are added, as a
// browser fetches them. Nothing imported statically is ever left out of the initial figure. The bundle's
// line adds the files it fetches from beside itself (dist/ewa-ui-*.js: the NAV and value charts' drawings).
// Usage: node bench/ui-size.mjs   (builds the bundle when it is missing or older than the sources)
// Exits 1 when a size is over its target; with --smoke the sizes are printed but not judged.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const uiDir = fileURLToPath(new URL('../packages/ui/', import.meta.url));
const { build } = await import(createRequire(join(uiDir, 'package.json')).resolve('vite'));
const bundlePath = join(uiDir, 'dist/ewa-ui.js');
const KB = 1024;
const BUNDLE_TARGET = 45 * KB;
const ELEMENT_TARGET = 10 * KB;
const FIELD_TARGET = 11.5 * KB;
// The same measure of the anchors' fields (esbuild --bundle --minify, gzip -9; ../shared/TOOLCHAIN.md),
// so the lead over them shows as elements grow.
const ANCHOR_FIELDS = { "Shoelace's sl-input": 18.3 * KB, "Lion's lion-input-amount": 32.1 * KB };

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!/\.(test|stories)\.ts$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

async function readBundle() {
  const config = ['vite.config.ts', 'minify-styles.mjs'].map((name) => statSync(join(uiDir, name)).mtimeMs);
  const newest = Math.max(newestSource(join(uiDir, 'src')), ...config);
  if (!existsSync(bundlePath) || statSync(bundlePath).mtimeMs < newest) {
    console.log('building dist/ewa-ui.js ...');
    await build({ root: uiDir, configFile: join(uiDir, 'vite.config.ts'), logLevel: 'warn' });
  }
  return readFileSync(bundlePath);
}

/**
 * One define entry bundled on its own with code splitting, built as the standalone bundle is, kept
 * in memory. Answers the chunks loaded at once (the entry and its static imports, transitively) and the
 * chunks reached only through dynamic imports.
 */
async function bundleAlone(entry) {
  // The bundle's own config (plugins, minification, output options), with the element as the entry and
  // code splitting on, so parts behind a dynamic import() show apart. Arrays merge by concatenation, so
  // the config's `formats` is not repeated here (that would build every element twice).
  const result = await build({
    root: uiDir,
    configFile: join(uiDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      write: false,
      lib: { entry, fileName: () => 'element.js' },
      rolldownOptions: { output: { codeSplitting: true } },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((item) => item.output)
    .filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = (names, follow) => {
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of follow(byName.get(name))) visit(next);
    };
    for (const name of names) visit(name);
    return seen;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const initial = reach(entries, (chunk) => chunk.imports);
  const all = reach(entries, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);
  const code = (names) => [...names].map((name) => Buffer.from(byName.get(name).code));
  return { initial: code(initial), onDemand: code([...all].filter((name) => !initial.has(name))) };
}

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const sum = (values) => values.reduce((total, value) => total + value, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(3).padStart(7)} KB`;
const verdict = (bytes, target) => (bytes <= target ? 'PASS' : 'FAIL');

const componentsDir = join(uiDir, 'src/components');
const entries = readdirSync(componentsDir)
  .filter((name) => existsSync(join(componentsDir, name, 'define.ts')))
  .sort();

/** A form-associated field: its class extends the design system's form-control base. */
const isField = (name) =>
  /extends Ewa(Async)?FormControl\b/.test(readFileSync(join(componentsDir, name, `${name}.ts`), 'utf8'));

let failed = false;
let amountInputSize = 0;
const bundle = await readBundle();
const bundleGzip = gzip(bundle);
failed ||= bundleGzip > BUNDLE_TARGET;
console.log(`\n@ewa/ui sizes (gzip -9; 1 KB = 1024 bytes)\n`);
// Files the bundle fetches from beside itself on demand (the NAV chart's drawing library).
const besideBundle = readdirSync(join(uiDir, 'dist')).filter((name) => /^ewa-ui-.+\.js$/.test(name));
const besideGzip = sum(besideBundle.map((name) => gzip(readFileSync(join(uiDir, 'dist', name)))));
console.log(
  `${'dist/ewa-ui.js (all elements)'.padEnd(34)} ${kb(bundleGzip)}  (raw ${kb(bundle.length)})  target ≤ ${kb(BUNDLE_TARGET).trim()}  ${verdict(bundleGzip, BUNDLE_TARGET)}${
    besideBundle.length ? `  + ${kb(besideGzip).trim()} on demand (${besideBundle.join(', ')})` : ''
  }`,
);
console.log(
  '\neach element alone, with Lit and the tokens (initial load; parts loaded on demand after "+"):',
);
for (const name of entries) {
  const { initial, onDemand } = await bundleAlone(join(componentsDir, name, 'define.ts'));
  const size = sum(initial.map(gzip));
  const raw = sum(initial.map((code) => code.length));
  const later = sum(onDemand.map(gzip));
  const target = isField(name) ? FIELD_TARGET : ELEMENT_TARGET;
  failed ||= size > target;
  if (name === 'amount-input') amountInputSize = size;
  const lazyText = onDemand.length
    ? `  + ${kb(later).trim()} on demand (${onDemand.length} file${onDemand.length > 1 ? 's' : ''})`
    : '';
  console.log(
    `  ${`components/${name}`.padEnd(32)} ${kb(size)}  (raw ${kb(raw)})  target ≤ ${kb(target).trim()}  ${verdict(size, target)}${lazyText}`,
  );
}
if (amountInputSize)
  console.log(
    `\nthe amount field against the anchors' fields: ${Object.entries(ANCHOR_FIELDS)
      .map(([anchor, bytes]) => `${(amountInputSize / bytes).toFixed(2)}× ${anchor} (${kb(bytes).trim()})`)
      .join(', ')}`,
  );
console.log(`\n${failed ? 'FAIL: a size is over its target' : 'PASS: every size is within its target'}`);
if (smoke) console.log('smoke run: the sizes above are not judged');
process.exitCode = failed && !smoke ? 1 : 0;
