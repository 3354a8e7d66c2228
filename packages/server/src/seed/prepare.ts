import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { areaSeeds } from './area-seeds.ts';
import { seedDemo } from './demo.ts';

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
