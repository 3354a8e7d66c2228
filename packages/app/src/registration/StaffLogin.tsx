import type { StaffEntrySource } from '@ewa/api/registration/entry-ways';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { FieldMessage, RequiredMark, useValidity } from '../ui/native-field.tsx';
import { OtpEntry, ResendOtp } from '../ui/OtpEntry.tsx';
import { ruleValidator } from '../ui/rule-validator.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { LoginSubmit } from './LoginSubmit.tsx';
import type { RegistrationStore } from './registration-store.ts';
import { StaffLoginStore } from './staff-store.ts';

/** A labelled list (the design system has no select): its message linked and announced. */
function ListField({
  id,
  label,
  placeholder,
  value,
  options,
  message,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  options: { value: string; label: string }[];
  message: string;
  onChange(value: string): void;
}) {
  const ref = useValidity<HTMLSelectElement>(message);
  return (
    <div className="native-field">
      <label htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <select
        ref={ref}
        id={id}
        name={id}
        required
        value={value}
        aria-describedby={`${id}-message`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-message`} message={message} />
    </div>
  );
}

/**
 * `partner/registration` (the partner types the partner code) and `cro/registration` (a centre's
 * employee picks the centre and the partner): an OTP to the partner's registered mobile signs the
 * staff member in, to the partner's applications.
 */
export const StaffLogin = observer(function StaffLogin({
  store,
  entrySource,
}: {
  store: RegistrationStore;
  entrySource: StaffEntrySource;
}) {
  const go = useGo();
  const [staff] = useState(() => new StaffLoginStore(store.api, store, entrySource));
  const centre = entrySource === 'employee';
  useDocumentTitle(centre ? 'Centre Login' : 'Partner Login');
  useEffect(() => {
    if (centre) void staff.loadCenters();
  }, [centre, staff]);

  const send = submitWhenValid(() => void staff.sendOtp());
  const verify = submitWhenValid(() => void staff.verify().then(go));
  const heading = centre ? 'Open an E-Wealth Account: Centre' : 'Open an E-Wealth Account: Partner';

  return (
    <section className="card registration-card" aria-labelledby="reg-staff-heading">
      <h1 id="reg-staff-heading">{heading}</h1>
      {staff.otpVrfyrefId ? (
        <form className="form-stack" noValidate onSubmit={verify} aria-busy={staff.busy}>
          <p role="status">
            OTP has been sent to the mobile number {staff.maskedMobile} of {staff.partnerName} (
            {staff.partnerCode}).
          </p>
          <OtpEntry otp={staff.otp} />
          <LoginSubmit error={staff.error} busy={staff.busy}>
            Verify OTP
          </LoginSubmit>
          <ResendOtp otp={staff.otp} busy={staff.busy} onResend={staff.sendOtp} />
          <EwaButton variant="link" onClick={staff.changePartner}>
            Change partner
          </EwaButton>
        </form>
      ) : (
        <form className="form-stack" noValidate onSubmit={send} aria-busy={staff.busy}>
          <p>The OTP is sent to the partner's registered mobile number.</p>
          {centre ? (
            <>
              <ListField
                id="centerId"
                label="Centre"
                placeholder="Select centre"
                value={staff.centerId}
                options={staff.centers.map((c) => ({ value: c.centerId, label: `${c.name}, ${c.city}` }))}
                message={staff.centerMessage}
                onChange={(id) => void staff.chooseCenter(id)}
              />
              <ListField
                id="partnerCode"
                label="Partner"
                placeholder={staff.centerId ? 'Select partner' : 'Select a centre first'}
                value={staff.partnerCode}
                options={staff.partners.map((p) => ({
                  value: p.partnerCode,
                  label: `${p.name} (${p.partnerCode})${p.status === 'Terminated' ? ' - Terminated' : ''}`,
                }))}
                message={staff.partnerMessage}
                onChange={staff.choosePartner}
              />
            </>
          ) : (
            <EwaTextField
              label="Partner Code"
              name="partnerCode"
              autocomplete="off"
              uppercase
              maxlength={12}
              required
              value={staff.partnerCode}
              validators={[ruleValidator(() => staff.partnerMessage)]}
              onInput={(e) => staff.setPartnerCode(fieldValue(e))}
            />
          )}
          <LoginSubmit error={staff.error} busy={staff.busy}>
            Send OTP
          </LoginSubmit>
        </form>
      )}
    </section>
  );
});
