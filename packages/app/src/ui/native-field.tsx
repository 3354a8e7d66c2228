import { useEffect, useRef } from 'react';
import './native-field.css';

/**
 * Helpers for the few native controls the design system has no element for (a searchable country
 * box, a list, a multi-line message): wired like its fields — the message beneath in a polite live
 * region, and the rule's message as the control's custom validity, so the form's check
 * (`checkFormFields`) finds and focuses the first control in the way.
 */

type Validatable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A ref whose control carries `validity` ('' = valid) as its custom validity. */
export function useValidity<T extends Validatable>(validity: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setCustomValidity(validity);
  }, [validity]);
  return ref;
}

/** A field's message line; always in the page, so a new message is announced. */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field-message" aria-live="polite">
      {message}
    </p>
  );
}

/** The red star after a required field's label (the control itself says `required`). */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
