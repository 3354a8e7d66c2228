import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { menuEntries } from '../areas/menu/schema.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema/core.ts';
import { investorBankAccounts } from '../kernel/investor-records/schema.ts';
import { schemes } from '../kernel/schemes/schema.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { hasDemoData } from './demo.ts';
import { demoAccounts } from './demo-data.ts';
import { prepareDatabase } from './prepare.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const rowsIn = async (db: Database, table: PgTable) => (await db.db.select({ n: count() }).from(table))[0]?.n;

describe('preparing the database', () => {
  it('without demo data loads what every deployment needs and no investor with a known password', async () => {
    database = await openTestDatabase();
    const first = await prepareDatabase(database, { demo: false });
    expect(first.seeded).toBe(false);
    expect(await rowsIn(database, menuEntries)).toBeGreaterThan(50);
    expect(await rowsIn(database, schemes)).toBeGreaterThan(10);
    expect(await rowsIn(database, accounts)).toBe(0);
    expect(await rowsIn(database, investorBankAccounts)).toBe(0);
    expect(await hasDemoData(database.db)).toBe(false);

    // Switched on later (EWA_DEMO_DATA=on), the demo investors and their data arrive once.
    const later = await prepareDatabase(database, { demo: true });
    expect(later.seeded).toBe(true);
    expect(await rowsIn(database, accounts)).toBe(demoAccounts.length);
    expect(await rowsIn(database, investorBankAccounts)).toBeGreaterThan(0);
    const menuRows = await rowsIn(database, menuEntries);
    expect((await prepareDatabase(database, { demo: true })).seeded).toBe(false);
    expect(await rowsIn(database, accounts)).toBe(demoAccounts.length);
    expect(await rowsIn(database, menuEntries)).toBe(menuRows);
  });

  it('loads demo data by default, but not in production mode unless EWA_DEMO_DATA=on', () => {
    const demoOf = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv).demoData;
    expect(demoOf({})).toBe(true);
    expect(demoOf({ EWA_DEMO_DATA: 'off' })).toBe(false);
    expect(demoOf({ NODE_ENV: 'production' })).toBe(false);
    expect(demoOf({ NODE_ENV: 'production', EWA_DEMO_DATA: 'on' })).toBe(true);
  });
});
