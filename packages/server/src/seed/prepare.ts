import { readdirSync } from 'node:fs';
import type { Database, Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from './demo.ts';

/**
 * An area's seed module, `src/areas/<area>/seed.ts`: `seedReference(db)` loads what every deployment
 * needs (the menu, the scheme master); `seed(db)` loads demo data (investors' banks, families, pending
 * work). Each is guarded by its own `seed_runs` row, so it runs once.
 */
type AreaSeed = { seed?: (db: Db) => Promise<unknown>; seedReference?: (db: Db) => Promise<unknown> };

async function areaSeeds(only?: string[]): Promise<AreaSeed[]> {
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

/**
 * Migrates and seeds under one lock, so several instances starting together on one PostgreSQL
 * do both exactly once. Every area's reference data always; with `demo`, the demo investors,
 * partner and branch, then each area's demo data, by area name. `seeded`: demo data loaded now.
 */
export async function prepareDatabase(
  database: Database,
  options: { demo: boolean; areas?: string[] } = { demo: true },
): Promise<{ migrations: string[]; seeded: boolean }> {
  return database.exclusive(async (sql) => {
    const migrations = await migrate(sql);
    const areas = await areaSeeds(options.areas);
    for (const area of areas) await area.seedReference?.(database.db);
    if (!options.demo) return { migrations, seeded: false };
    const seeded = await seedDemo(database.db);
    for (const area of areas) await area.seed?.(database.db);
    return { migrations, seeded };
  });
}
