import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankBranches, type EmandateMode } from './branch-schema.ts';

/** A bank branch as the bank step shows it once the IFSC or MICR is typed. */
export interface BankBranch {
  ifsc: string;
  /** Absent for branches that clear no cheques. */
  micr: string | undefined;
  bankName: string;
  branch: string;
  address: string;
  city: string;
  stateCode: string;
  /** How an e-mandate can be authorised at this bank; empty when it offers none. */
  emandateModes: EmandateMode[];
  emandateEligible: boolean;
}

const toBranch = (row: typeof bankBranches.$inferSelect): BankBranch => ({
  ifsc: row.ifsc,
  micr: row.micr ?? undefined,
  bankName: row.bankName,
  branch: row.branch,
  address: row.address,
  city: row.city,
  stateCode: row.stateCode,
  emandateModes: row.emandateModes,
  emandateEligible: row.emandateModes.length > 0,
});

/** The branch of an IFSC as typed (spaces around it and lower case are fine); undefined when unknown. */
export async function lookupIfsc(db: Db, ifsc: string): Promise<BankBranch | undefined> {
  const code = ifsc.trim().toUpperCase();
  const [row] = await db.select().from(bankBranches).where(eq(bankBranches.ifsc, code));
  return row && toBranch(row);
}

/** The branch of a 9-digit MICR as typed; undefined when unknown. */
export async function lookupMicr(db: Db, micr: string): Promise<BankBranch | undefined> {
  const code = micr.trim();
  const [row] = await db.select().from(bankBranches).where(eq(bankBranches.micr, code));
  return row && toBranch(row);
}
