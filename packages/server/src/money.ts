/**
 * Money is integer paise and units integer thousandths everywhere inside the server; the contract
 * speaks the spec's decimal rupees and units. Convert only at the contract edge, with these.
 */

/** Paise from a rupee amount as the contract carries it (at most 2 decimals, else RangeError). */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isFinite(rupees) || Math.abs(paise - rupees * 100) > 1e-3)
    throw new RangeError(`not a rupee amount: ${rupees}`);
  return paise;
}

/** Rupees for the contract from integer paise. */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`not whole paise: ${paise}`);
  return paise / 100;
}

/** Integer thousandths from units as the contract carries them (at most 3 decimals). */
export function unitsToThousandths(units: number): number {
  const t = Math.round(units * 1000);
  if (!Number.isFinite(units) || Math.abs(t - units * 1000) > 1e-3)
    throw new RangeError(`not units: ${units}`);
  return t;
}

export function thousandthsToUnits(thousandths: number): number {
  if (!Number.isSafeInteger(thousandths)) throw new RangeError(`not whole thousandths: ${thousandths}`);
  return thousandths / 1000;
}
