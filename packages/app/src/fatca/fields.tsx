import { Choice } from '../ui/Choice.tsx';
import { FieldMessage, RequiredMark, useValidity } from '../ui/native-field.tsx';

export { Checkbox } from '../ui/Choice.tsx';

/**
 * The FATCA form's native controls (choices, searchable country boxes, the id type list, the consent):
 * a label, the message linked by aria-describedby, aria-invalid while it shows (see ui/native-field).
 */

const YES_NO = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const;

export function YesNo(props: {
  name: string;
  legend: string;
  value: '' | 'Y' | 'N';
  message: string;
  validity: string;
  onChange(value: 'Y' | 'N'): void;
}) {
  return <Choice {...props} options={YES_NO} />;
}

interface ControlProps {
  id: string;
  label: string;
  required?: boolean;
  message: string;
  validity: string;
  onLeave(): void;
}

/** A country box searchable by typing: a text input with the country list as its suggestions. */
export function CountryInput({
  id,
  label,
  hint = 'Type to search the list',
  listId,
  required = true,
  value,
  message,
  validity,
  onChange,
  onLeave,
}: ControlProps & { hint?: string; listId: string; value: string; onChange(text: string): void }) {
  const ref = useValidity<HTMLInputElement>(validity);
  return (
    <div className="native-field">
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <input
        ref={ref}
        id={id}
        type="text"
        list={listId}
        autoComplete="off"
        placeholder="Type to search"
        required={required}
        value={value}
        aria-describedby={`${id}-hint ${id}-message`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onLeave}
      />
      <FieldMessage id={`${id}-message`} message={message} />
    </div>
  );
}

export function IdTypeSelect({
  id,
  label,
  hint,
  required = true,
  options,
  value,
  message,
  validity,
  onChange,
  onLeave,
}: ControlProps & {
  hint: string;
  options: readonly { code: string; name: string }[];
  value: string;
  onChange(value: string): void;
}) {
  const ref = useValidity<HTMLSelectElement>(validity);
  return (
    <div className="native-field">
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <select
        ref={ref}
        id={id}
        required={required}
        value={value}
        aria-describedby={`${id}-hint ${id}-message`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onLeave}
      >
        <option value="">Select ID type</option>
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
