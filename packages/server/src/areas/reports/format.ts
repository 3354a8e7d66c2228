/**
 * Figures as the downloaded reports print them: Indian digit grouping (₹1,23,456.78).
 * Grouping is the platform's (Intl, en-IN) on the whole part; the fraction comes from the integer, so
 * no amount goes through a binary fraction.
 */
const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });

function grouped(scaled: number, decimals: number): string {
  const sign = scaled < 0 ? '-' : '';
  const abs = BigInt(Math.abs(scaled));
  const unit = 10n ** BigInt(decimals);
  const fraction = (abs % unit).toString().padStart(decimals, '0');
  return `${sign}${indianGrouping.format(abs / unit)}.${fraction}`;
}

/** Paise as rupees: 12345678 → '₹1,23,456.78'; -500 → '-₹5.00'. */
export function inr(paise: number): string {
  const text = grouped(paise, 2);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** Thousandths of a unit: 1234567 → '1,234.567'. */
export function unitsText(unitsMilli: number): string {
  return grouped(unitsMilli, 3);
}

/** Ten-thousandths of a rupee: 123456 → '12.3456'. */
export function navText(nav: number): string {
  return grouped(nav, 4);
}
