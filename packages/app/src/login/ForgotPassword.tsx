import { PASSWORD_TEXTS } from '@ewa/api/texts';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import type { OtpRecovery } from '../stores/otp-recovery.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { OtpEntry, ResendOtp } from '../ui/OtpEntry.tsx';
import { ruleValidator } from '../ui/rule-validator.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { LoginIdFields } from './LoginIdFields.tsx';
import { ForgotPasswordStore } from './recovery-store.ts';
import './login.css';

/**
 * /forgot-password (spec 000 §2): the login id, an OTP to the registered mobile and e-mail, then the
 * OTP and a new password; a blocked account is unblocked by it. Back to the login page at the end.
 */
export default observer(function ForgotPassword() {
  const { api } = useStores();
  const [form] = useState(() => new ForgotPasswordStore(api));
  useDocumentTitle('Forgot Password');
  useEffect(() => void form.loadPolicy(), [form]);

  return (
    <section className="card login" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">Forgot Password</h1>
      {form.recovery.step === 'id' && <IdStep form={form} />}
      {form.recovery.step === 'reset' && <ResetStep form={form} />}
      {form.recovery.step === 'done' && (
        <>
          <p className="message message--info" role="status">
            {form.recovery.info}
          </p>
          <Link to="/login">Back to Login</Link>
        </>
      )}
      {form.recovery.step !== 'done' && (
        <nav className="login__help" aria-label="Login help">
          <Link to="/login">Back to Login</Link>
          <Link to="/forgot-loginid">Forgot Login ID?</Link>
        </nav>
      )}
    </section>
  );
});

const Messages = observer(function Messages({ recovery }: { recovery: OtpRecovery }) {
  return (
    <>
      <p className="message message--error" role="alert">
        {recovery.error}
      </p>
      <p className="message message--info" role="status">
        {recovery.info}
      </p>
    </>
  );
});

const IdStep = observer(function IdStep({ form }: { form: ForgotPasswordStore }) {
  const submit = submitWhenValid(() => void form.sendOtp());
  return (
    <form className="form-stack" noValidate onSubmit={submit} aria-busy={form.recovery.busy}>
      <p>Enter your login id: we will send an OTP to your registered mobile number and e-mail address.</p>
      <LoginIdFields form={form} />
      <Messages recovery={form.recovery} />
      <EwaButton type="submit" block loading={form.recovery.busy}>
        Send OTP
      </EwaButton>
    </form>
  );
});

const ResetStep = observer(function ResetStep({ form }: { form: ForgotPasswordStore }) {
  const submit = submitWhenValid(() => void form.reset());
  return (
    <form className="form-stack" noValidate onSubmit={submit} aria-busy={form.recovery.busy}>
      {/* The server masks every contact alike (so ids cannot be told apart): said in words here. */}
      <p className="login__sent-to">Sent to your registered mobile number and e-mail address.</p>
      <OtpEntry otp={form.recovery.otp} />
      <EwaTextField
        label="New Password"
        name="newPassword"
        type="password"
        autocomplete="new-password"
        description={PASSWORD_TEXTS.hint}
        passwordToggle
        required
        validators={[ruleValidator(() => form.newPasswordProblem)]}
        value={form.newPassword}
        onInput={(e) => form.setNewPassword(fieldValue(e))}
      />
      <EwaTextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autocomplete="new-password"
        passwordToggle
        required
        value={form.confirmPassword}
        onInput={(e) => form.setConfirmPassword(fieldValue(e))}
      />
      <Messages recovery={form.recovery} />
      <EwaButton type="submit" block loading={form.recovery.busy}>
        Reset Password
      </EwaButton>
      <ResendOtp otp={form.recovery.otp} busy={form.recovery.busy} onResend={form.sendOtp} />
    </form>
  );
});
