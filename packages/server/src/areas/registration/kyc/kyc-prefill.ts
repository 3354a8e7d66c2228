import type { HolderCode, KycRecord } from '@ewa/api';
import type { Db } from '../../../db/client.ts';
import { kycRecordOf } from './kyc.ts';

/** What the details and address screens take from the holder's confirmed KYC record. */
export type KycPrefill = Pick<KycRecord, 'name' | 'gender' | 'fatherName' | 'address'>;

/** The holder's KYC record as the KYC screen saved it; undefined before it is saved. */
export async function kycPrefillOf(
  db: Db,
  refNo: string,
  holder: HolderCode,
): Promise<KycPrefill | undefined> {
  return (await kycRecordOf(db, refNo, holder))?.record;
}

/** A whole name split as the form asks it: the first word, the last word, and the words between. */
export function nameParts(name: string): { firstName: string; middleName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', middleName: '', lastName: '' };
  return {
    firstName: words[0] ?? '',
    middleName: words.slice(1, -1).join(' '),
    lastName: words.at(-1) ?? '',
  };
}
