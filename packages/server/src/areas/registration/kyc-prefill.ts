import type { HolderCode } from '@ewa/api';
import type { Db } from '../../db/client.ts';
import { screenData } from './applications.ts';

/**
 * The holder's KYC record as the KYC screen saved it (`kradownload`: `{ source, record }`), read
 * defensively: a missing or differently shaped record prefills nothing.
 */
export interface KycPrefill {
  name: string;
  gender: string;
  fatherName: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    stateCode: string;
    pincode: string;
    countryId: string;
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

export async function kycPrefillOf(
  db: Db,
  refNo: string,
  holder: HolderCode,
): Promise<KycPrefill | undefined> {
  const saved = record(await screenData(db, refNo, 'kradownload', holder));
  const kyc = record(saved?.record);
  if (!kyc || !text(kyc.name)) return undefined;
  const address = record(kyc.address) ?? {};
  return {
    name: text(kyc.name),
    gender: text(kyc.gender),
    fatherName: text(kyc.fatherName),
    address: {
      line1: text(address.line1),
      line2: text(address.line2),
      city: text(address.city),
      stateCode: text(address.stateCode),
      pincode: text(address.pincode),
      countryId: text(address.countryId) || 'IN',
    },
  };
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
