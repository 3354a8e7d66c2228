/**
 * Predicates for Indian identifiers. Each takes what the user typed (surrounding spaces are ignored,
 * letters may be lower case) and says whether it is well-formed.
 */

const clean = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/** PAN: five letters, four digits, a letter; the fourth letter is the holder type (P person, C company ...). */
export function isPan(value: string | null | undefined): boolean {
  return /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/.test(clean(value));
}

/** IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
export function isIfsc(value: string | null | undefined): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(clean(value));
}

/** MICR: nine digits (city, bank, branch). */
export function isMicr(value: string | null | undefined): boolean {
  return /^\d{9}$/.test(clean(value));
}

const base36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN from its first 14 characters (weights 1, 2 alternating, in base 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = base36.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36[(36 - (sum % 36)) % 36] ?? '';
}

/**
 * GSTIN: state code (01–38, 97 other territory, 99 centre), the holder's PAN, entity number,
 * 'Z', and a check character that must match.
 */
export function isGstin(value: string | null | undefined): boolean {
  const gstin = clean(value);
  if (!/^(0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

// Verhoeff tables: multiplication in the dihedral group D5, the position permutation, and the inverse.
const verhoeffMultiply = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const verhoeffPermute = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const verhoeffInverse = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeffState(digits: string, offset: number): number {
  let check = 0;
  const reversed = digits.split('').reverse();
  reversed.forEach((digit, i) => {
    const permuted = verhoeffPermute[(i + offset) % 8]![Number(digit)]!;
    check = verhoeffMultiply[check]![permuted]!;
  });
  return check;
}

/** Whether a string of digits ends with a correct Verhoeff check digit. */
export function hasValidVerhoeff(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffState(digits, 0) === 0;
}

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  return verhoeffInverse[verhoeffState(digits, 1)]!;
}

/** Aadhaar: 12 digits (spaces allowed as typed on the card), not starting with 0 or 1, Verhoeff check digit last. */
export function isAadhaar(value: string | null | undefined): boolean {
  const digits = (value ?? '').replace(/\s/g, '');
  return /^[2-9]\d{11}$/.test(digits) && hasValidVerhoeff(digits);
}

/**
 * Indian mobile number: 10 digits starting 6–9 (a leading +91, 91 or 0 is accepted).
 * '1234567890' is invalid (spec 000 §5).
 */
export function isIndianMobile(value: string | null | undefined): boolean {
  const digits = (value ?? '').replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits);
}

/** Tax payer identification number of a foreign tax residency: letters and digits only, at most 20. */
export function isTaxPayerId(value: string | null | undefined): boolean {
  return /^[A-Z0-9]{1,20}$/.test(clean(value));
}

/** Spec 000 §9: a bank account number has 8 to 18 digits. */
export function isBankAccountNumber(value: string | null | undefined): boolean {
  return /^\d{8,18}$/.test((value ?? '').trim());
}

/** An e-mail address of the usual shape: something, an at sign, a domain with a dot; no spaces. */
export function isEmail(value: string | null | undefined): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim());
}
