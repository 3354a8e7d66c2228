import { checkHoldersPanDob, type FieldError, type PanDobRequest } from '@ewa/api';

/**
 * The first screen's rules, as the form runs them (the contract's `checkHoldersPanDob`); staff entering
 * for a client get the 'equal to or greater than 18 years' text. `today` is India's date, yyyy-mm-dd.
 */
export function panDobErrors(request: PanDobRequest, today: string, staff: boolean): FieldError[] {
  const [year, month, day] = today.split('-').map(Number);
  return checkHoldersPanDob(request, {
    today: { year: year ?? 0, month: month ?? 0, day: day ?? 0 },
    enteredByStaff: staff,
  });
}
