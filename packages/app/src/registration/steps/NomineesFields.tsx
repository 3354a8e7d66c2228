import {
  GUARDIAN_RELATIONS,
  ID_PROOF_TYPES,
  NOMINEE_RELATIONS,
  nomineeLabels,
  nomineeTexts,
} from '@ewa/api/registration/nominee';
import { nomineeAddressLabels } from '@ewa/api/registration/nominee-rules-extra';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDobField } from '@ewa/ui/react/dob-field';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { Checkbox } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { NativeSelect } from '../../ui/NativeSelect.tsx';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { NomineeField, NomineesStore } from './nominees-store.ts';
import './bank-steps.css';

const ordinal = ['First', 'Second', 'Third'];

/**
 * The nominees' fields (for an application's nominee screen and a profile's nominee change): each
 * nominee's details, address and a minor's guardian, their messages from the contract's rules.
 */
export const NomineesFields = observer(function NomineesFields<T>({ store }: { store: NomineesStore<T> }) {
  const { form } = store;
  return (
    <>
      {store.nominees.map((n, i) => {
        const at = (field: string) => `nominees.${i}.${field}`;
        const text = (field: NomineeField, label: string, extra: Record<string, unknown> = {}) => (
          <EwaTextField
            label={label}
            name={at(field)}
            required
            autocomplete="off"
            value={n[field]}
            validators={[ruleValidator(() => form.ruleMessage(at(field)))]}
            onInput={(e) => store.set(i, field, fieldValue(e))}
            {...extra}
          />
        );
        const select = (
          field: NomineeField,
          label: string,
          options: readonly { code: string; name: string }[],
          required = true,
        ) => (
          <NativeSelect
            id={at(field)}
            label={label}
            placeholder="Select"
            required={required}
            options={options}
            value={n[field]}
            message={form.shownMessage(at(field))}
            validity={form.ruleMessage(at(field))}
            onChange={(v) => store.set(i, field, v)}
            onLeave={() => form.leave(at(field))}
          />
        );
        const minor = store.isMinor(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a nominee has no identity but its place in the list.
          <fieldset key={i} className="nominee-card">
            <legend>{ordinal[i]} Nominee</legend>
            {text('name', nomineeLabels.name, { maxlength: 85 })}
            {select('relation', nomineeLabels.relation, NOMINEE_RELATIONS)}
            <EwaDobField
              label={nomineeLabels.dob}
              name={at('dob')}
              required
              value={n.dob}
              validators={[ruleValidator(() => form.ruleMessage(at('dob')))]}
              onInput={(e) => store.set(i, 'dob', fieldValue(e))}
            />
            {text('sharePercent', nomineeLabels.sharePercent, {
              inputmode: 'decimal',
              maxlength: 6,
              description: 'Up to 2 decimals; all shares add up to 100',
            })}
            {select('idType', nomineeLabels.idType, ID_PROOF_TYPES, !minor)}
            {(n.idType !== '' || !minor) &&
              text('idNumber', nomineeLabels.idNumber, { uppercase: true, maxlength: 20 })}
            <Checkbox
              id={at('addressSameAsFirst')}
              required={false}
              checked={n.addressSameAsFirst === 'Y'}
              message=""
              validity=""
              onChange={(same) => store.setAddressSame(i, same)}
            >
              {nomineeAddressLabels.sameAsFirst}
              {store.firstHolderName ? ` (${store.firstHolderName})` : ''}
            </Checkbox>
            {n.addressSameAsFirst === 'N' &&
              (['line1', 'line2', 'city', 'pincode'] as const).map((field) => (
                <EwaTextField
                  key={field}
                  label={nomineeAddressLabels[field]}
                  name={at(`address.${field}`)}
                  required={field !== 'line2'}
                  autocomplete="off"
                  inputmode={field === 'pincode' ? 'numeric' : undefined}
                  maxlength={field === 'pincode' ? 6 : 55}
                  value={n.address[field]}
                  validators={[ruleValidator(() => form.ruleMessage(at(`address.${field}`)))]}
                  onInput={(e) => store.setAddress(i, field, fieldValue(e))}
                />
              ))}
            {minor && (
              <fieldset className="nominee-card">
                <legend>Guardian of the minor nominee</legend>
                <p className="field-hint">{nomineeTexts.minorPhotoSignature}</p>
                {text('guardianName', nomineeLabels.guardianName, { maxlength: 85 })}
                {select('guardianRelation', nomineeLabels.guardianRelation, GUARDIAN_RELATIONS)}
                <EwaDobField
                  label={nomineeLabels.guardianDob}
                  name={at('guardianDob')}
                  required
                  value={n.guardianDob}
                  validators={[ruleValidator(() => form.ruleMessage(at('guardianDob')))]}
                  onInput={(e) => store.set(i, 'guardianDob', fieldValue(e))}
                />
                {select('guardianIdType', nomineeLabels.guardianIdType, ID_PROOF_TYPES)}
                {text('guardianIdNumber', nomineeLabels.guardianIdNumber, { uppercase: true, maxlength: 20 })}
              </fieldset>
            )}
            {store.nominees.length > 1 && (
              <EwaButton variant="link" onClick={() => store.remove(i)}>
                Remove {ordinal[i]?.toLowerCase()} nominee
              </EwaButton>
            )}
          </fieldset>
        );
      })}
      {store.canAdd && (
        <EwaButton variant="link" onClick={store.add}>
          Add another nominee
        </EwaButton>
      )}
      <p className="message message--error" role="alert">
        {form.shownMessage('nominees') || form.serverMessage('dematAccountNo') || form.error}
      </p>
    </>
  );
});
