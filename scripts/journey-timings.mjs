#!/usr/bin/env node
// The ten slowest journeys of the last `pnpm test:e2e`, from the JSON report it leaves in
// test-results/journeys.json. Usage: pnpm test:timings [count]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { slowestJourneys } from './journey-timings/slowest.mjs';

const report = fileURLToPath(new URL('../test-results/journeys.json', import.meta.url));
if (!existsSync(report)) {
  console.error('No journey report yet: run `pnpm test:e2e` first (it writes test-results/journeys.json).');
  process.exit(1);
}
const count = Number(process.argv[2] ?? 10);
const { journeys, wallMs } = slowestJourneys(JSON.parse(readFileSync(report, 'utf8')), count);
console.log(
  `The ${journeys.length} slowest journeys of the last run (wall time ${(wallMs / 1000).toFixed(1)} s):`,
);
for (const j of journeys)
  console.log(`${(j.ms / 1000).toFixed(1).padStart(7)} s  ${j.status.padEnd(8)} ${j.file} › ${j.title}`);
