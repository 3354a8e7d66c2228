import type { FormEvent } from 'react';

type Field = Element & { validity?: ValidityState; disabled?: boolean; focus(): void };

/**
 * The form's own check before its submit goes on. Forms are `noValidate`, so the browser never shows
 * its validation bubble beside a field's inline message: `checkValidity()` fires `invalid` on every
 * invalid field (the design system's fields then show their message, linked by aria-describedby and
 * flagged with aria-invalid), and the first invalid field takes focus. Answers whether all are valid.
 */
export function checkFormFields(form: HTMLFormElement): boolean {
  if (form.checkValidity()) return true;
  const fields = Array.from(form.elements) as Field[];
  fields.find((field) => field.validity && !field.validity.valid && !field.disabled)?.focus();
  return false;
}

/** A `noValidate` form's submit handler: the default submit is stopped, `proceed` runs only when every field is valid. */
export function submitWhenValid(proceed: (event: FormEvent<HTMLFormElement>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checkFormFields(event.currentTarget)) proceed(event);
  };
}
