/** What other areas may use of the purchase area; they import it from here, never a deeper file. */
export { isOwnVerifiedVpa, loadVpaVerification } from './check-payment.ts';
export { confirmCart } from './confirm.ts';
export { SWP_FREQUENCIES, SWP_INSTALLMENT_DATES, swpStartMonths } from './detail.ts';
export type { PaymentProviders, PaymentSettings, UpiProvider } from './providers.ts';
export type { PaymentRuntime } from './runtime.ts';
export { paymentsOf } from './runtime.ts';
export { payments, purchaseOrders } from './schema.ts';
export { onOrdersPlaced, onSettled } from './settle.ts';
export { checkVpa, inquireUpiStatus, ownPayment, sendCollectRequest, UPI_TEXTS, waitView } from './upi.ts';
