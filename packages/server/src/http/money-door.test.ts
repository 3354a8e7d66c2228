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
        await tx.insert(moneyRequests).values({ ...ticket(), status: 1, createdAt: new Date() });
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(await rowOf(tk)).toBeUndefined();
    const answered = await passMoneyDoor(t.database.db, t.clock, tk, async () => ok({ isSuccess: true }));
    expect(answered.status).toBe(200);
  });

  it('takes over a claim left acting (it was never answered); it committed nothing', async () => {
    const tk = ticket();
    const past = new Date(t.clock.now().getTime() - 1000);
    await t.database.db.insert(moneyRequests).values({ ...tk, status: 0, createdAt: past });
    const answer = await passMoneyDoor(t.database.db, t.clock, tk, async () =>
      ok({ isSuccess: true, taken: 1 }),
    );
    expect(JSON.parse(answer.json)).toEqual({ isSuccess: true, taken: 1 });
    expect((await rowOf(tk))?.status).toBe(200);
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

  // Another copy acting is another connection: on the embedded database there is only one.
  it.runIf(testDatabaseKind === 'postgres')(
    'a copy waits for the one acting and answers its reply; past its wait it answers 409 and acts on nothing',
    async () => {
      const tk = ticket();
      let acted = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = passMoneyDoor(t.database.db, t.clock, tk, async () => {
        acted++;
        await held;
        return ok({ isSuccess: true, by: 'first' });
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const impatient = await passMoneyDoor(
        t.database.db,
        t.clock,
        tk,
        async () => {
          acted++;
          return ok({});
        },
        { waitMs: 50 },
      );
      expect(impatient.status).toBe(409);
      expect(JSON.parse(impatient.json).errCode).toBe(MONEY_DOOR.stillActingCode);
      const waiting = passMoneyDoor(t.database.db, t.clock, tk, async () => {
        acted++;
        return ok({ isSuccess: true, by: 'second' });
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      const [a, b] = await Promise.all([first, waiting]);
      expect(acted).toBe(1);
      expect(JSON.parse(a.json)).toEqual({ isSuccess: true, by: 'first' });
      expect(b).toEqual({ status: 200, json: a.json });
    },
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'a copy waiting on one that fails acts itself, once',
    async () => {
      const tk = ticket();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const failing = passMoneyDoor(t.database.db, t.clock, tk, async () => {
        await held;
        throw new Error('provider down');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waiting = passMoneyDoor(t.database.db, t.clock, tk, async () =>
        ok({ isSuccess: true, by: 'second' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await expect(failing).rejects.toThrow('provider down');
      expect(JSON.parse((await waiting).json)).toEqual({ isSuccess: true, by: 'second' });
      expect((await rowOf(tk))?.status).toBe(200);
    },
  );
});
