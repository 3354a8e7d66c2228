import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { pendingTransaction } from './schema.ts';

/** Transaction types the count accepts besides 'ALL' (spec 001 §3 type codes). */
export const authTypes = new Set([
  'PIP',
  'NPIP',
  'SIP',
  'NSIP',
  'SIPSHIFTING',
  'RED',
  'SSIP',
  'SSWP',
  'SSTP',
  'SWI',
  'TSR',
  'SWITCHSIP',
  'BSWI',
  'BSWISIP',
  'TPSIP',
  'STP',
  'SWP',
  'NSWI',
  'SBS',
]);

/**
 * Transactions of the account waiting for its authorization, MARS ones excluded.
 * `authType` 'ALL' or empty counts every type; a type code counts that type; anything else counts none.
 */
export async function pendingNonMarsCount(db: Db, njAcNo: string, authType: string): Promise<number> {
  const type = authType.trim().toUpperCase();
  if (type !== '' && type !== 'ALL' && !authTypes.has(type)) return 0;
  const conditions = [
    eq(pendingTransaction.njAcNo, njAcNo),
    eq(pendingTransaction.status, 'PENDING'),
    eq(pendingTransaction.isMars, 'N'),
  ];
  if (type !== '' && type !== 'ALL') conditions.push(eq(pendingTransaction.trxnType, type));
  const [row] = await db
    .select({ n: count() })
    .from(pendingTransaction)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

export const pendingSeedName = 'demo-pending-transactions-v1';

const rupees = (amount: number) => Math.round(amount * 100);

/** A few transactions the demo partner placed for 50000001 (and one for 50000009) to authorize. */
export const demoPendingTransactions: (typeof pendingTransaction.$inferInsert)[] = [
  {
    njAcNo: '50000001',
    trxnType: 'PIP',
    schemeName: 'Axis Bluechip Fund - Regular Growth',
    amountPaise: rupees(25000),
    placedBy: 'P10234',
  },
  {
    njAcNo: '50000001',
    trxnType: 'PIP',
    schemeName: 'HDFC Corporate Bond Fund - Regular Growth',
    amountPaise: rupees(100000),
    placedBy: 'P10234',
  },
  {
    njAcNo: '50000001',
    trxnType: 'SIP',
    schemeName: 'Parag Parikh Flexi Cap Fund - Regular Growth',
    amountPaise: rupees(5000),
    placedBy: 'P10234',
  },
  {
    njAcNo: '50000001',
    trxnType: 'RED',
    schemeName: 'SBI Liquid Fund - Regular Growth',
    amountPaise: rupees(40000),
    placedBy: 'P10234',
  },
  {
    njAcNo: '50000001',
    trxnType: 'SWI',
    schemeName: 'ICICI Prudential Balanced Advantage Fund - Regular Growth',
    amountPaise: null,
    placedBy: 'P10234',
    status: 'AUTHORIZED',
  },
  {
    njAcNo: '50000001',
    trxnType: 'PIP',
    schemeName: 'MARS Wealth Creator Portfolio',
    amountPaise: rupees(50000),
    placedBy: 'P10234',
    isMars: 'Y',
  },
  {
    njAcNo: '50000009',
    trxnType: 'SIP',
    schemeName: 'Kotak Emerging Equity Fund - Regular Growth',
    amountPaise: rupees(2000),
    placedBy: 'P10234',
  },
];

export async function seedPendingTransactions(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: pendingSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    // Only for demo accounts that exist, so the seed also runs on a database without them.
    const present = new Set(
      (
        await tx
          .select({ njAcNo: accounts.njAcNo })
          .from(accounts)
          .where(inArray(accounts.njAcNo, [...new Set(demoPendingTransactions.map((t) => t.njAcNo))]))
      ).map((r) => r.njAcNo),
    );
    const rows = demoPendingTransactions.filter((t) => present.has(t.njAcNo));
    if (rows.length > 0) await tx.insert(pendingTransaction).values(rows);
    return true;
  });
}
