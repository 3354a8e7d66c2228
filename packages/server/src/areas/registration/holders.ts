import { checkHoldersPanDob, type FieldError, type PanDobRequest } from '@ewa/api';

/** The first screen's rules, the form's own (`checkHoldersPanDob`), counted from India's date `yyyy-mm-dd`. */
export function panDobErrors(
  request: PanDobRequest,
  indiaDate: string,
  enteredByStaff: boolean,
): FieldError[] {
  const [year = 0, month = 0, day = 0] = indiaDate.split('-').map(Number);
  return checkHoldersPanDob(request, { today: { year, month, day }, enteredByStaff });
}
