import type { FieldError, PanDobRequest } from '@ewa/api';

/** The first screen's rules, as the form runs them (interim: PAN shape and one PAN per holder). */
export function panDobErrors(request: PanDobRequest, _today: string, _staff: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  request.holders.forEach((h, i) => {
    const pan = h.pan.toUpperCase();
    if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan))
      errors.push({ field: `holders.${i}.pan`, message: 'Please enter valid PAN' });
    else if (seen.has(pan))
      errors.push({ field: `holders.${i}.pan`, message: 'Same PAN cannot be allowed on multiple holders' });
    seen.add(pan);
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(h.dob))
      errors.push({ field: `holders.${i}.dob`, message: 'Date of Birth should be valid.' });
  });
  return errors;
}
