import { FREQUENCIES, type getInstallmentDate } from '@ewa/api/common';
import type { RequestOf } from '@ewa/api/core';

/** An installment frequency the calendar calls take ('1' monthly … '4' yearly). */
export type FreqId = RequestOf<typeof getInstallmentDate>['freqId'];

/** Monthly: what a SIP or SWP starts with. */
export const FIRST_FREQ: FreqId = '1';

/** The frequency id of a choice, when it is one the calendar knows. */
export function freqIdOf(value: string): FreqId | undefined {
  return FREQUENCIES.find((frequency) => frequency.freqId === value)?.freqId;
}

/** `YYYY-MM` of the month after `now`: the first SIP installment month offered. */
export function nextMonth(now: Date): string {
  const year = now.getMonth() === 11 ? now.getFullYear() + 1 : now.getFullYear();
  const month = ((now.getMonth() + 1) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}
