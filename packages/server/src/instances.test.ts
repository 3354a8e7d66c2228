import { purchaseCalls } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioTransactions } from './areas/portfolio/schema.ts';
import { paymentsOf, purchaseOrders } from './kernel/payments/index.ts';
import { addDays, istParts, nextBusinessDay } from './kernel/schemes/calendar.ts';
import { DEMO_HOLIDAYS } from './kernel/schemes/catalog.ts';
import { loadNavs } from './kernel/schemes/navs.ts';
import { schemePlans } from './kernel/schemes/schema.ts';
import { useTestApp } from './testing/area-test.ts';
import { insertPurchase } from './testing/purchases.ts';
import { dataOf, type TestApp, testDatabaseKind } from './testing/test-app.ts';

// Two instances on one database, as behind a load balancer. `t` serves the investor and runs the
// allotment round (started; a long tick, so only a notice can make it allot during a test); `loader`
// is the other instance, where the NAVs are loaded: it has no portfolio area, hence no round of its own.
const t = useTestApp({
  areas: ['purchase', 'portfolio'],
  investor: '50000001',
  ready: true,
  env: { EWA_ALLOT_TICK_MS: '3600000' },
});
let loader: TestApp;
/** The investor's session (a new one once the clock has moved on past the first one's idle limit). */
let token = '';
beforeAll(async () => {
  loader = await t.anotherInstance({}, { areas: ['purchase'] });
  token = t.token;
});
afterAll(async () => {
  await loader?.close();
});

const plan = { schCode: 'ARJ0001', isDirect: 'Y', schOpt: 'G' } as const;
const planRow = and(
  eq(schemePlans.schCode, plan.schCode),
  eq(schemePlans.isDirect, true),
  eq(schemePlans.schOpt, plan.schOpt),
);
const detailThrough = async (app: TestApp) =>
  dataOf(await app.call(purchaseCalls.getSchemeDetail, { ...plan, ccode: '50000001' }, token));
const dayAfter = (date: string) => addDays(date, 1);
const holidays = new Set(DEMO_HOLIDAYS.map(([d]) => d));

/** Reads until `done` holds or `ms` pass; answers the last value and how long it took. */
async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const took = Date.now() - started;
    if (done(value) || took > ms) return { value, took };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A NAV of the plan for `day`, loaded through the loader instance. */
const loadThroughLoader = (day: string, nav: number, isDirect = true) =>
  loadNavs(loader.deps, [{ schCode: plan.schCode, isDirect, schOpt: plan.schOpt, navDate: day, nav }]);

describe(`two instances on one database (${testDatabaseKind})`, () => {
  it('keep nothing of each other in memory', () => {
    expect(loader.deps.instance).not.toBe(t.deps.instance);
    expect(loader.deps.navs).not.toBe(t.deps.navs);
    expect(loader.database).not.toBe(t.database);
    expect(paymentsOf(loader.app).settlements).not.toBe(paymentsOf(t.app).settlements);
  });

  it('a NAV loaded inside a money call’s transaction is told to the instance only once committed', async () => {
    const [row] = await t.database.db
      .select({ navDate: schemePlans.navDate })
      .from(schemePlans)
      .where(planRow);
    if (!row) throw new Error('no plan');
    const day = nextBusinessDay(row.navDate, holidays);
    let told = 0;
    const stop = t.deps.navs.onChange(() => told++);
    try {
      await t.database.db.transaction(async (tx) => {
        await loadNavs({ db: tx, navs: t.deps.navs }, [
          { schCode: plan.schCode, isDirect: false, schOpt: plan.schOpt, navDate: day, nav: 123_4567 },
        ]);
        // Still uncommitted: an allotment round started now could not see this NAV.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(told).toBe(0);
      });
      expect(
        (
          await within(
            1000,
            async () => told,
            (n) => n > 0,
          )
        ).value,
      ).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it('a NAV loaded through one is in the scheme facts of the other within a second', async () => {
    const before = await detailThrough(t);
    expect((await detailThrough(loader)).navDate).toBe(before.navDate);
    // Written behind every cache's back: the instance keeps answering the facts it computed, so what
    // it shows next comes from the load's notice, not from reading again.
    await t.database.db.update(schemePlans).set({ latestNav: 1 }).where(planRow);
    expect((await detailThrough(t)).latestNav).toBe(before.latestNav);

    const day = dayAfter(before.navDate);
    const nav = Math.round(before.latestNav * 10_000) + 4_321;
    await loadThroughLoader(day, nav);
    const seen = await within(
      1000,
      () => detailThrough(t),
      (d) => d.navDate === day,
    );
    expect(seen.value.navDate).toBe(day);
    expect(seen.value.latestNav).toBe(nav / 10_000);
    expect(seen.took).toBeLessThan(1000);
  });

  it('the instance told of a NAV load allots what waited for it at once, not at its next tick', async () => {
    const today = istParts(new Date()).date;
    const ahead = nextBusinessDay(nextBusinessDay(addDays(today, 21), holidays), holidays);
    const { orderNo } = await insertPurchase(t.database.db, {
      njAcNo: '50000004',
      rupees: 5_000,
      schCode: plan.schCode,
      isDirect: false,
      navDay: ahead,
      placed: true,
    });
    const allotment = () =>
      t.database.db.select().from(portfolioTransactions).where(eq(portfolioTransactions.orderNo, orderNo));
    expect(await allotment()).toEqual([]);

    // On its NAV day (the instances share the clock): the load is what it waits for.
    t.clock.advance(Math.ceil((Date.parse(`${ahead}T04:30:00Z`) - t.clock.now().getTime()) / 1000));
    token = await t.sessionToken('50000001');
    await loadThroughLoader(ahead, 500_000, false);
    const allotted = await within(1000, allotment, (rows) => rows.length > 0);
    expect(allotted.value).toMatchObject([{ navDate: ahead, unitsMilli: 100_000 }]);
    const [order] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderNo, orderNo));
    expect(order?.allottedAt).toBeInstanceOf(Date);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'hear each other again after the listening connection is terminated (PostgreSQL: the embedded database has no connection to lose)',
    async () => {
      const name = t.database.notices.applicationName;
      expect(name).toBeTruthy();
      const generation = t.deps.navs.generation;
      const [killed] = await loader.database.sql.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
        [name],
      );
      expect(killed?.n).toBe(1);
      // Deaf: nothing derived from NAVs is kept (a load elsewhere could go unheard) ...
      const deaf = await within(
        2000,
        async () => t.deps.navs.hearing,
        (hearing) => !hearing,
      );
      expect(deaf.value).toBe(false);
      expect(t.deps.navs.generation).toBeGreaterThan(generation);
      // ... until the connection is back, a second later.
      const back = await within(
        5000,
        async () => t.deps.navs.hearing,
        (hearing) => hearing,
      );
      expect(back.value).toBe(true);

      const before = await detailThrough(t);
      const day = dayAfter(before.navDate);
      const nav = Math.round(before.latestNav * 10_000) - 1_234;
      await loadThroughLoader(day, nav);
      const seen = await within(
        1000,
        () => detailThrough(t),
        (d) => d.navDate === day,
      );
      expect(seen.value.latestNav).toBe(nav / 10_000);
      expect(seen.took).toBeLessThan(1000);
      const [listening] = await loader.database.sql.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [name],
      );
      expect(listening?.n).toBe(1);
    },
  );
});

describe('a NAV load on one instance is told to the others in one notice', () => {
  it('sent with the load, for its schema only', async () => {
    const [row] = await t.database.sql.query<{ scope: string }>('select current_schema() as scope');
    expect(t.deps.navs.scope).toBe(row?.scope);
    const generation = t.deps.navs.generation;
    t.deps.navs.notice('another_schema');
    expect(t.deps.navs.generation).toBe(generation);
    t.deps.navs.notice(t.deps.navs.scope);
    expect(t.deps.navs.generation).toBe(generation + 1);
  });
});
