import type { DataTableColumn, DataTableRow } from './data-table.ts';

/** The DP-charges bills table of spec 001 §2, with demo bills for stories and tests. */
export const billColumns: DataTableColumn[] = [
  { key: 'srNo', label: 'Sr No.' },
  { key: 'transactionId', label: 'Transaction ID' },
  { key: 'billNo', label: 'Bill No.' },
  { key: 'chargesType', label: 'Charges Type' },
  { key: 'amount', label: 'Amount', format: 'amount' },
];

export const demoBills: DataTableRow[] = [
  { srNo: 1, transactionId: 'DP240301001', billNo: 'B/2024/0311', chargesType: 'AMC', amount: 354 },
  {
    srNo: 2,
    transactionId: 'DP240415017',
    billNo: 'B/2024/0472',
    chargesType: 'Transaction Charges',
    amount: 17.7,
  },
  {
    srNo: 3,
    transactionId: 'DP240520044',
    billNo: 'B/2024/0588',
    chargesType: 'Pledge Charges',
    amount: 118,
  },
];

export const demoBillsTotal: DataTableRow = { amount: 489.7 };
