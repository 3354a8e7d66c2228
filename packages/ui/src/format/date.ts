import { EMPTY_TEXT } from './inr.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

interface Parts {
  year: number;
  month: number;
  day: number;
  minutes?: number;
}

/** A calendar date ('2026-11-23', '23/11/2026', '23-11-2026') as written, without any time zone. */
function calendarParts(text: string): Parts | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const indian = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : indian
      ? [Number(indian[3]), Number(indian[2]), Number(indian[1])]
      : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** An instant (a Date, epoch milliseconds or an ISO timestamp) as the date and time in India. */
function instantParts(value: unknown): Parts | undefined {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number' || typeof value === 'string'
        ? new Date(value)
        : null;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: ist.getUTCFullYear(),
    month: ist.getUTCMonth() + 1,
    day: ist.getUTCDate(),
    minutes: ist.getUTCHours() * 60 + ist.getUTCMinutes(),
  };
}

function partsOf(value: unknown): Parts | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    return calendarParts(text) ?? (/^\d{4}-\d{2}-\d{2}T/.test(text) ? instantParts(text) : undefined);
  }
  return instantParts(value);
}

const dayText = ({ year, month, day }: Parts) => `${day} ${MONTHS[month - 1]} ${year}`;

/**
 * A date for people, one way everywhere: '23 Nov 2026'. Takes a calendar date as the services send
 * it ('2026-11-23', '23/11/2026') or an instant (shown as its date in India); anything else is '–'.
 */
export function formatDate(value: unknown): string {
  const parts = partsOf(value);
  return parts ? dayText(parts) : EMPTY_TEXT;
}

/** A moment for people, in India's time: '23 Nov 2026, 2:05 pm'. A bare calendar date shows as formatDate. */
export function formatDateTime(value: unknown): string {
  const parts = partsOf(value);
  if (!parts) return EMPTY_TEXT;
  if (parts.minutes === undefined) return dayText(parts);
  const hours = Math.floor(parts.minutes / 60);
  const minutes = String(parts.minutes % 60).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${dayText(parts)}, ${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
