#!/usr/bin/env node
// Fails when an import runs against the architecture's arrows (see scripts/arrows/arrows.mjs).
import { fileURLToPath } from 'node:url';
import { check, readGraph } from './arrows/arrows.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { problems, summary } = check(readGraph(root));
for (const line of summary) console.log(`arrows: ${line}`);
if (problems.length) {
  console.error(`arrows: ${problems.length} broken\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('arrows: every import follows the architecture');
