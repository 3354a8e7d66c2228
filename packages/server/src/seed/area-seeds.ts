import { readdirSync } from 'node:fs';
import type { Db } from '../db/client.ts';
import type { InvestorSeed } from './investor.ts';

/**
 * An area's seed module, `src/areas/<area>/seed.ts`: `seedReference(db)` loads what every deployment
 * needs (the menu, the scheme master); `seed(db)` loads demo data (investors' banks, families, pending
 * work), each guarded by its own `seed_runs` row, so it runs once; `seedInvestor(db, investor, now)`
 * gives one investor the area's part of its situation (the demo seed calls it for each demo investor,
 * the sandbox for a fresh one).
 */
export type AreaSeed = {
  seed?: (db: Db) => Promise<unknown>;
  seedReference?: (db: Db) => Promise<unknown>;
  seedInvestor?: (db: Db, investor: InvestorSeed, now: Date) => Promise<unknown>;
};

/** The areas' seed modules, by area name (all, or `only` those). */
export async function areaSeeds(only?: string[]): Promise<AreaSeed[]> {
  const dir = new URL('../areas/', import.meta.url);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (!only || only.includes(d.name)))
    .filter((d) => readdirSync(new URL(`${d.name}/`, dir)).includes('seed.ts'))
    .map((d) => d.name)
    .sort();
  const seeds: AreaSeed[] = [];
  for (const name of names) {
    seeds.push((await import(new URL(`${name}/seed.ts`, dir).href)) as AreaSeed);
  }
  return seeds;
}
