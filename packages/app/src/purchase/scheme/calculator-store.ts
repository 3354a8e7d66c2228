import { makeAutoObservable } from 'mobx';

/** What the calculator takes, as an investor of an Indian fund platform expects it. */
export const CALCULATOR_LIMITS = {
  amount: { min: 100, max: 10_00_00_000 },
  years: { min: 1, max: 40 },
  rate: { min: 1, max: 30 },
} as const;

export interface Projection {
  /** Rupees put in over the years. */
  invested: number;
  /** What they may be worth at the end, at the expected return. */
  value: number;
  gain: number;
}

/** Rounds to paise, half away from zero. */
const paise = (rupees: number) => (Math.sign(rupees) * Math.round(Math.abs(rupees) * 100)) / 100;

/**
 * An SIP of `monthly` rupees for `years` at `yearlyPercent` expected return: each instalment at the start
 * of its month grows monthly at a twelfth of the yearly rate (the way Indian fund platforms' calculators
 * reckon it): value = P × ((1 + i)^n − 1) / i × (1 + i).
 */
export function sipProjection(monthly: number, years: number, yearlyPercent: number): Projection {
  const n = Math.round(years * 12);
  const i = yearlyPercent / 100 / 12;
  const value = i === 0 ? monthly * n : monthly * (((1 + i) ** n - 1) / i) * (1 + i);
  const invested = monthly * n;
  return { invested: paise(invested), value: paise(value), gain: paise(value - invested) };
}

/** A lump sum compounded yearly: value = P × (1 + r)^years. */
export function lumpsumProjection(amount: number, years: number, yearlyPercent: number): Projection {
  const value = amount * (1 + yearlyPercent / 100) ** years;
  return { invested: paise(amount), value: paise(value), gain: paise(value - amount) };
}

type Field = keyof typeof CALCULATOR_LIMITS;

const MESSAGES: Record<Field, (l: { min: number; max: number }) => string> = {
  amount: (l) =>
    `Enter an amount from ₹${l.min.toLocaleString('en-IN')} to ₹${l.max.toLocaleString('en-IN')}.`,
  years: (l) => `Enter whole years from ${l.min} to ${l.max}.`,
  rate: (l) => `Enter an expected return from ${l.min}% to ${l.max}% a year.`,
};

/** The SIP / lump-sum calculator of a scheme page: its fields as typed, their messages and the projection. */
export class CalculatorStore {
  mode: 'sip' | 'lumpsum' = 'sip';
  amount: string;
  years = '10';
  rate: string;

  constructor(amount: number, rate: number) {
    this.amount = String(amount);
    this.rate = String(rate);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setMode(mode: 'sip' | 'lumpsum') {
    this.mode = mode;
  }
  set(field: Field, text: string) {
    this[field] = text;
  }

  /** The field's message, '' when it is fine. */
  messageOf(field: Field): string {
    const text = this[field].trim();
    const value = Number(text);
    const limits = CALCULATOR_LIMITS[field];
    const ok =
      text !== '' &&
      Number.isFinite(value) &&
      value >= limits.min &&
      value <= limits.max &&
      (field !== 'years' || Number.isInteger(value)) &&
      (field !== 'amount' || /^\d+(\.\d{1,2})?$/.test(text));
    return ok ? '' : MESSAGES[field](limits);
  }

  /** The projection, or null while a field is not right. */
  get projection(): Projection | null {
    if (this.messageOf('amount') || this.messageOf('years') || this.messageOf('rate')) return null;
    const compute = this.mode === 'sip' ? sipProjection : lumpsumProjection;
    return compute(Number(this.amount), Number(this.years), Number(this.rate));
  }
}
