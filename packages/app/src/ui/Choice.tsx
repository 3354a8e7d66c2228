import type { ReactNode } from 'react';
import { FieldMessage, RequiredMark, useValidity } from './native-field.tsx';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A set of radio buttons under a legend (a native fieldset, so arrow keys move between options), its
 * message linked by aria-describedby and flagged by aria-invalid while it shows (see native-field).
 */
export function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  message = '',
  validity = '',
  required = true,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T | '';
  message?: string;
  validity?: string;
  required?: boolean;
  onChange(value: T): void;
}) {
  const first = useValidity<HTMLInputElement>(validity);
  const messageId = `${name}-message`;
  return (
    <fieldset className="choice" aria-describedby={messageId} aria-invalid={message ? true : undefined}>
      <legend>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="choice__options">
        {options.map((option, index) => (
          <label key={option.value}>
            <input
              ref={index === 0 ? first : undefined}
              type="radio"
              name={name}
              value={option.value}
              required={required}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={messageId} message={message} />
    </fieldset>
  );
}

/** A checkbox with its label and message: required (a consent) unless said otherwise (an option). */
export function Checkbox({
  id,
  checked,
  required = true,
  message,
  validity,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  required?: boolean;
  message: string;
  validity: string;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  const ref = useValidity<HTMLInputElement>(validity);
  return (
    <div className="native-check">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        required={required}
        checked={checked}
        aria-describedby={`${id}-message`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      <FieldMessage id={`${id}-message`} message={message} />
    </div>
  );
}
