import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { investorMandates } from '../investor-records/schema.ts';
import { seedInvestorPayments } from '../investor-records/seed.ts';
import { navHistory, schemePlans, schemes } from './schema.ts';
import { seedSchemeMaster } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.sql);
});
afterAll(() => database.close());

describe('scheme master seed', () => {
  it('loads once: 60 schemes, their plans and a year of NAVs, and skips on a second start', async () => {
    const now = new Date('2026-11-22T04:00:00Z');
    expect(await seedSchemeMaster(database.db, { now, count: 60 })).toBe(true);
    expect(await seedSchemeMaster(database.db, { now, count: 60 })).toBe(false);
    const [s] = await database.db.select({ n: count() }).from(schemes);
    const [p] = await database.db.select({ n: count() }).from(schemePlans);
    const [h] = await database.db
      .select({ n: count() })
      .from(navHistory)
      .where(eq(navHistory.schCode, 'ARJ0001'));
    expect(s?.n).toBe(60);
    expect(p?.n).toBeGreaterThan(240);
    expect(h?.n).toBeGreaterThan(240 * 6);
  });

  it('gives the demo investors bank accounts and mandates with upper limits', async () => {
    expect(await seedInvestorPayments(database.db, { now: new Date('2026-11-22T04:00:00Z') })).toBe(true);
    const mandates = await database.db
      .select()
      .from(investorMandates)
      .where(eq(investorMandates.njAcNo, '50000001'));
    expect(mandates.map((m) => m.upperLimitPaise).sort((a, b) => a - b)).toEqual([2_500_000, 10_000_000]);
  });
});
