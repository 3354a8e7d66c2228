import { readdirSync } from 'node:fs';
import { seedDemo } from '../seed/demo.ts';
import type { Database, Db } from './client.ts';
import { migrate } from './migrate.ts';

/** An area's demo data: `src/areas/<area>/seed.ts` exporting `seed(db)`, guarded by its own `seed_runs` row. */
type AreaSeed = { seed: (db: Db) => Promise<unknown> };

async function areaSeeds(only?: string[]): Promise<AreaSeed[]> {
  const dir = new URL('../areas/', import.meta.url);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (!only || only.includes(d.name)))
    .filter((d) => readdirSync(new URL(`${d.name}/`, dir)).includes('seed.ts'))
    .map((d) => d.name)
    .sort();
  const seeds: AreaSeed[] = [];
  for (const name of names) {
    const mod = (await import(new URL(`${name}/seed.ts`, dir).href)) as Partial<AreaSeed>;
    // A seed.ts without `seed` is a library of seed helpers, not yet wired in.
    if (typeof mod.seed === 'function') seeds.push(mod as AreaSeed);
  }
  return seeds;
}

/**
 * Migrates and seeds under one lock, so several instances starting together on one PostgreSQL
 * do both exactly once. Core demo data (investors, partner, branch) first, then each area's, by name.
 */
export async function prepareDatabase(
  database: Database,
  options: { seed: boolean; areas?: string[] } = { seed: true },
): Promise<{ migrations: string[]; seeded: boolean }> {
  return database.exclusive(async (sql) => {
    const migrations = await migrate(sql);
    if (!options.seed) return { migrations, seeded: false };
    const seeded = await seedDemo(database.db);
    for (const area of await areaSeeds(options.areas)) await area.seed(database.db);
    return { migrations, seeded };
  });
}
