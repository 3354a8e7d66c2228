import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { seedSchemeMaster } from '../../kernel/schemes/seed.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { listSchemes } from './listing.ts';

let database: Database;
const now = new Date('2026-11-23T05:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.sql);
  await seedSchemeMaster(database.db, { now, count: 2100, historyFor: 0 });
}, 180_000);
afterAll(() => database?.close());

describe('the listing with 2,100 schemes (4,200 rows)', () => {
  it('filters, sorts and pages in the database, quickly', async () => {
    const cases = [
      {},
      { searchKeyword: 'flexi' },
      {
        isDirectPlan: 'Y' as const,
        selectedSchemeType: 'EQUITY' as const,
        sortBy: 'return1y' as const,
        sortOrder: 'desc' as const,
      },
      { selectedAmc: 'LTS', selectedRisk: 'Very High', pageNo: 3, pageSize: 50 },
    ];
    await listSchemes(database.db, {}, now); // warm
    for (const request of cases) {
      const started = performance.now();
      const page = await listSchemes(database.db, request, now);
      const took = performance.now() - started;
      expect(took, JSON.stringify(request)).toBeLessThan(1000);
      expect(page.schemes.length).toBeGreaterThan(0);
    }
    const all = await listSchemes(database.db, { pageSize: 100 }, now);
    expect(all.totalCount).toBe(4200);
    const last = await listSchemes(database.db, { pageSize: 100, pageNo: 42 }, now);
    expect(last.schemes).toHaveLength(100);
    const best = await listSchemes(
      database.db,
      { sortBy: 'return1y', sortOrder: 'desc', pageSize: 100 },
      now,
    );
    const returns = best.schemes.map((s) => s.return1y ?? Number.NEGATIVE_INFINITY);
    expect(returns).toEqual([...returns].sort((a, b) => b - a));
  });
});
