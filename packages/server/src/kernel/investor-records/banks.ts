import type { investorBankAccounts } from './schema.ts';

export type BankAccountRow = typeof investorBankAccounts.$inferSelect;

export function maskAccount(accNo: string): string {
  return `${'X'.repeat(Math.max(accNo.length - 4, 0))}${accNo.slice(-4)}`;
}

/** A registered bank account as the contract shows it (the number masked beside it). */
export function bankView(b: BankAccountRow) {
  return {
    bankCode: b.bankCode,
    bankName: b.bankName,
    bankAccNo: b.accNo,
    bankAccMask: maskAccount(b.accNo),
    bankIfscCode: b.ifsc,
    bankType: b.accType,
    isDefault: (b.isDefault ? 'Y' : 'N') as 'Y' | 'N',
  };
}
