import { getAccodeandUcc } from '@ewa/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { mayAccess } from './domain.ts';

const t = useTestApp();

describe('getAccodeandUcc', () => {
  it("lists 'ALL' first, then the investor and the family, with the investor selected", async () => {
    const res = await t.call(getAccodeandUcc, {}, await t.sessionToken('50000001'));
    expect(res.status).toBe(200);
    expect(is(res.json, getAccodeandUcc.reply)).toBe(true);
    const { data } = dataOf(res);
    expect(data.ACCODEDETAIL.map((a) => a.VALUE)).toEqual([
      'ALL',
      '50000001',
      '50000101',
      '50000102',
      '50000103',
    ]);
    expect(data.ACCODEDETAIL[0]?.NAME).toBe('ALL');
    expect(data.ACCODEDETAIL[1]?.NAME).toContain('Rajesh Kumar Sharma');
    expect(data.SELECTED_ACCODE).toBe('50000001');
  });

  it('an investor without a family sees only themself, never the other family', async () => {
    const res = await t.call(getAccodeandUcc, {}, await t.sessionToken('50000006'));
    const values = dataOf(res).data.ACCODEDETAIL.map((a) => a.VALUE);
    expect(values).toEqual(['ALL', '50000006']);
  });

  it('needs a session and an empty body', async () => {
    expect((await t.call(getAccodeandUcc, {})).status).toBe(401);
    const extra = await t.call(getAccodeandUcc, { njAcNo: '50000001' }, await t.sessionToken('50000001'));
    expect(extra.status).toBe(400);
    expect(extra.json.field).toBe('njAcNo');
  });

  it('family access is one-way: the head may look at members, not the reverse', async () => {
    expect(await mayAccess(t.database.db, '50000001', '50000102')).toBe(true);
    expect(await mayAccess(t.database.db, '50000002', '50000001')).toBe(false);
    expect(await mayAccess(t.database.db, '50000101', '50000001')).toBe(false);
  });
});
