#!/usr/bin/env node
// Writes the React wrappers (src/react/generated/*.ts, src/react/index.ts) and the package entry
// (src/index.ts) from custom-elements.json, so the element's JSDoc stays the only description of it.
//   node scripts/generate-react.mjs           write the files
//   node scripts/generate-react.mjs --check   exit 1 when a committed file differs from the manifest
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(root, 'custom-elements.json');
const generatedDir = join(root, 'src/react/generated');
const check = process.argv.includes('--check');

const BANNER =
  '// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.';

// Type names every TypeScript program knows; anything else in an event type must be imported.
const GLOBAL_TYPES = new Set([
  'Array',
  'ReadonlyArray',
  'Record',
  'Partial',
  'Required',
  'Readonly',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'NonNullable',
  'Promise',
  'Map',
  'Set',
  'Date',
  'File',
  'Blob',
  'FormData',
  'Event',
  'CustomEvent',
  'UIEvent',
  'FocusEvent',
  'InputEvent',
  'KeyboardEvent',
  'MouseEvent',
  'PointerEvent',
  'SubmitEvent',
  'HTMLElement',
  'Element',
  'Node',
]);

const pascal = (name) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

const posixRelative = (fromDir, toFile) => {
  const path = relative(fromDir, toFile).split('\\').join(posix.sep);
  return path.startsWith('.') ? path : `./${path}`;
};

function readManifest() {
  if (!existsSync(manifestPath)) {
    console.error(
      'generate-react: custom-elements.json is missing; run `pnpm --filter @ewa/ui analyze` first.',
    );
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** Every custom element of the manifest with the module that declares it, sorted by tag. */
function collectElements(manifest) {
  const elements = [];
  for (const mod of manifest.modules ?? []) {
    for (const declaration of mod.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName) continue;
      const modulePath = join(root, mod.path);
      const definePath = join(dirname(modulePath), 'define.ts');
      if (!existsSync(definePath)) {
        throw new Error(`${declaration.tagName}: ${posixRelative(root, definePath)} is missing`);
      }
      elements.push({ tag: declaration.tagName, declaration, modulePath, definePath });
    }
  }
  const seen = new Set();
  for (const { tag } of elements) {
    if (seen.has(tag)) throw new Error(`${tag} is declared twice in the manifest`);
    seen.add(tag);
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Where a type name used in an event type comes from: the element's module, or one it imports from. */
function resolveTypeSource(name, modulePath) {
  const source = readFileSync(modulePath, 'utf8');
  const declared = new RegExp(
    `export\\s+(?:declare\\s+)?(?:interface|type|class|enum|abstract\\s+class)\\s+${name}\\b`,
  );
  if (declared.test(source)) return modulePath;
  const importRe = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(importRe)) {
    const names = match[1].split(',').map((part) =>
      part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    if (names.includes(name) && match[2].startsWith('.')) return join(dirname(modulePath), match[2]);
  }
  return undefined;
}

/** The TypeScript type of an event and the imports it needs; unresolvable names fall back to the plain event type. */
function eventType(event, element, warnings) {
  const text = event.type?.text?.trim();
  if (!text) return { text: 'Event', imports: [] };
  const withoutStrings = text.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '');
  const names = new Set();
  for (const match of withoutStrings.matchAll(/([A-Za-z_$][\w$]*)(\s*\??\s*:)?/g)) {
    // A name followed by ':' is a property key of an object type, not a type reference.
    if (match[2] || !/^[A-Z]/.test(match[1]) || GLOBAL_TYPES.has(match[1])) continue;
    names.add(match[1]);
  }
  const imports = [];
  for (const name of names) {
    const from = resolveTypeSource(name, element.modulePath);
    if (!from) {
      const fallback = text.startsWith('CustomEvent') ? 'CustomEvent' : 'Event';
      warnings.push(
        `${element.tag}: event '${event.name}' uses type '${name}' that is not exported; typed as ${fallback}`,
      );
      return { text: fallback, imports: [] };
    }
    imports.push({ name, from });
  }
  return { text, imports };
}

/** Events named on the class, once each; a JSDoc `@fires {Type}` wins over a bare dispatch the analyzer found. */
function namedEvents(declaration) {
  const byName = new Map();
  for (const event of declaration.events ?? []) {
    if (!event.name) continue;
    const known = byName.get(event.name);
    if (!known || (!known.type?.text?.includes('<') && event.type?.text)) byName.set(event.name, event);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function wrapperName(tag) {
  return pascal(tag);
}

function wrapperFile(tag) {
  return tag.replace(/^ewa-/, '');
}

function renderWrapper(element, warnings) {
  const { tag, declaration } = element;
  const name = wrapperName(tag);
  const elementAlias = `${name}Element`;
  const modulePath = posixRelative(generatedDir, element.modulePath);
  const definePath = posixRelative(generatedDir, element.definePath);
  const typeImports = new Map();
  const events = namedEvents(declaration).map((event) => {
    const type = eventType(event, element, warnings);
    for (const { name: typeName, from } of type.imports) {
      const spec = posixRelative(generatedDir, from);
      if (!typeImports.has(spec)) typeImports.set(spec, new Set());
      typeImports.get(spec).add(typeName);
    }
    return `    on${pascal(event.name)}: '${event.name}' as EventName<${type.text}>,`;
  });

  const lines = [BANNER];
  lines.push(`import { createComponent${events.length ? ', type EventName' : ''} } from '@lit/react';`);
  lines.push(`import * as React from 'react';`);
  const classImport =
    declaration.name === elementAlias ? declaration.name : `${declaration.name} as ${elementAlias}`;
  lines.push(`import { ${classImport} } from '${modulePath}';`);
  for (const [spec, typeNames] of [...typeImports].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`import type { ${[...typeNames].sort().join(', ')} } from '${spec}';`);
  }
  lines.push(`import '${definePath}';`, '');
  const summary = (declaration.summary ?? declaration.description ?? '').replace(/\s+/g, ' ').trim();
  if (summary) lines.push(`/** \`<${tag}>\` for React: ${summary.replace(/\*\//g, '*\\/')} */`);
  lines.push(`export const ${name} = createComponent({`);
  lines.push('  react: React,');
  lines.push(`  tagName: '${tag}',`);
  lines.push(`  elementClass: ${elementAlias},`);
  if (events.length) lines.push('  events: {', ...events, '  },');
  lines.push(`  displayName: '${name}',`);
  lines.push('});', '');
  return lines.join('\n');
}

/** Biome's export order: folder by folder, a name before the longer names it begins ('amount' < 'amount-input'). */
function byPathSegments(a, b) {
  const left = a.replace(/\.ts$/, '').split('/');
  const right = b.replace(/\.ts$/, '').split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return left[i] < right[i] ? -1 : 1;
  }
  return left.length - right.length;
}

function renderReactIndex(elements) {
  const lines = [
    BANNER,
    "// One wrapper per element; props are the element's properties, `onEwa...` props its events.",
  ];
  const files = elements.map(({ tag }) => [wrapperName(tag), `./generated/${wrapperFile(tag)}.ts`]);
  for (const [name, path] of files.sort(([, a], [, b]) => byPathSegments(a, b))) {
    lines.push(`export { ${name} } from '${path}';`);
  }
  lines.push('');
  return lines.join('\n');
}

/** The package entry: element classes and their types, formatters, validators and tokens; it registers nothing. */
function renderPackageIndex(elements) {
  const srcDir = join(root, 'src');
  const lines = [
    BANNER,
    '// Importing this module registers no element: import `@ewa/ui/components/<name>` (or dist/ewa-ui.js) for that.',
    '',
  ];
  const modules = [...new Set(elements.map((element) => element.modulePath))];
  for (const extra of ['form/index.ts', 'format/index.ts', 'validate/index.ts', 'tokens/tokens.ts']) {
    const path = join(srcDir, extra);
    if (existsSync(path)) modules.push(path);
  }
  for (const path of modules.map((module) => posixRelative(srcDir, module)).sort(byPathSegments)) {
    lines.push(`export * from '${path}';`);
  }
  lines.push('');
  return lines.join('\n');
}

function main() {
  const manifest = readManifest();
  const elements = collectElements(manifest);
  const warnings = [];
  const files = new Map();
  for (const element of elements) {
    files.set(join(generatedDir, `${wrapperFile(element.tag)}.ts`), renderWrapper(element, warnings));
  }
  files.set(join(root, 'src/react/index.ts'), renderReactIndex(elements));
  files.set(join(root, 'src/index.ts'), renderPackageIndex(elements));
  for (const warning of warnings) console.warn(`generate-react: ${warning}`);

  const stale = existsSync(generatedDir)
    ? readdirSync(generatedDir)
        .map((file) => join(generatedDir, file))
        .filter((path) => !files.has(path))
    : [];

  if (check) {
    const differing = [...files].filter(
      ([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text,
    );
    const problems = [...differing.map(([path]) => path), ...stale].map((path) => posixRelative(root, path));
    if (problems.length) {
      console.error(
        `generate-react: these files differ from what custom-elements.json gives:\n  ${problems.join('\n  ')}\n` +
          'Run `pnpm --filter @ewa/ui build` (or analyze + generate-react) and commit the result.',
      );
      process.exit(1);
    }
    console.log(`generate-react: ${elements.length} wrappers match the manifest`);
    return;
  }

  mkdirSync(generatedDir, { recursive: true });
  for (const path of stale) rmSync(path);
  for (const [path, text] of files) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  }
  console.log(`generate-react: wrote ${elements.length} wrappers`);
}

main();
