import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { OtpEntry, ResendOtp } from '../ui/OtpEntry.tsx';
import { ruleValidator } from '../ui/rule-validator.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ForgotPinStore } from './forgot-pin-store.ts';
import './authorize.css';

const MAPPING_LOGIN_PATH = '/transact/authorize/mapping?';

/** Where the mapping login sent the user from: its account number and the way back. */
interface FromMapping {
  njAcNo?: string;
  back?: string;
}

/**
 * /forgot-pin (spec 000 §2): a new PIN for the mapping authorization login, after an OTP to the
 * registered mobile and e-mail. Back to the mapping login it came from, else to the login page.
 */
export default observer(function ForgotPin() {
  const { api } = useStores();
  const from = (useLocation().state ?? {}) as FromMapping;
  const back = from.back?.startsWith(MAPPING_LOGIN_PATH) ? from.back : '/login';
  const [form] = useState(() => new ForgotPinStore(api, from.njAcNo ?? ''));
  useDocumentTitle('Forgot PIN');

  return (
    <section className="card authorize" aria-labelledby="forgot-pin-heading" style={{ maxWidth: '34rem' }}>
      <h1 id="forgot-pin-heading">Forgot PIN</h1>
      {form.recovery.step === 'id' && <IdStep form={form} />}
      {form.recovery.step === 'reset' && <PinStep form={form} />}
      {form.recovery.step === 'done' ? (
        <p className="message message--info" role="status">
          {form.recovery.info}
        </p>
      ) : (
        <>
          <p className="message message--error" role="alert">
            {form.recovery.error}
          </p>
          <p className="message message--info" role="status">
            {form.recovery.info}
          </p>
        </>
      )}
      <p>
        <Link to={back}>{back === '/login' ? 'Back to Login' : 'Back to Mapping Authorization'}</Link>
      </p>
    </section>
  );
});

const IdStep = observer(function IdStep({ form }: { form: ForgotPinStore }) {
  return (
    <form className="form-stack" noValidate onSubmit={submitWhenValid(() => void form.sendOtp())}>
      <p>
        Your PIN signs you in to authorize transactions. Enter your account number: we will send an OTP to
        your registered mobile number and e-mail address.
      </p>
      <EwaTextField
        label="Account Number"
        name="njAcNo"
        inputmode="numeric"
        autocomplete="username"
        pattern={'\\d+'}
        required
        value={form.njAcNo}
        onInput={(e) => form.setNjAcNo(fieldValue(e))}
      />
      <EwaButton type="submit" block loading={form.recovery.busy}>
        Send OTP
      </EwaButton>
    </form>
  );
});

const PinStep = observer(function PinStep({ form }: { form: ForgotPinStore }) {
  return (
    <form className="form-stack" noValidate onSubmit={submitWhenValid(() => void form.reset())}>
      <p>Sent to your registered mobile number and e-mail address.</p>
      <OtpEntry otp={form.recovery.otp} />
      <EwaTextField
        label="New PIN"
        name="newPin"
        type="password"
        inputmode="numeric"
        autocomplete="new-password"
        maxlength={4}
        description="4 digits."
        required
        validators={[ruleValidator(() => form.pinMessage('newPin'))]}
        value={form.newPin}
        onInput={(e) => form.setPin('newPin', fieldValue(e))}
      />
      <EwaTextField
        label="Confirm PIN"
        name="confirmPin"
        type="password"
        inputmode="numeric"
        autocomplete="new-password"
        maxlength={4}
        required
        validators={[ruleValidator(() => form.pinMessage('confirmPin'))]}
        value={form.confirmPin}
        onInput={(e) => form.setPin('confirmPin', fieldValue(e))}
      />
      <EwaButton type="submit" block loading={form.recovery.busy}>
        Reset PIN
      </EwaButton>
      <ResendOtp otp={form.recovery.otp} busy={form.recovery.busy} onResend={form.sendOtp} />
    </form>
  );
});
