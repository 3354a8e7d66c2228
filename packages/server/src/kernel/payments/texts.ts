import { PURCHASE_TEXTS } from '@ewa/api';
import { rupeesText } from '../money.ts';

/** Why a means of payment is refused (bank, NEFT/RTGS reference, UPI, mandate). */
export const PAYMENT_TEXTS = {
  paymentDetailMissing:
    'Payment detail is not available on selected transaction. Please enter Payment details.',
  bankNotRegistered: 'The selected bank account is not registered with your account.',
  neftMismatch: 'The NEFT/RTGS reference numbers do not match.',
  neftAmountMismatch: 'The NEFT/RTGS amount must equal the cart total.',
  neftUsed: 'This NEFT/RTGS reference number has already been used.',
  invalidUpi: PURCHASE_TEXTS.invalidUpiId,
  upiLimit: (max: number) => `UPI payments are limited to Rs ${rupeesText(max)} per transaction.`,
  mandateNotFound: 'The selected mandate is not registered with your account.',
  mandateNotActive: 'The selected mandate is not active.',
  mandateOverLimit: (limit: number) =>
    `The amount exceeds the upper limit of the selected mandate (Rs ${rupeesText(limit)}).`,
} as const;
