import { holdersLabels } from '@ewa/api/registration/holders';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Checkbox } from '../../ui/Choice.tsx';
import { fieldValue } from '../../ui/field-value.ts';
import { submitWhenValid } from '../../ui/form-check.ts';
import { OtpEntry, ResendOtp } from '../../ui/OtpEntry.tsx';
import { ruleValidator } from '../../ui/rule-validator.ts';
import type { StepProps } from '../step-props.ts';
import { type ContactOtp, MobileEmailStore } from './mobile-email-store.ts';
import { SaveAndNext } from './StepStatus.tsx';
import './mobile-email.css';

/**
 * `createaccount/loadmobemail/<holder>`: the holder's mobile and e-mail, each proved by an OTP sent to
 * it (`vrfymobemail`), then 'Save & Next'.
 */
export default observer(function MobileEmailStep({ api, application, holder, onSaved }: StepProps) {
  const [store] = useState(() => new MobileEmailStore(api, application.refNo, holder ?? 'F'));
  useEffect(() => {
    void store.load();
  }, [store]);
  const save = submitWhenValid(async () => {
    const saved = await store.save();
    if (saved) onSaved(saved);
  });
  if (!store.loaded)
    return store.error ? (
      <p className="message message--error" role="alert">
        {store.error}
      </p>
    ) : (
      <p className="loading">Loading…</p>
    );
  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(e) => {
        store.tried();
        save(e);
      }}
      aria-busy={store.busy}
    >
      <ContactField
        store={store}
        contact={store.mobileOtp}
        label={holdersLabels.mobile}
        inputmode="numeric"
        autocomplete="tel-national"
        maxlength={13}
        onInput={store.setMobile}
      />
      <ContactField
        store={store}
        contact={store.emailOtp}
        label={holdersLabels.email}
        inputmode="email"
        autocomplete="email"
        maxlength={100}
        onInput={store.setEmail}
      />
      {store.declarationAsked && (
        <Checkbox
          id="familyDeclaration"
          checked={store.familyDeclaration}
          message={store.triedSave || store.familyDeclaration ? store.message('familyDeclaration') : ''}
          validity={store.message('familyDeclaration')}
          onChange={store.setFamilyDeclaration}
        >
          {holdersLabels.familyDeclaration}
        </Checkbox>
      )}
      <SaveAndNext saving={store.busy} error={store.error} />
    </form>
  );
});

/** A mobile or e-mail field, its 'Verify' button and, once an OTP is sent to it, the OTP boxes. */
const ContactField = observer(function ContactField({
  store,
  contact,
  label,
  inputmode,
  autocomplete,
  maxlength,
  onInput,
}: {
  store: MobileEmailStore;
  contact: ContactOtp;
  label: string;
  inputmode: 'numeric' | 'email';
  autocomplete: string;
  maxlength: number;
  onInput(value: string): void;
}) {
  const channel = contact.channel;
  const value = store[channel];
  // The first holder gives both; another holder at least one (the rule says which is missing).
  const required = store.holder === 'F';
  return (
    <div className="form-stack registration-contact">
      <EwaTextField
        label={label}
        name={channel}
        inputmode={inputmode}
        autocomplete={autocomplete}
        maxlength={maxlength}
        required={required}
        value={value}
        validators={[ruleValidator(() => store.message(channel))]}
        onInput={(e) => onInput(fieldValue(e))}
      />
      {contact.verified ? (
        <p className="message message--info" role="status">
          {label} verified
        </p>
      ) : contact.waiting ? (
        <fieldset className="form-stack registration-contact__otp">
          <legend className="visually-hidden">OTP sent to the {label}</legend>
          <p role="status">{contact.notice}</p>
          <OtpEntry otp={contact.otp} />
          <p className="message message--error" role="alert">
            {contact.error}
          </p>
          <EwaButton variant="outline" loading={contact.busy} onClick={() => void contact.verify()}>
            Verify OTP
          </EwaButton>
          <ResendOtp otp={contact.otp} busy={contact.busy} onResend={contact.sendOtp} />
        </fieldset>
      ) : (
        value.trim() !== '' && (
          <>
            <p className="message message--error" role="alert">
              {contact.error}
            </p>
            <EwaButton variant="outline" loading={contact.busy} onClick={() => void contact.sendOtp()}>
              Verify {label}
            </EwaButton>
          </>
        )
      )}
    </div>
  );
});
