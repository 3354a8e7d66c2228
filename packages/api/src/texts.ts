/**
 * The spec's user-facing texts that more than one layer shows or sends, quoted exactly as the spec
 * spells them (spelling and spacing included: tests look for them). The server and the app import
 * them from here; a text used by one place only stays beside it.
 */

/** Generic failures (spec 000 §8, 001 §8). */
export const TECHNICAL_PROBLEM_TEXT = 'There is some technical problem, please try after some time!';
export const SOMETHING_WENT_WRONG_TEXT = 'Oops! Something went wrong. Please try again!!';
export const SESSION_EXPIRED_TEXT = 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.';

/** Login, OTP, password and gate texts (spec 000 §2, §8). */
export const LOGIN_TEXTS = {
  otpSent: 'OTP has been sent to the mobile number.',
  otpInvalid: 'Please enter valid OTP.',
  otpMatched: 'OTP Matched SuccessFully.',
  passwordsDiffer: 'New Password and Confirm Password should be same.',
  passwordChanged: 'Your password has been changed successfully.',
  panAadhaarSubmitted:
    'Thank you for your update. You will be notified through SMS once any/all Holder(s) PAN and Aadhaar linking is verified.',
} as const;

/** The investor's sessions in Settings (ASVS V7.5) and the one-time hand-over code of a link. */
export const SESSION_TEXTS = {
  notFound: 'This session has already ended.',
  isCurrent: 'This is the session you are using now. Use Logout to end it.',
  ended: 'The session has been ended.',
  othersEnded: 'All your other sessions have been ended.',
  noOthers: 'You have no other active sessions.',
  handoverUsed: 'This link has already been used. Please open it again from the E-Wealth app.',
  handoverExpired: 'This link has expired. Please open it again from the E-Wealth app.',
  handoverInvalid: 'This link is not valid. Please open it again from the E-Wealth app.',
} as const;

/**
 * The password policy (ASVS V6.2): its limits and the reason shown under the field when a new password
 * is refused. The rule itself is `passwordProblem` in `@ewa/api/password-policy` (it carries the
 * dictionary, so it is imported on its own, never through the index).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TEXTS = {
  hint: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters of any kind; spaces are allowed. A phrase of a few unrelated words is easy to remember and hard to guess.`,
  tooShort: `Password should be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password should be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  containsId: 'Password should not contain your account number or login id.',
  guessable: 'This password is too common or easy to guess. Try a longer phrase of a few unrelated words.',
} as const;

/** Menu and search texts (spec 001 §3). */
export const UNDER_CONSTRUCTION_TEXT = 'Under Construction ';
export const MISSING_HELP_TEXT = 'Kindly provide help content.';
export const NO_RESULT_TEXT = 'No Result Found';

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Rupees in Indian grouping with 2 decimals (₹1,00,000.00). */
function cartRupees(amount: number): string {
  return `₹${rupeeFormat.format(amount)}`;
}

/** User-facing texts of spec 001 §8 the purchase screens show. */
export const PURCHASE_TEXTS = {
  upiFailed: 'Your UPI Transaction is Expired/Rejected/Failed.',
  upiSubmitted: 'Your transaction has been successfully submitted.',
  /** The success's outstanding-processing note: the payment is in; the units come at the NAV date. */
  upiPaidNote:
    'Your payment is received. Each order is processed at the NAV of its NAV date below; its units then appear in your portfolio.',
  upiTechnicalProblem:
    'There is some technical problem. Your transaction will be processed if we receive funds from your registered bank account.',
  instantPaymentFailed: 'Your transaction has been failed.',
  marsConfirm: 'Are you sure you want to proceed?',
  invalidUpiId: 'Kindly enter valid UPI ID',
  upiIdRequired: 'Please provide UPI ID',
  /** Asked before net banking takes the investor to the bank (the cart's own words, not the spec's authorizing text). */
  netBankingConfirm: (amount: number) =>
    `You will now go to your bank to pay ${cartRupees(amount)}. Your order is placed once the payment is received. Continue?`,
  /** Asked before the UPI QR code is shown. */
  upiQrConfirm: (amount: number) =>
    `You will now see a UPI QR code to pay ${cartRupees(amount)} from your UPI app. Your order is placed once the payment is received. Continue?`,
} as const;
