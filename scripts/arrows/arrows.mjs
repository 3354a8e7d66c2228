// The architecture's arrows as data, and the checks over an import graph: which package may import
// which, which folders may not reach which, and no folder-level cycle inside a package.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'oxc-parser';

/** Packages each package may import (ARCHITECTURE.md: app → ui, app → api ← server, api → ui's validators). */
export const PACKAGE_ARROWS = {
  ui: [],
  api: ['ui'],
  server: ['api'],
  app: ['ui', 'api'],
};

/** Folder rules inside a package: files under `from` may not import files under any of `to`. */
export const FOLDER_RULES = [
  {
    name: 'a server area never imports the sandbox (the sandbox implements the provider interfaces)',
    pkg: 'server',
    from: /^areas\//,
    to: /^sandbox\//,
  },
  {
    name: 'app-wide state never imports a feature folder or the app shell',
    pkg: 'app',
    from: /^stores\//,
    to: /^(?!stores\/)[^/]+\//,
  },
];

/**
 * Entry points a package may reach in another: the contract runs the form's field rules on the server
 * too, so it takes the design system's pure validators, never its elements (Lit stays out of the server).
 */
export const ENTRY_RULES = [{ pkg: 'api', toPackage: 'ui', allowed: /^@ewa\/ui\/validate$/ }];

/**
 * A server area reaches another area only through that area's public entry (`areas/<area>/public.ts`,
 * or its `index.ts`), never a deeper file: what an area offers the others is one list, kept on purpose.
 */
export function deepCrossArea(from, to) {
  const [fromTop, fromArea] = from.split('/');
  const [toTop, toArea, ...rest] = to.split('/');
  if (fromTop !== 'areas' || toTop !== 'areas' || fromArea === toArea) return false;
  return !(rest.length === 1 && (rest[0] === 'public.ts' || rest[0] === 'index.ts'));
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_PRODUCT = /(\.(test|spec|stories)\.[cm]?[jt]sx?$)|\.d\.ts$/;

/** The folder a source file belongs to, for cycles: one level under src, two under areas/ and components/. */
export function folderOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return file; // a file at the top of src is a node of its own
  if ((parts[0] === 'areas' || parts[0] === 'components') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** The module specifiers a source text imports, re-exports or loads on demand (type-only ones too). */
export function importsOf(fileName, text) {
  const { module } = parseSync(fileName, text);
  const specifiers = module.staticImports.map((i) => i.moduleRequest.value);
  for (const e of module.staticExports)
    for (const entry of e.entries) if (entry.moduleRequest) specifiers.push(entry.moduleRequest.value);
  for (const d of module.dynamicImports) {
    const literal = /^\s*(['"`])([^'"`$]+)\1\s*$/.exec(
      text.slice(d.moduleRequest.start, d.moduleRequest.end),
    );
    if (literal) specifiers.push(literal[2]);
  }
  return [...new Set(specifiers)];
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'generated') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !NOT_PRODUCT.test(entry.name)) yield path;
  }
}

/**
 * The product import graph of each package's `src/`: edges between files (relative to src) and to
 * other workspace packages. Tests, stories and declaration files are left out: they are leaves.
 */
export function readGraph(root) {
  const packages = {};
  for (const pkg of Object.keys(PACKAGE_ARROWS)) {
    const src = resolve(root, 'packages', pkg, 'src');
    const edges = [];
    for (const path of sourceFiles(src)) {
      const from = relative(src, path).split(sep).join('/');
      for (const spec of importsOf(path, readFileSync(path, 'utf8'))) {
        const workspace = /^@ewa\/([^/]+)/.exec(spec);
        if (workspace) edges.push({ from, toPackage: workspace[1], spec });
        else if (spec.startsWith('.')) {
          const target = resolve(dirname(path), spec);
          const inside = relative(src, target).split(sep).join('/');
          if (inside.startsWith('..')) {
            const other = /^\.\.\/\.\.\/([^/]+)\//.exec(`${inside}`)?.[1];
            edges.push({ from, toPackage: other ?? '(outside src)', spec });
          } else edges.push({ from, to: inside, spec });
        }
      }
    }
    packages[pkg] = edges;
  }
  return packages;
}

/** Strongly connected components with more than one node (Tarjan), each sorted, as cycles. */
export function cyclesOf(edges) {
  const next = new Map();
  for (const [a, b] of edges) {
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    next.get(a).add(b);
  }
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) !== order.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of [...next.keys()].sort()) if (!order.has(v)) visit(v);
  return cycles;
}

/** Every broken arrow of a graph from `readGraph`, as readable lines (empty when all hold). */
export function check(graph) {
  const problems = [];
  const summary = [];
  for (const [pkg, edges] of Object.entries(graph)) {
    for (const e of edges) {
      if (e.toPackage && e.toPackage !== pkg && !PACKAGE_ARROWS[pkg].includes(e.toPackage))
        problems.push(`${pkg}: src/${e.from} imports '${e.spec}' (${pkg} → ${e.toPackage} is not an arrow)`);
      for (const rule of ENTRY_RULES)
        if (rule.pkg === pkg && rule.toPackage === e.toPackage && !rule.allowed.test(e.spec))
          problems.push(
            `${pkg}: src/${e.from} imports '${e.spec}' (${pkg} may reach ${e.toPackage} only by ${rule.allowed.source})`,
          );
    }
    for (const rule of FOLDER_RULES.filter((r) => r.pkg === pkg))
      for (const e of edges)
        if (e.to && rule.from.test(e.from) && rule.to.test(e.to))
          problems.push(`${pkg}: src/${e.from} imports src/${e.to} — ${rule.name}`);
    if (pkg === 'server')
      for (const e of edges)
        if (e.to && deepCrossArea(e.from, e.to))
          problems.push(
            `server: src/${e.from} imports src/${e.to} — an area uses another only through its public entry (public.ts)`,
          );
    const folderEdges = edges.filter((e) => e.to).map((e) => [folderOf(e.from), folderOf(e.to)]);
    const cycles = cyclesOf(folderEdges);
    for (const cycle of cycles) {
      const witnesses = edges
        .filter((e) => e.to && cycle.includes(folderOf(e.from)) && cycle.includes(folderOf(e.to)))
        .filter((e) => folderOf(e.from) !== folderOf(e.to))
        .map((e) => `    src/${e.from} → src/${e.to}`);
      problems.push(`${pkg}: folder cycle ${cycle.join(' ↔ ')}\n${witnesses.join('\n')}`);
    }
    const folders = new Set(folderEdges.flat());
    summary.push(`${pkg}: ${edges.length} imports, ${folders.size} folders, ${cycles.length} folder cycles`);
  }
  return { problems, summary };
}
