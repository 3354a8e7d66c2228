import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MONEY_DOOR } from '@ewa/api';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { moneyRequests } from '../db/schema/core.ts';

/** What a money call answers: its HTTP status and the reply exactly as sent. */
export interface DoorAnswer {
  status: number;
  json: string;
  /** A refusal (`isSuccess: false`, or any status but 200): not kept, the key stays free. */
  refused?: boolean;
}

/** One passage through the door: whose key, which key, and the request it stands for. */
export interface DoorTicket {
  /** The account the key belongs to (keys of two accounts never meet). */
  scope: string;
  key: string;
  path: string;
  requestHash: string;
}

export interface DoorSettings {
  /** How long an acting copy holds the key before another may take it over (a crashed instance). */
  leaseMs: number;
  /** How long a copy waits for the acting one before it answers that the request is still in progress (409). */
  waitMs: number;
}

export const defaultDoorSettings: DoorSettings = { leaseMs: 60_000, waitMs: 30_000 };

const ACTING = 0;

/** The copy lost the key to a takeover while it acted: its effect is rolled back. */
class LostKey extends Error {}

const stillActingAnswer: DoorAnswer = {
  status: 409,
  json: JSON.stringify({
    isSuccess: false,
    message: MONEY_DOOR.stillActing,
    displayMessage: MONEY_DOOR.stillActing,
    errCode: MONEY_DOOR.stillActingCode,
  }),
  refused: true,
};

const keyReusedAnswer: DoorAnswer = {
  status: 422,
  json: JSON.stringify({
    isSuccess: false,
    message: MONEY_DOOR.keyReused,
    displayMessage: MONEY_DOOR.keyReused,
    errCode: MONEY_DOOR.keyReusedCode,
  }),
};

/**
 * Runs a money call once per account and `Idempotency-Key` (Stripe's model).
 *
 * 1. The key is claimed by one statement that only one copy wins (a row marked acting, with a lease).
 * 2. The winner runs the effect in a transaction that also stores the reply and commits only while it
 *    still holds the claim, so the effect and its reply are one: either both are there or neither.
 * 3. A copy that finds the key acting waits without holding a connection, then answers the stored
 *    reply; the key with another request is a 422. A refusal is not kept: the key is free again in the
 *    same commit (the area undoes what a refused request wrote, as it always does), so the request
 *    can be tried again as it is once the reason is gone.
 * A claim whose lease ran out (an instance that died mid-way committed nothing) is taken over.
 */
export async function passMoneyDoor(
  db: Db,
  clock: Clock,
  ticket: DoorTicket,
  act: (tx: Db) => Promise<DoorAnswer>,
  settings: DoorSettings = defaultDoorSettings,
): Promise<DoorAnswer> {
  const owner = randomBytes(12).toString('hex');
  const keyOf = and(eq(moneyRequests.scope, ticket.scope), eq(moneyRequests.key, ticket.key));
  const started = Date.now();
  let pause = 10;
  for (;;) {
    const now = clock.now();
    const expired = new Date(now.getTime() - MONEY_DOOR.keyHours * 3_600_000);
    const [claimed] = await db
      .insert(moneyRequests)
      .values({
        ...ticket,
        owner,
        leaseUntil: new Date(now.getTime() + settings.leaseMs),
        status: ACTING,
        reply: null,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [moneyRequests.scope, moneyRequests.key],
        set: {
          path: ticket.path,
          requestHash: ticket.requestHash,
          owner,
          leaseUntil: new Date(now.getTime() + settings.leaseMs),
          status: ACTING,
          reply: null,
          createdAt: now,
        },
        // A kept key past its time is free again; an acting one whose owner stopped is taken over.
        where: or(
          and(ne(moneyRequests.status, ACTING), lt(moneyRequests.createdAt, expired)),
          and(eq(moneyRequests.status, ACTING), lt(moneyRequests.leaseUntil, now)),
        ),
      })
      .returning({ owner: moneyRequests.owner });
    if (claimed) {
      const answer = await actOnce(db, owner, keyOf, act);
      if (answer) return answer;
      // Taken over while acting (its lease ran out): the effect was undone; answer the other copy's reply.
    }

    const [row] = await db
      .select({
        path: moneyRequests.path,
        requestHash: moneyRequests.requestHash,
        status: moneyRequests.status,
        reply: moneyRequests.reply,
      })
      .from(moneyRequests)
      .where(keyOf);
    if (!row) continue; // released by a refusal in between: try to claim it again
    if (row.path !== ticket.path || row.requestHash !== ticket.requestHash) return keyReusedAnswer;
    if (row.status !== ACTING && row.reply !== null) return { status: row.status, json: row.reply };
    if (Date.now() - started > settings.waitMs) return stillActingAnswer;
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
}

async function actOnce(
  db: Db,
  owner: string,
  keyOf: ReturnType<typeof and>,
  act: (tx: Db) => Promise<DoorAnswer>,
): Promise<DoorAnswer | undefined> {
  const mine = and(keyOf, eq(moneyRequests.owner, owner), eq(moneyRequests.status, ACTING));
  try {
    return await db.transaction(async (tx) => {
      const answer = await act(tx);
      if (answer.refused) {
        await tx.delete(moneyRequests).where(mine);
        return answer;
      }
      const [kept] = await tx
        .update(moneyRequests)
        .set({ status: answer.status, reply: answer.json })
        .where(mine)
        .returning({ owner: moneyRequests.owner });
      if (!kept) throw new LostKey();
      return answer;
    });
  } catch (error) {
    await db.delete(moneyRequests).where(mine);
    if (error instanceof LostKey) return undefined;
    throw error;
  }
}
