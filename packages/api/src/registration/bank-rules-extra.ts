/**
 * Bank-step rules the shared bank rules (bank.ts) leave to the screen: how the name the bank answers is
 * compared with the first holder's, and the texts of the IFSC / MICR look-up and the verification.
 */

/** Ours where the spec names none. */
export const bankExtraTexts = {
  ifscUnknown: 'No bank branch was found for this IFSC. Please check it.',
  micrUnknown: 'No bank branch was found for this MICR. Please check it.',
  micrOtherBranch: 'This MICR belongs to another branch than the IFSC. Please check both.',
  verified: 'Your bank account is verified, in the name of the first holder.',
  namesDiffer:
    'The name at the bank is not the first holder’s name. Please check that the account belongs to the first holder.',
  bankTimeout: 'The bank did not answer in time. Please try again.',
  tooManyVerifications:
    'Too many bank accounts were verified for this application. Please try again after an hour.',
  noMandateFacility:
    'Your bank does not offer e-mandate registration. You can go on without a mandate and pay each time.',
} as const;

/**
 * A name reduced to its words for comparison: upper case, dots and commas read as spaces, runs of
 * spaces as one ('R.K.  Sharma' → ['R', 'K', 'SHARMA']).
 */
export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
}

/**
 * Whether the name the bank answers is the holder's name. Case, spacing, dots and the order of the
 * words do not count (banks keep 'SHARMA RAJESH K' as readily as 'Rajesh K. Sharma'), and a single
 * letter stands for any word starting with it (an initial). Every word of the shorter name must be
 * matched by a different word of the longer one, and at least one full word must match, so 'R K'
 * alone is not taken for 'Rajesh Kumar Sharma'.
 */
export function holderNamesMatch(nameAtBank: string, holderName: string): boolean {
  const a = nameWords(nameAtBank);
  const b = nameWords(holderName);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const left = [...longer];
  let fullWords = 0;
  // Full words first, so an initial does not take the word a full word needs.
  const ordered = [...shorter].sort((x, y) => y.length - x.length);
  for (const word of ordered) {
    const exact = left.indexOf(word);
    const at =
      exact >= 0
        ? exact
        : left.findIndex((w) =>
            word.length === 1 ? w.startsWith(word) : w.length === 1 && word.startsWith(w),
          );
    if (at < 0) return false;
    if (word.length > 1 && left[at] === word) fullWords++;
    left.splice(at, 1);
  }
  return fullWords > 0;
}
