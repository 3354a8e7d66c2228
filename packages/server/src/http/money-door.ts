import { setTimeout as sleep } from 'node:timers/promises';
import { MONEY_DOOR } from '@ewa/api';
import { and, eq, sql } from 'drizzle-orm';
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
  /** How long a copy waits for the acting one before it answers that the request is still in progress (409). */
  waitMs: number;
}

export const defaultDoorSettings: DoorSettings = { waitMs: 30_000 };

/** A claim's status while its copy acts; only ever seen committed if written by an older release. */
const ACTING = 0;

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

interface KeptRow {
  path: string;
  requestHash: string;
  status: number;
  reply: string | null;
  createdAt: Date;
}

/** What a kept key answers a copy: the stored reply, or 422 for another request; nothing if it is free. */
function keptAnswer(row: KeptRow | undefined, ticket: DoorTicket, expired: Date): DoorAnswer | undefined {
  if (!row || row.status === ACTING || row.reply === null || row.createdAt < expired) return undefined;
  if (row.path !== ticket.path || row.requestHash !== ticket.requestHash) return keyReusedAnswer;
  return { status: row.status, json: row.reply };
}

/**
 * Runs a money call once per account and `Idempotency-Key` (Stripe's model), in one transaction:
 *
 * 1. The first statement of the effect's transaction claims the key: it takes the key's lock (never
 *    waiting for it) and inserts the key's row, and reads what the key kept before. A repeat of a
 *    finished request is answered from the kept reply. A copy that finds the lock taken rolls back
 *    and waits without holding a connection, then answers the reply the first copy kept; after
 *    `waitMs` it answers 409 and acts on nothing.
 * 2. The effect and its reply commit together: either both are there or neither. An instance that
 *    dies mid-way leaves nothing behind, since its transaction never commits.
 * 3. A refusal is not kept: the key is free again in the same commit (the area undoes what a refused
 *    request wrote, as it always does), so the request can be tried again as it is once the reason
 *    is gone. The same key with another request is a 422.
 */
export async function passMoneyDoor(
  db: Db,
  clock: Clock,
  ticket: DoorTicket,
  act: (tx: Db) => Promise<DoorAnswer>,
  settings: DoorSettings = defaultDoorSettings,
): Promise<DoorAnswer> {
  const keyOf = and(eq(moneyRequests.scope, ticket.scope), eq(moneyRequests.key, ticket.key));
  const started = Date.now();
  let pause = 10;
  for (;;) {
    const now = clock.now();
    const expired = new Date(now.getTime() - MONEY_DOOR.keyHours * 3_600_000);
    const answer = await db.transaction(async (tx) => {
      // One statement claims the key (its lock if free, then its row, unless a kept reply holds it)
      // and reads what was kept before, in case the claim lost.
      const claim = sql`
        with claimed as (
          insert into money_requests (scope, key, path, request_hash, status, reply, created_at)
          select ${ticket.scope}::text, ${ticket.key}::text, ${ticket.path}::text, ${ticket.requestHash}::text,
            ${ACTING}::integer, null, ${now}::timestamptz
          where pg_try_advisory_xact_lock(hashtextextended(${`money:${ticket.scope}:${ticket.key}`}, 0))
          on conflict (scope, key) do update
            set path = excluded.path, request_hash = excluded.request_hash, status = excluded.status,
                reply = null, created_at = excluded.created_at
            -- a kept key past its time is free again, as is a claim an older release left acting
            where money_requests.status = ${ACTING}::integer or money_requests.created_at < ${expired}::timestamptz
          returning 1
        )
        select exists (select 1 from claimed) as "claimed", kept.path, kept.request_hash as "requestHash",
          kept.status, kept.reply, kept.created_at as "createdAt"
        from (select 1) as one
        left join money_requests kept on kept.scope = ${ticket.scope}::text and kept.key = ${ticket.key}::text`;
      const { rows } = (await tx.execute(claim)) as unknown as {
        rows: Array<KeptRow & { claimed: boolean }>;
      };
      const [row] = rows;
      // Lost the claim: the kept reply (a left join answers nulls when nothing is kept), or wait.
      if (!row?.claimed)
        return row && keptAnswer({ ...row, createdAt: new Date(row.createdAt) }, ticket, expired);
      const answer = await act(tx);
      if (answer.refused) await tx.delete(moneyRequests).where(keyOf);
      else await tx.update(moneyRequests).set({ status: answer.status, reply: answer.json }).where(keyOf);
      return answer;
    });
    if (answer) return answer;
    // Another copy holds the key (or just kept its reply): wait for it without a connection.
    if (Date.now() - started > settings.waitMs) return stillActingAnswer;
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
}
