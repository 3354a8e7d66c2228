/**
 * Money at the contract edge is rupees with at most 2 decimals; inside it is integer paise.
 * NAV is integer ten-thousandths of a rupee; units are integer thousandths.
 *
 * Rounding rules (each is tested):
 * - rupees → paise: exact; a third decimal is refused (the contract already answers 400 for it).
 * - brokerage: amount × rate rounded half-up to the paisa, then capped.
 * - units allotted: amount ÷ NAV truncated to the thousandth (never allot a unit fraction not paid for).
 * - value of units: units × NAV rounded half-up to the paisa.
 * - percent returns: basis points rounded half away from zero.
 */

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

/** Rupees (≤ 2 decimals) to integer paise, without floating-point drift (12.34 → 1234, not 1233). */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new MoneyError(`not an amount: ${rupees}`);
  const paise = Math.round(rupees * 100);
  if (!Number.isSafeInteger(paise)) throw new MoneyError(`amount too large: ${rupees}`);
  // paise / 100 is the double nearest the exact decimal, as is the parsed JSON number when it had
  // at most 2 decimals: equality is exact, with no tolerance to tune.
  if (paise / 100 !== rupees) throw new MoneyError(`more than 2 decimals: ${rupees}`);
  return paise;
}

/** Integer paise to rupees for the contract edge (1234 → 12.34). */
export function toRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new MoneyError(`paise must be an integer: ${paise}`);
  return paise / 100;
}

/** Rupees with 2 decimals as text ("1234.50"), for a `upi://pay` link or a PSP message. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer division of non-negative integers rounding half up. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0 || numerator < 0) throw new MoneyError('divideHalfUp takes non-negative values');
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n * 2n + d) / (d * 2n));
}

/** value × parts ÷ whole rounding half up, exact for any safe integers (the product may not be). */
export function shareHalfUp(value: number, parts: number, whole: number): number {
  if (whole <= 0 || value < 0 || parts < 0) throw new MoneyError('shareHalfUp takes non-negative values');
  const n = BigInt(value) * BigInt(parts);
  const d = BigInt(whole);
  return Number((n * 2n + d) / (d * 2n));
}

/** min(amount × bp / 10000 rounded half-up, cap); cap 0 means none. */
export function brokeragePaise(amountPaise: number, rateBp: number, capPaise: number): number {
  if (rateBp === 0) return 0;
  const fee = divideHalfUp(amountPaise * rateBp, 10_000);
  return capPaise > 0 ? Math.min(fee, capPaise) : fee;
}

/** NAV ten-thousandths to rupees (123456 → 12.3456). */
export function navToNumber(nav: number): number {
  return nav / 10_000;
}

/** Units (thousandths) a purchase of `amountPaise` buys at `nav` (ten-thousandths), truncated. */
export function unitsFor(amountPaise: number, nav: number): number {
  // units = paise/100 ÷ nav/10000 = paise × 100 / nav; in thousandths × 1000.
  return Number((BigInt(amountPaise) * 100_000n) / BigInt(nav));
}

/** Value in paise of `unitsMilli` thousandths of a unit at `nav`, half-up to the paisa. */
export function valueOfUnits(unitsMilli: number, nav: number): number {
  // value paise = units × nav rupees × 100 = unitsMilli/1000 × nav/10000 × 100.
  return divideHalfUp(unitsMilli * nav, 100_000);
}

/** Units thousandths to a number with 3 decimals (12345 → 12.345). */
export function unitsToNumber(unitsMilli: number): number {
  return unitsMilli / 1000;
}

/** Change from `from` to `to` in basis points, half away from zero. */
export function changeBp(from: number, to: number): number {
  const diff = to - from;
  const magnitude = divideHalfUp(Math.abs(diff) * 10_000, from);
  return diff < 0 ? -magnitude : magnitude;
}
