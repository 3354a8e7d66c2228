import { rupeesText } from '../../kernel/money.ts';
import { PAYMENT_TEXTS } from '../../kernel/payments/index.ts';
import { SCHEME_NOT_FOUND } from '../../kernel/schemes/lookup.ts';

/** What the scheme pages and the purchase checks tell the investor about a scheme. */
export const SCHEME_TEXTS = {
  notFound: SCHEME_NOT_FOUND,
  nfoClosed: 'The new fund offer of this scheme has closed.',
  nriNotAllowed: 'This scheme does not accept investments from NRI investors.',
  marsHolding: 'You already hold this scheme through your ready portfolio (MARS).',
  noSwp: 'SWP is not available in this scheme.',
  nomineeFooter: 'Nominee details are as registered in your account. To change them, visit My profile.',
  noNominee:
    'You have not registered a nominee. SEBI requires every investor to add a nominee or opt out of nomination.',
} as const;

/** The refusals and answers of the cart confirmation (plan the orders, check the payment, confirm). */
export const CONFIRM_TEXTS = {
  ...PAYMENT_TEXTS,
  totalMismatch: 'The cart total does not match its items. Please review your cart.',
  belowMinimum: (name: string, min: number) => `The minimum amount for ${name} is Rs ${rupeesText(min)}.`,
  sipNeedsPlan: 'Please select the SIP installment date, start month and number of installments.',
  sipDate: 'The selected SIP date is not available for this scheme.',
  sipInstallments: (min: number) => `A SIP needs at least ${min} installments.`,
  swpNeedsHolding: 'You do not hold units of this scheme for an SWP.',
  swpNeedsPlan: 'Please select the SWP installment date, start month and number of installments.',
  confirmed: 'Your order has been placed.',
  awaitingPayment: 'Your order will be placed once the payment is received.',
} as const;
