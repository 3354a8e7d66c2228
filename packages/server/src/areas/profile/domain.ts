import type { DataOf, getProfileDetail, ProfileMandate } from '@ewa/api';
import { TAX_STATUS_TEXTS } from '@ewa/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountHolders, type accounts } from '../../db/schema/core.ts';
import { maskAccount } from '../../kernel/investor-records/banks.ts';
import {
  investorBankAccounts,
  investorMandates,
  investorNominees,
} from '../../kernel/investor-records/schema.ts';
import { toRupees } from '../../kernel/money.ts';
import { evotingDematAccounts } from '../evoting/public.ts';
import { profileAddresses, profileDisplayPhotos, profileHolderDetails } from './schema.ts';

type Account = typeof accounts.$inferSelect;
export type ProfileData = DataOf<typeof getProfileDetail>;

const HOLDER_ORDER = { F: 0, S: 1, T: 2, G: 3 } as const;

/** `ABXXXXXX4K`: enough for the investor to recognise, never the whole PAN. */
export function maskPan(pan: string): string {
  if (pan.length < 5) return 'X'.repeat(pan.length);
  return `${pan.slice(0, 2)}${'X'.repeat(pan.length - 4)}${pan.slice(-2)}`;
}

/** ISO yyyy-mm-dd → dd/mm/yyyy. */
function dmy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** Whether someone born on `dob` is under 18 on `today` (both ISO dates). */
export function isMinorOn(dob: string, today: string): boolean {
  const eighteenth = `${String(Number(dob.slice(0, 4)) + 18).padStart(4, '0')}${dob.slice(4)}`;
  return eighteenth > today;
}

/** A mandate's state as the investor reads it: an approved one past its end date has expired. */
export function mandateStatusOn(
  status: 'APPROVED' | 'PENDING' | 'REJECTED',
  endDate: string,
  today: string,
): ProfileMandate['status'] {
  if (status === 'REJECTED') return 'REJECTED';
  if (endDate < today) return 'EXPIRED';
  return status === 'PENDING' ? 'PENDING' : 'ACTIVE';
}

/** The profile of the session's own account, as on `today` (ISO date, for minors and expired mandates). */
export async function profileOf(db: Db, account: Account, today: string): Promise<ProfileData> {
  const njAcNo = account.njAcNo;
  const [holders, details, [address], demat, banks, mandates, nominees] = await Promise.all([
    db.select().from(accountHolders).where(eq(accountHolders.njAcNo, njAcNo)),
    db.select().from(profileHolderDetails).where(eq(profileHolderDetails.njAcNo, njAcNo)),
    db.select().from(profileAddresses).where(eq(profileAddresses.njAcNo, njAcNo)),
    account.accType === 'EMF'
      ? Promise.resolve([])
      : db
          .select()
          .from(evotingDematAccounts)
          .where(eq(evotingDematAccounts.njAcNo, njAcNo))
          .orderBy(asc(evotingDematAccounts.depository)),
    db
      .select()
      .from(investorBankAccounts)
      .where(and(eq(investorBankAccounts.njAcNo, njAcNo), eq(investorBankAccounts.active, true)))
      .orderBy(asc(investorBankAccounts.id)),
    db
      .select()
      .from(investorMandates)
      .where(eq(investorMandates.njAcNo, njAcNo))
      .orderBy(asc(investorMandates.njEMandateNo)),
    db
      .select()
      .from(investorNominees)
      .where(eq(investorNominees.njAcNo, njAcNo))
      .orderBy(asc(investorNominees.seq)),
  ]);
  const detailOf = new Map(details.map((d) => [d.holderCode, d]));
  const bankOf = new Map(banks.map((b) => [b.id, b]));
  return {
    ucc_no: njAcNo,
    name: account.appName,
    accType: account.accType,
    taxStatus: account.taxStatus,
    taxStatusText: TAX_STATUS_TEXTS[account.taxStatus] ?? account.taxStatus,
    mfMode: account.mfMode === 'DEMAT' ? 'Demat' : 'Physical (statement of account)',
    email: account.email,
    phone: account.mobile,
    address: address
      ? {
          line1: address.line1,
          line2: address.line2,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
        }
      : { line1: '', line2: '', city: '', state: '', pincode: '' },
    holders: holders
      .sort((a, b) => HOLDER_ORDER[a.holderCode] - HOLDER_ORDER[b.holderCode])
      .map((h) => {
        const detail = detailOf.get(h.holderCode);
        return {
          holderCode: h.holderCode,
          name: h.name,
          panMasked: maskPan(h.panNo),
          dob: detail?.dob ? dmy(detail.dob) : null,
          gender: detail?.gender ?? null,
          kycStatus: detail?.kycStatus ?? 'Not available',
        };
      }),
    dematAccounts: demat.map((d) => ({
      depository: d.depository,
      boId: d.depository === 'CDSL' ? `${d.dpId}${d.clientId}` : `${d.dpId} ${d.clientId}`,
    })),
    banks: banks.map((b) => ({
      bankName: b.bankName,
      bankAccMask: maskAccount(b.accNo),
      bankIfscCode: b.ifsc,
      bankType: b.accType,
      isDefault: b.isDefault ? 'Y' : 'N',
    })),
    mandates: mandates.map((m) => {
      const bank = bankOf.get(m.bankAccountId);
      return {
        njEMandateNo: m.njEMandateNo,
        bseEMandateNo: m.bseEMandateNo,
        accName: m.accName,
        bankName: bank?.bankName ?? '',
        bankAcno: bank ? maskAccount(bank.accNo) : '',
        upperLimit: toRupees(m.upperLimitPaise),
        startDate: dmy(m.startDate),
        endDate: dmy(m.endDate),
        accType: m.mandateType,
        status: mandateStatusOn(m.status, m.endDate, today),
      };
    }),
    nominees: nominees.map((n) => {
      const minor = n.nomineeDob ? isMinorOn(n.nomineeDob, today) : false;
      return {
        nomineeName: n.nomineeName,
        relation: n.relation,
        sharePercent: n.shareBp / 100,
        isMinor: minor ? 'Y' : 'N',
        dob: n.nomineeDob ? dmy(n.nomineeDob) : null,
        guardianName: minor ? (n.guardianName ?? null) : null,
        guardianRelation: minor ? (n.guardianRelation ?? null) : null,
      };
    }),
    dpPath: account.displayPhotoFile ?? '',
  };
}

/** The uploaded photo stored under `fileName`, if any. */
export async function storedPhoto(db: Db, fileName: string) {
  const [row] = await db
    .select({ bytes: profileDisplayPhotos.bytes, contentType: profileDisplayPhotos.contentType })
    .from(profileDisplayPhotos)
    .where(eq(profileDisplayPhotos.fileName, fileName));
  return row;
}
