/**
 * Field-level rule results shared by the forms whose rules live in the contract (FATCA, support
 * queries): the app shows each message beside its field, the server answers the first with a 400.
 * The texts are the spec's common messages (spec 000 §5).
 */

/** One failed rule: the request field (a dotted path for rows, `taxDtl.1.tpiNo`) and its message. */
export interface FieldError {
  field: string;
  message: string;
}

export const fieldTexts = {
  empty: (label: string) => `${label} cannot be empty.`,
  invalid: (label: string) => `${label} should be valid.`,
  unchecked: (label: string) => `${label} should be checked.`,
} as const;

/** The message of the first error naming `field`, or '' when it passed. */
export function messageFor(errors: readonly FieldError[], field: string): string {
  return errors.find((e) => e.field === field)?.message ?? '';
}
