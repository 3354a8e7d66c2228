/**
 * The payment engine every area pays through: providers (UPI, net banking), the collect request and
 * its wait, the checks of a means of payment, settlement (the one place a payment ends), the expiry
 * sweeper and the providers' callbacks. Areas use this entry only.
 */
export { providerRoutes } from './callbacks.ts';
export {
  checkPayment,
  isOwnVerifiedVpa,
  loadPaymentRows,
  loadVpaVerification,
  payRefCheck,
  selectedBankCheck,
} from './check-payment.ts';
export type {
  NetBankingProvider,
  PaymentProviders,
  PaymentSettings,
  PspStatus,
  UpiCallbackBody,
  UpiProvider,
} from './providers.ts';
export {
  intentUrl,
  MERCHANT_NAME,
  MERCHANT_VPA,
  NETBANKING_RETURN_PATH,
  paymentSettings,
  signCallback,
  UPI_CALLBACK_PATH,
  UPI_SIGNATURE_HEADER,
  unconfiguredProviders,
} from './providers.ts';
export type { PaymentRuntime } from './runtime.ts';
export { createPaymentRuntime, paymentsOf } from './runtime.ts';
export { callbackRejections, payments, purchaseOrders, upiCallbacks } from './schema.ts';
export { onOrdersPlaced, onSettled, ordersPlaced, settlePayment, systemOrigin } from './settle.ts';
export { registerExpirySweeper } from './sweeper.ts';
export { PAYMENT_TEXTS } from './texts.ts';
export {
  callbackResult,
  checkVpa,
  inquireUpiStatus,
  ownPayment,
  qrImageUrl,
  sendCollectRequest,
  UPI_TEXTS,
  waitView,
  watchResult,
} from './upi.ts';
