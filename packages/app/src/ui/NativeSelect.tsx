import { FieldMessage, RequiredMark, useValidity } from './native-field.tsx';

/**
 * A native list of a few fixed choices (an id type, an occupation, an income band, a relation): the
 * label, an optional hint and the message linked by aria-describedby, aria-invalid while a message
 * shows, and the rule's message as custom validity so the form's check focuses the first one in the way.
 */
export function NativeSelect({
  id,
  label,
  hint,
  placeholder,
  required = true,
  options,
  value,
  message,
  validity,
  onChange,
  onLeave,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The empty first choice, e.g. 'Select ID type'. */
  placeholder: string;
  required?: boolean;
  options: readonly { code: string; name: string }[];
  value: string;
  message: string;
  validity: string;
  onChange(value: string): void;
  onLeave(): void;
}) {
  const ref = useValidity<HTMLSelectElement>(validity);
  return (
    <div className="native-field">
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <select
        ref={ref}
        id={id}
        required={required}
        value={value}
        aria-describedby={hint ? `${id}-hint ${id}-message` : `${id}-message`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onLeave}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-message`} message={message} />
    </div>
  );
}
