import { checkHoldersPanDob, type FieldError, type PanDobRequest } from '@ewa/api';
import { indiaDayOf } from '../../../kernel/schemes/calendar.ts';

/** The first screen's rules, the form's own (`checkHoldersPanDob`), counted on India's day at `now`. */
export function panDobErrors(request: PanDobRequest, now: Date, enteredByStaff: boolean): FieldError[] {
  return checkHoldersPanDob(request, { today: indiaDayOf(now), enteredByStaff });
}
