import { HOLDER_LABELS } from '@ewa/api/profile';
import { HOLDING_MODES, REG_ACCOUNT_TYPES, REG_TEXTS, TAX_STATUSES } from '@ewa/api/registration/entry';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDobField } from '@ewa/ui/react/dob-field';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { messages } from '@ewa/ui/validate';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useGo } from '../stores/navigation.ts';
import { Choice } from '../ui/Choice.tsx';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { ruleValidator } from '../ui/rule-validator.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import type { Refusal, RegistrationStore } from './registration-store.ts';

const holdingOptions = HOLDING_MODES.map((m) => ({ value: m.code, label: m.name }));
const taxOptions = TAX_STATUSES.map((s) => ({ value: s.code, label: s.name }));

/** `createlogin/holdersPanDob`: holding mode, tax status, and each holder's PAN and date of birth. */
export const HoldersPanDob = observer(function HoldersPanDob({ store }: { store: RegistrationStore }) {
  const go = useGo();
  const form = store.holdersForm;
  useDocumentTitle('Holders');
  const next = submitWhenValid(() => go({ to: store.accountTypePath }));
  return (
    <section className="card registration-card" aria-labelledby="reg-holders-heading">
      <h1 id="reg-holders-heading">Who will hold the account?</h1>
      <form className="form-stack" noValidate onSubmit={next}>
        <Choice
          name="holdingMode"
          legend="Holding Mode"
          options={holdingOptions}
          value={form.holdingMode}
          message={form.messageFor('holdingMode')}
          onChange={form.setHoldingMode}
        />
        <Choice
          name="taxStatus"
          legend="Tax Status"
          options={taxOptions}
          value={form.taxStatus}
          message={form.messageFor('taxStatus')}
          onChange={form.setTaxStatus}
        />
        {form.isMinor && (
          <p className="message message--info">
            An account for a minor is held by the minor alone and operated by a parent or guardian, whose
            details follow the minor's.
          </p>
        )}
        {form.holders.map((holder, index) => (
          <fieldset key={holder.holder} className="registration-holder">
            <legend>{form.isMinor && holder.holder === 'F' ? 'Minor' : HOLDER_LABELS[holder.holder]}</legend>
            <EwaTextField
              label="PAN"
              name={`holders.${index}.pan`}
              autocomplete="off"
              uppercase
              maxlength={10}
              required
              value={holder.pan}
              validators={[ruleValidator(() => form.messageFor(`holders.${index}.pan`))]}
              onInput={(e) => form.set(index, 'pan', fieldValue(e))}
            />
            <EwaDobField
              name={`holders.${index}.dob`}
              required
              value={holder.dob}
              {...(form.isMinor && holder.holder === 'F'
                ? { maxAge: 18 }
                : {
                    minAge: 18,
                    maxAge: 100,
                    minAgeMessage: store.staffEntry ? messages.dobAdultStaff : undefined,
                  })}
              validators={[ruleValidator(() => form.messageFor(`holders.${index}.dob`))]}
              onInput={(e) => form.set(index, 'dob', fieldValue(e))}
            />
          </fieldset>
        ))}
        {form.holdingMode !== 'SI' &&
          (form.holders.some((h) => h.holder === 'T') ? (
            <EwaButton variant="link" onClick={form.removeThirdHolder}>
              Remove third holder
            </EwaButton>
          ) : (
            <EwaButton variant="link" onClick={form.addThirdHolder}>
              Add a third holder
            </EwaButton>
          ))}
        <div className="registration-actions">
          <EwaButton variant="outline" onClick={() => go(store.to('createlogin/search-login'))}>
            Back
          </EwaButton>
          <EwaButton type="submit">Next</EwaButton>
        </div>
      </form>
    </section>
  );
});

/**
 * `createlogin/selectacctype`: E-Wealth account or E-Wealth MF account; opening the application
 * (`generateRefno`) checks the holders again on the server.
 */
export const SelectAccType = observer(function SelectAccType({ store }: { store: RegistrationStore }) {
  const go = useGo();
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  useDocumentTitle('Account Type');
  const open = submitWhenValid(async () => {
    const { refusal: refused, next } = await store.open(store.holdersForm.request(store.accountType));
    setRefusal(refused);
    go(next);
  });
  const samePattern = refusal?.message === REG_TEXTS.samePatternAvailable;
  return (
    <section className="card registration-card" aria-labelledby="reg-type-heading">
      <h1 id="reg-type-heading">Which account do you want to open?</h1>
      <form className="form-stack" noValidate onSubmit={open} aria-busy={store.busy}>
        <Choice
          name="accountType"
          legend="Account Type"
          options={REG_ACCOUNT_TYPES.map((t) => ({ value: t.code, label: t.name }))}
          value={store.accountType}
          onChange={store.chooseAccountType}
        />
        <p className="message message--error" role="alert">
          {refusal && refusal.errors.length <= 1 ? refusal.message : store.error}
        </p>
        {samePattern && (
          <p>
            <EwaButton variant="link" onClick={() => go(store.to('createlogin/holdersPanDob'))}>
              Choose another holding pattern
            </EwaButton>
          </p>
        )}
        {refusal?.refNo && (
          <p>
            <EwaButton variant="link" onClick={() => void store.resume(refusal.refNo ?? '').then(go)}>
              Continue application {refusal.refNo}
            </EwaButton>
          </p>
        )}
        <div className="registration-actions">
          <EwaButton variant="outline" onClick={() => go(store.to('createlogin/holdersPanDob'))}>
            Back
          </EwaButton>
          <EwaButton type="submit" loading={store.busy}>
            Open Application
          </EwaButton>
        </div>
      </form>
    </section>
  );
});
