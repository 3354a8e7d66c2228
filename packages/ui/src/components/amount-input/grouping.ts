import { groupIndian } from '../../format/inr.ts';

export interface GroupedEdit {
  /** The text to show, in Indian grouping ('1,00,000.5'). */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

const isSignificant = (char: string) => /[\d.]/.test(char);

/**
 * Re-groups what the user typed while keeping the caret after the same digit:
 * typing '0' after the '1' of '1,000' gives '10,000' with the caret still right after that digit.
 * Only digits and the first decimal point survive; decimals are cut at `decimals`.
 */
export function regroup(raw: string, caret: number, decimals: number): GroupedEdit {
  // How many digits/points stand before the caret: the caret goes back after as many.
  let significantBeforeCaret = 0;
  for (let i = 0; i < Math.min(caret, raw.length); i++) if (isSignificant(raw[i]!)) significantBeforeCaret++;

  let whole = '';
  let fraction = '';
  let hasPoint = false;
  let keptBeforeCaret = 0;
  let seen = 0;
  for (const char of raw) {
    if (!isSignificant(char)) continue;
    seen++;
    let keep = false;
    if (char === '.') {
      if (!hasPoint && decimals > 0) {
        hasPoint = true;
        keep = true;
      }
    } else if (hasPoint) {
      if (fraction.length < decimals) {
        fraction += char;
        keep = true;
      }
    } else {
      whole += char;
      keep = true;
    }
    if (keep) {
      if (seen <= significantBeforeCaret) keptBeforeCaret++;
    }
  }
  // Leading zeros carry no meaning ('007' → '7'), but a lone '0' before the point stays ('0.5').
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  keptBeforeCaret = Math.max(0, keptBeforeCaret - (whole.length - trimmedWhole.length));
  whole = trimmedWhole;
  if (hasPoint && whole === '') {
    whole = '0';
    keptBeforeCaret++;
  }
  const text = `${groupIndian(whole)}${hasPoint ? `.${fraction}` : ''}`;
  let position = 0;
  let counted = 0;
  while (position < text.length && counted < keptBeforeCaret) {
    if (isSignificant(text[position]!)) counted++;
    position++;
  }
  return { text, caret: position };
}
