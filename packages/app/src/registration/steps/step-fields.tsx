import { FieldMessage, RequiredMark, useValidity } from '../../ui/native-field.tsx';

/**
 * The list of the nominee screen's choices (relation, identity proof), wired like the
 * design system's fields: label, message linked by aria-describedby, aria-invalid while it shows, the
 * rule's message as custom validity so the form's check focuses the first one in the way.
 */

export function Select({
  id,
  label,
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
      <select
        ref={ref}
        id={id}
        required={required}
        value={value}
        aria-describedby={`${id}-message`}
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
