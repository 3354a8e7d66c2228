import { purchaseCalls } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadNavs } from '../../kernel/schemes/navs.ts';
import { schemePlans } from '../../kernel/schemes/schema.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';

const t = useTestApp({
  areas: ['purchase'],
  investor: '50000001',
  config: { session: { idleSeconds: 5 * 86_400, absoluteSeconds: 10 * 86_400 } },
});
const key = { schCode: 'ARJ0001', isDirect: 'Y', schOpt: 'G' } as const;
const detail = async () =>
  dataOf(await t.call(purchaseCalls.getSchemeDetail, { ...key, ccode: '50000001' }, t.token));
const plan = and(
  eq(schemePlans.schCode, key.schCode),
  eq(schemePlans.isDirect, true),
  eq(schemePlans.schOpt, key.schOpt),
);
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('scheme detail: NAV facts computed once a day, new ones when NAVs load', () => {
  it('keeps the facts between reads, and a NAV load shows the new day at once', async () => {
    t.clock.freeze();
    const before = await detail();
    // Written behind the cache's back: the detail keeps answering the figures it computed.
    await t.deps.db.update(schemePlans).set({ latestNav: 1 }).where(plan);
    expect((await detail()).latestNav).toBe(before.latestNav);

    const day = nextDay(before.navDate);
    const nav = Math.round(before.latestNav * 10_000) + 12_345;
    await loadNavs(t.deps, [{ ...key, isDirect: true, navDate: day, nav }]);
    const after = await detail();
    expect(after.navDate).toBe(day);
    expect(after.latestNav).toBe(nav / 10_000);
    // The investor's own part is still read per request.
    expect(after.folioNo).toBe(before.folioNo);
  });

  it('computes the facts again on the first read of a new day', async () => {
    const before = await detail();
    await t.deps.db.update(schemePlans).set({ latestNav: 1_234_567 }).where(plan);
    expect((await detail()).latestNav).toBe(before.latestNav);
    t.clock.advance(86_400);
    expect((await detail()).latestNav).toBe(123.4567);
  });
});

describe('scheme detail refusals keep their answers', () => {
  it('refuses another investor’s account and an unknown plan, and caches neither', async () => {
    const other = await t.call(purchaseCalls.getSchemeDetail, { ...key, ccode: '50000002' }, t.token);
    expect(other.status).toBe(403);
    const unknown = await t.call(
      purchaseCalls.getSchemeDetail,
      { ...key, schCode: 'ZZZ9999', ccode: '50000001' },
      t.token,
    );
    expect(unknown.json).toMatchObject({ isSuccess: false, errCode: 'SCHEME_NOT_FOUND' });
    expect((await detail()).schCode).toBe(key.schCode);
  });
});
