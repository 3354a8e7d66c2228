import {
  FATCA_ID_TYPES,
  FATCA_MAX_TAX_RESIDENCIES,
  fatcaLabels,
  TAX_PAYER_ID_MAX_LENGTH,
} from '@ewa/api/fatca';
import { fieldTexts } from '@ewa/api/fields';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { Choice } from '../ui/Choice.tsx';
import { fieldValue } from '../ui/field-value.ts';
import { NativeSelect } from '../ui/NativeSelect.tsx';
import { FieldMessage, RequiredMark, useValidity } from '../ui/native-field.tsx';
import { ruleValidator } from '../ui/rule-validator.ts';
import type { FatcaFormStore } from './fatca-store.ts';

export { Checkbox } from '../ui/Choice.tsx';

/**
 * The FATCA form's native controls (choices, searchable country boxes, the consent):
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

/**
 * The tax residency rows (up to three; any but the first can be removed), each country searchable, its
 * id number and id type; a row's fields are required once it is the first, touched or holds anything.
 * Its country boxes read the `fatca-countries` list the form renders.
 */
export const TaxResidencies = observer(function TaxResidencies({ store }: { store: FatcaFormStore }) {
  return (
    <fieldset className="fatca-residencies">
      <legend>Countries of tax residency (up to {FATCA_MAX_TAX_RESIDENCIES})</legend>
      {store.rows.map((row, index) => {
        const at = (field: string) => `taxDtl.${index}.${field}`;
        const required = store.rowRequired(index);
        return (
          <fieldset key={row.key} className="fatca-row">
            <legend>Tax residency {index + 1}</legend>
            <div className="fatca-grid">
              <CountryInput
                id={`fatca-cot-${row.key}`}
                label={fatcaLabels.cot}
                listId="fatca-countries"
                required={required}
                value={row.countryText}
                message={store.shownMessage(at('cot'))}
                validity={store.ruleMessage(at('cot'))}
                onChange={(text) => store.setRowCountry(index, text)}
                onLeave={() => store.touch(at('cot'))}
              />
              <EwaTextField
                label={fatcaLabels.tpiNo}
                name={at('tpiNo')}
                description={`Letters and digits, up to ${TAX_PAYER_ID_MAX_LENGTH}`}
                required={required}
                requiredMessage={fieldTexts.empty(fatcaLabels.tpiNo)}
                uppercase
                maxlength={TAX_PAYER_ID_MAX_LENGTH}
                autocomplete="off"
                value={row.tpiNo}
                validators={[ruleValidator(() => store.ruleMessage(at('tpiNo')))]}
                onInput={(e) => store.setRowNumber(index, fieldValue(e))}
                onBlur={() => store.touch(at('tpiNo'))}
              />
              <NativeSelect
                id={`fatca-type-${row.key}`}
                label={fatcaLabels.tpiType}
                hint="The kind of number given"
                placeholder="Select ID type"
                required={required}
                options={FATCA_ID_TYPES}
                value={row.tpiType}
                message={store.shownMessage(at('tpiType'))}
                validity={store.ruleMessage(at('tpiType'))}
                onChange={(value) => store.setRowType(index, value)}
                onLeave={() => store.touch(at('tpiType'))}
              />
            </div>
            {index > 0 && (
              <EwaButton variant="outline" size="small" onClick={() => store.removeRow(index)}>
                Remove tax residency {index + 1}
              </EwaButton>
            )}
          </fieldset>
        );
      })}
      {store.canAddRow && (
        <EwaButton variant="outline" onClick={store.addRow}>
          Add another country
        </EwaButton>
      )}
    </fieldset>
  );
});
