import { MONEY_DOOR } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moneyRequests } from '../db/schema/core.ts';
import { useTestApp } from '../testing/area-test.ts';
import { testDatabaseKind } from '../testing/test-app.ts';
import { type DoorAnswer, type DoorTicket, passMoneyDoor } from './money-door.ts';

const t = useTestApp({ areas: [] });

let serial = 0;
const ticket = (requestHash = 'h1'): DoorTicket => ({
  scope: '50000001',
  key: `door-test-${++serial}`,
  path: 'probe/pay',
  requestHash,
});
const ok = (body: unknown): DoorAnswer => ({ status: 200, json: JSON.stringify(body) });
const rowOf = async (tk: DoorTicket) =>
  (
    await t.database.db
      .select()
      .from(moneyRequests)
      .where(and(eq(moneyRequests.scope, tk.scope), eq(moneyRequests.key, tk.key)))
  )[0];

describe('the money door', () => {
  it('keeps the reply with the effect and answers a repeat with it, without acting again', async () => {
    const tk = ticket();
    let acted = 0;
    const act = async () => ok({ isSuccess: true, n: ++acted });
    const first = await passMoneyDoor(t.database.db, t.clock, tk, act);
    const again = await passMoneyDoor(t.database.db, t.clock, tk, act);
    expect(acted).toBe(1);
    expect(again).toEqual({ status: 200, json: first.json });
    expect((await rowOf(tk))?.reply).toBe(first.json);
  });

  it('undoes the effect and frees the key when the act fails unexpectedly', async () => {
    const tk = ticket();
    await expect(
      passMoneyDoor(t.database.db, t.clock, tk, async (tx) => {
        await tx
          .insert(moneyRequests)
          .values({ ...ticket(), owner: 'x', leaseUntil: new Date(), status: 1, createdAt: new Date() });
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(await rowOf(tk)).toBeUndefined();
    const answered = await passMoneyDoor(t.database.db, t.clock, tk, async () => ok({ isSuccess: true }));
    expect(answered.status).toBe(200);
  });

  it('takes over a key whose acting copy stopped (its lease ran out); it committed nothing', async () => {
    const tk = ticket();
    const past = new Date(t.clock.now().getTime() - 1000);
    await t.database.db
      .insert(moneyRequests)
      .values({ ...tk, owner: 'gone', leaseUntil: past, status: 0, createdAt: past });
    const answer = await passMoneyDoor(t.database.db, t.clock, tk, async () =>
      ok({ isSuccess: true, taken: 1 }),
    );
    expect(JSON.parse(answer.json)).toEqual({ isSuccess: true, taken: 1 });
    expect((await rowOf(tk))?.status).toBe(200);
  });

  it('answers 409 rather than waiting forever on a copy still acting, and never acts itself', async () => {
    const tk = ticket();
    const now = t.clock.now();
    await t.database.db
      .insert(moneyRequests)
      .values({
        ...tk,
        owner: 'busy',
        leaseUntil: new Date(now.getTime() + 60_000),
        status: 0,
        createdAt: now,
      });
    let acted = false;
    const answer = await passMoneyDoor(
      t.database.db,
      t.clock,
      tk,
      async () => {
        acted = true;
        return ok({});
      },
      { leaseMs: 60_000, waitMs: 50 },
    );
    expect(acted).toBe(false);
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.json).errCode).toBe(MONEY_DOOR.stillActingCode);
  });

  it('frees a key after its time: the same key later stands for a new request', async () => {
    const tk = ticket('first');
    await passMoneyDoor(t.database.db, t.clock, tk, async () => ok({ isSuccess: true }));
    const reused = await passMoneyDoor(t.database.db, t.clock, { ...tk, requestHash: 'second' }, async () =>
      ok({}),
    );
    expect(reused.status).toBe(422);
    t.clock.advance(MONEY_DOOR.keyHours * 3600 + 60);
    const later = await passMoneyDoor(t.database.db, t.clock, { ...tk, requestHash: 'second' }, async () =>
      ok({ isSuccess: true, later: true }),
    );
    expect(JSON.parse(later.json)).toEqual({ isSuccess: true, later: true });
  });

  // Another instance is another connection: on the embedded database there is only one.
  it.runIf(testDatabaseKind === 'postgres')(
    'a copy that lost its key while acting is rolled back and answers the taker’s reply',
    async () => {
      const tk = ticket();
      const answer = await passMoneyDoor(t.database.db, t.clock, tk, async (tx) => {
        // Another instance takes the key over mid-way and finishes first.
        await t.database.db
          .update(moneyRequests)
          .set({ owner: 'taker', status: 200, reply: JSON.stringify({ isSuccess: true, by: 'taker' }) })
          .where(and(eq(moneyRequests.scope, tk.scope), eq(moneyRequests.key, tk.key)))
          .catch(() => {});
        await tx
          .insert(moneyRequests)
          .values({ ...ticket(), owner: 'effect', leaseUntil: new Date(), status: 1, createdAt: new Date() });
        return ok({ isSuccess: true, by: 'me' });
      });
      expect(JSON.parse(answer.json)).toEqual({ isSuccess: true, by: 'taker' });
    },
  );
});
