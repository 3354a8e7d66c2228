import { expect } from '@open-wc/testing';
import { formatCompact } from './compact.ts';
import { formatAmount, formatUnits } from './inr.ts';
import { parseAmountInput } from './parse.ts';

/** A small seeded generator, so a failure repeats with the same numbers. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A random BigInt with up to `digits` digits. */
function bigint(next: () => number, digits: number): bigint {
  const length = 1 + Math.floor(next() * digits);
  let text = '';
  for (let i = 0; i < length; i++) text += Math.floor(next() * 10);
  return BigInt(text);
}

const indian = new Intl.NumberFormat('en-IN');

/** The reference: thousandths rounded half away from zero to hundredths, grouped by Intl's en-IN. */
function referenceAmount(thousandths: bigint): string {
  const negative = thousandths < 0n;
  const size = negative ? -thousandths : thousandths;
  const hundredths = (size + 5n) / 10n;
  const rupees = hundredths / 100n;
  const paise = String(hundredths % 100n).padStart(2, '0');
  const sign = negative && hundredths !== 0n ? '-' : '';
  return `${sign}₹ ${indian.format(rupees)}.${paise}`;
}

function thousandthsText(thousandths: bigint): string {
  const negative = thousandths < 0n;
  const size = negative ? -thousandths : thousandths;
  return `${negative ? '-' : ''}${size / 1000n}.${String(size % 1000n).padStart(3, '0')}`;
}

describe('formatting against a reference (Intl en-IN grouping, BigInt rounding)', () => {
  it('formats 1,000 random amounts with a third decimal exactly like the reference', () => {
    const next = random(20_260_401);
    for (let i = 0; i < 1000; i++) {
      const thousandths = bigint(next, 16) * (next() < 0.2 ? -1n : 1n);
      const text = thousandthsText(thousandths);
      expect(formatAmount(text), text).to.equal(referenceAmount(thousandths));
    }
  });

  it('reads back what it formats, for amounts and units', () => {
    const next = random(7);
    for (let i = 0; i < 500; i++) {
      const paise = bigint(next, 14);
      const text = `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
      expect(parseAmountInput(formatAmount(text)), text).to.equal(text);
      const units = `${paise / 1000n}.${String(paise % 1000n).padStart(3, '0')}`;
      expect(parseAmountInput(formatUnits(units)), units).to.equal(units);
    }
  });

  it('never writes K Cr and never loses the unit in the compact form', () => {
    const next = random(99);
    for (let i = 0; i < 500; i++) {
      const rupees = bigint(next, 15);
      const compact = formatCompact(String(rupees));
      expect(compact, String(rupees)).not.to.match(/K|NaN/);
      if (rupees >= 10_000_000n) expect(compact, String(rupees)).to.match(/ Cr$/);
      else if (rupees >= 100_000n) expect(compact, String(rupees)).to.match(/ (L|Cr)$/);
      else expect(compact, String(rupees)).to.match(/^[\d,]+$/);
    }
  });
});
