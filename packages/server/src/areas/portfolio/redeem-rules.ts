import { REDEEM_TEXTS, type RedemptionRequest } from '@ewa/api';
import { DomainError } from '../../http/errors.ts';
import { divideHalfUp, toPaise, valueOfUnits } from '../../kernel/money.ts';

/**
 * The rules of a redemption, as pure functions of loaded rows: how many units, the exit load by the
 * scheme's exit-load text and each lot's age, and the indicative tax on the gains (first in, first out).
 */

/** One allotment (units > 0) or earlier redemption (units < 0) of the folio. */
export interface Lot {
  navDate: string;
  unitsMilli: number;
  amountPaise: number;
}

export interface FolioRow {
  unitsMilli: number;
  /** The plan's latest NAV, ten-thousandths. */
  nav: number;
  category: string;
  exitLoad: string;
  viaMars: boolean;
  /** Paid for, not allotted yet. */
  pendingPaise: number;
  /** Allotted units still in their lock-in (ELSS, retirement funds): not redeemable yet. */
  lockedUnitsMilli?: number;
}

/** A load rate's whole: rates are kept in parts per billion of the gross. */
export const LOAD_RATE_BASE = 1_000_000_000;

/**
 * The exit load of `unitsMilli` from the lots, as parts per billion of their value: the load the
 * same rules charge on a gross of exactly one billion paise. A switch keeps it from the quote and
 * applies it to the value of its NAV day.
 */
export function exitLoadRate(
  folio: FolioRow,
  lots: readonly Lot[],
  unitsMilli: number,
  today: string,
): number {
  return redemptionFigures(folio, lots, unitsMilli, today, LOAD_RATE_BASE).exitLoadPaise;
}

/** Years of lock-in the exit-load text names ('locked in for 3 years'), 0 when none. */
export function lockInYears(exitLoadText: string): number {
  const match = /locked in for (\d+) years/i.exec(exitLoadText);
  return match ? Number(match[1]) : 0;
}

/** Units of the remaining lots allotted less than the scheme's lock-in before `today`. */
export function lockedUnits(lots: readonly Lot[], exitLoadText: string, today: string): number {
  const years = lockInYears(exitLoadText);
  if (years === 0) return 0;
  return remainingLots(lots)
    .filter((lot) => daysBetween(lot.navDate, today) < years * 365)
    .reduce((sum, lot) => sum + lot.unitsMilli, 0);
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const percentToPpm = (percent: string) => Math.round(Number(percent) * 10_000);

/**
 * The exit load, in parts per million of the value, on `unitsMilli` of a lot of `lotUnitsMilli` held
 * `heldDays`, read from the scheme's exit-load text (the forms the scheme master uses):
 * 'Nil…', 'X% if redeemed within N year(s)/days…', 'Nil for up to F% of units … within N year; X% on
 * the rest…', 'Graded: X% on day 1, Y% day 2, …; Nil from day N.'
 * Answers the load in paise.
 */
export function exitLoadPaise(
  text: string,
  heldDays: number,
  unitsMilli: number,
  lotUnitsMilli: number,
  valuePaise: number,
): number {
  const load = (ppm: number, paise: number) =>
    ppm <= 0 || paise <= 0 ? 0 : divideHalfUp(paise * ppm, 1_000_000);
  const graded = /^Graded:/i.test(text);
  if (graded) {
    const day = Math.max(heldDays, 1);
    for (const m of text.matchAll(/([\d.]+)% (?:on )?day (\d+)/g))
      if (Number(m[2]) === day) return load(percentToPpm(m[1] as string), valuePaise);
    return 0;
  }
  const free = /Nil for up to ([\d.]+)% of units redeemed within (\d+) years?; ([\d.]+)% on the rest/i.exec(
    text,
  );
  if (free) {
    if (heldDays > Number(free[2]) * 365) return 0;
    const freeUnits = Math.floor((lotUnitsMilli * Number(free[1])) / 100);
    const charged = Math.max(0, unitsMilli - freeUnits);
    return load(percentToPpm(free[3] as string), divideHalfUp(valuePaise * charged, unitsMilli));
  }
  const within = /([\d.]+)% if redeemed within (\d+) (year|years|days?)/i.exec(text);
  if (within) {
    const windowDays = Number(within[2]) * (within[3]?.startsWith('year') ? 365 : 1);
    return heldDays <= windowDays ? load(percentToPpm(within[1] as string), valuePaise) : 0;
  }
  return 0;
}

/** The units a request redeems from the folio, or a refusal naming what is possible. */
export function unitsToRedeem(request: RedemptionRequest, folio: FolioRow): number {
  const held = folio.unitsMilli;
  const heldText = (held / 1000).toFixed(3);
  const refuse = (message: string, field?: string) => new DomainError(message, { status: 400, field });
  if (held <= 0)
    throw refuse(
      folio.pendingPaise > 0 ? REDEEM_TEXTS.notYetAllotted(heldText) : REDEEM_TEXTS.nothingToRedeem,
    );
  const tooMany = () =>
    folio.pendingPaise > 0
      ? refuse(REDEEM_TEXTS.notYetAllotted(heldText), request.mode)
      : request.mode === 'amount'
        ? refuse(REDEEM_TEXTS.moreThanValue((valueOfUnits(held, folio.nav) / 100).toFixed(2)), 'amount')
        : refuse(REDEEM_TEXTS.moreThanHeld(heldText), 'units');
  const locked = folio.lockedUnitsMilli ?? 0;
  const free = held - locked;
  const lockedIn = () =>
    refuse(REDEEM_TEXTS.lockedIn(lockInYears(folio.exitLoad), (free / 1000).toFixed(3)), request.mode);
  if (request.mode === 'all') {
    if (locked > 0) throw lockedIn();
    return held;
  }
  if (request.mode === 'units') {
    if (!request.units) throw refuse(REDEEM_TEXTS.unitsNeeded, 'units');
    const units = Math.round(request.units * 1000);
    if (units > held) throw tooMany();
    if (units > free) throw lockedIn();
    return units;
  }
  if (!request.amount) throw refuse(REDEEM_TEXTS.amountNeeded, 'amount');
  // The units whose value is at least the amount: amount ÷ NAV rounded up to the thousandth.
  const paise = toPaise(request.amount);
  const units = Number((BigInt(paise) * 100_000n + BigInt(folio.nav) - 1n) / BigInt(folio.nav));
  if (units === 0) throw refuse(REDEEM_TEXTS.tooSmall, 'amount');
  if (units > held) throw tooMany();
  if (units > free) throw lockedIn();
  return units;
}

export interface RedemptionFigures {
  unitsMilli: number;
  grossPaise: number;
  exitLoadPaise: number;
  /** Cost of the redeemed units (first in, first out). */
  costPaise: number;
  shortTermGainPaise: number;
  longTermGainPaise: number;
  /** Indicative; null when gains are taxed at the investor's slab. */
  taxPaise: number | null;
}

/** Lots still held after earlier redemptions, oldest first (first in, first out). */
export function remainingLots(lots: readonly Lot[]): Lot[] {
  const bought = lots
    .filter((l) => l.unitsMilli > 0)
    .sort((a, b) => a.navDate.localeCompare(b.navDate))
    .map((l) => ({ ...l }));
  let sold = lots.filter((l) => l.unitsMilli < 0).reduce((sum, l) => sum - l.unitsMilli, 0);
  for (const lot of bought) {
    if (sold <= 0) break;
    const taken = Math.min(sold, lot.unitsMilli);
    lot.amountPaise -= divideHalfUp(lot.amountPaise * taken, lot.unitsMilli);
    lot.unitsMilli -= taken;
    sold -= taken;
  }
  return bought.filter((l) => l.unitsMilli > 0);
}

/**
 * Gross value, exit load, cost and gains of redeeming `unitsMilli` at `nav` on `today`; `grossPaise`
 * fixes the gross of a redemption by amount. Equity funds' gains are taxed 20% within a year, 12.5%
 * after; other funds' at the investor's slab (no figure).
 */
export function redemptionFigures(
  folio: FolioRow,
  lots: readonly Lot[],
  unitsMilli: number,
  today: string,
  grossPaise = valueOfUnits(unitsMilli, folio.nav),
): RedemptionFigures {
  let left = unitsMilli;
  let load = 0;
  let cost = 0;
  let shortGain = 0;
  let longGain = 0;
  for (const lot of remainingLots(lots)) {
    if (left <= 0) break;
    const taken = Math.min(left, lot.unitsMilli);
    const value = divideHalfUp(grossPaise * taken, unitsMilli);
    const lotCost = divideHalfUp(lot.amountPaise * taken, lot.unitsMilli);
    const held = daysBetween(lot.navDate, today);
    load += exitLoadPaise(folio.exitLoad, held, taken, lot.unitsMilli, value);
    cost += lotCost;
    if (held > 365) longGain += value - lotCost;
    else shortGain += value - lotCost;
    left -= taken;
  }
  const equity = folio.category === 'Equity';
  const tax = equity
    ? divideHalfUp(Math.max(0, shortGain) * 20, 100) + divideHalfUp(Math.max(0, longGain) * 125, 1000)
    : null;
  return {
    unitsMilli,
    grossPaise,
    exitLoadPaise: load,
    costPaise: cost,
    shortTermGainPaise: shortGain,
    longTermGainPaise: longGain,
    taxPaise: tax,
  };
}
