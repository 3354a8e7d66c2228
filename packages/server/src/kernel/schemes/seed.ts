import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seedRuns } from '../../db/schema/core.ts';
import { istParts } from './calendar.ts';
import { DEMO_AMCS, DEMO_HOLIDAYS } from './catalog.ts';
import { generateSchemeMaster, schemeFactsFor, templateOf } from './generator.ts';
import { amcs, marketHolidays, schemePlans, schemes } from './schema.ts';

export const schemeSeedName = 'scheme-master-v1';

export interface SchemeSeedOptions {
  /** How many schemes (60 by default; `EWA_SEED_SCHEMES=2000` for listing tests and the bench). */
  count?: number;
  /** The seeding instant (its IST date anchors the NAV history). */
  now?: Date;
  /** Schemes with a stored year of daily NAVs (all 60 by default). */
  historyFor?: number;
}

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * A master loaded before schemes carried their facts (fund size, manager, benchmark, expense ratios)
 * gets them from the same demo rules, so its scheme pages show them too.
 */
async function fillMissingFacts(db: Db): Promise<void> {
  const missing = await db
    .select({ schCode: schemes.schCode })
    .from(schemes)
    .where(isNull(schemes.fundManager));
  for (const { schCode } of missing) {
    const index = Number(schCode.slice(3)) - 1;
    if (!Number.isInteger(index) || index < 0) continue;
    const facts = schemeFactsFor(schCode, templateOf(index));
    await db.transaction(async (tx) => {
      await tx
        .update(schemes)
        .set({ aumPaise: facts.aumPaise, fundManager: facts.fundManager, benchmark: facts.benchmark })
        .where(eq(schemes.schCode, schCode));
      for (const isDirect of [true, false])
        await tx
          .update(schemePlans)
          .set({ expenseRatioBp: isDirect ? facts.expenseRatioBp.direct : facts.expenseRatioBp.regular })
          .where(and(eq(schemePlans.schCode, schCode), eq(schemePlans.isDirect, isDirect)));
    });
  }
}

/** Loads the scheme master, NAV history and holidays once; later starts find the marker and skip. */
export async function seedSchemeMaster(db: Db, options: SchemeSeedOptions = {}): Promise<boolean> {
  const loaded = await loadSchemeMaster(db, options);
  await fillMissingFacts(db);
  return loaded;
}

async function loadSchemeMaster(db: Db, options: SchemeSeedOptions): Promise<boolean> {
  const count = options.count ?? (Number(process.env.EWA_SEED_SCHEMES) || 60);
  const asOf = istParts(options.now ?? new Date()).date;
  const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));
  const master = generateSchemeMaster({ count, asOf, holidays, historyFor: options.historyFor ?? 60 });
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: schemeSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await tx.insert(amcs).values([...DEMO_AMCS]);
    await tx
      .insert(marketHolidays)
      .values(DEMO_HOLIDAYS.map(([holidayDate, description]) => ({ holidayDate, description })));
    await insertInChunks(master.schemes, 500, (c) => tx.insert(schemes).values(c));
    await insertInChunks(master.plans, 1000, (c) => tx.insert(schemePlans).values(c));
    // One statement for the ~75,000 NAV rows: row-by-row parameters take many seconds on PGlite.
    await insertInChunks(master.navs, 40_000, (c) =>
      tx.execute(
        sql`insert into nav_history (sch_code, is_direct, sch_opt, nav_date, nav)
            select * from json_to_recordset(${JSON.stringify(c)}::json)
              as x(sch_code text, is_direct boolean, sch_opt text, nav_date date, nav integer)`,
      ),
    );
    return true;
  });
}
