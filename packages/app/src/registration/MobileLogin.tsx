import { EwaButton } from '@ewa/ui/react/button';
import { EwaTextField } from '@ewa/ui/react/text-field';
import { indianMobile } from '@ewa/ui/validate';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { OtpEntry, ResendOtp } from '../ui/OtpEntry.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { LoginSubmit } from './LoginSubmit.tsx';
import type { RegistrationStore } from './registration-store.ts';

const mobileCheck = [indianMobile()];

/**
 * `createlogin/generate-otp` and `verify-otp`: the applicant's mobile number, proved by an OTP; then
 * the applications of that mobile (`search-login`). The client desk's `dclogin/…` are the same screens
 * (`entry="dclogin"`): its token is the desk's (DK). After a partner's link the partner's code goes along (PL).
 */
export const MobileLogin = observer(function MobileLogin({
  store,
  phase,
  entry = 'createlogin',
}: {
  store: RegistrationStore;
  phase: 'mobile' | 'otp';
  entry?: 'createlogin' | 'dclogin';
}) {
  const go = useGo();
  useDocumentTitle('Open an E-Wealth Account');
  const awaitingOtp = phase === 'otp' && store.otpVrfyrefId !== '';
  const linked = entry === 'createlogin' && store.accessBy === 'PL' && store.partnerCode !== '';

  const send = submitWhenValid(async () => {
    if (entry === 'dclogin') store.enterBy('DK');
    else if (!linked) store.enterBy('DC');
    go(await store.sendOtp());
  });
  const verify = async () => go(await store.verify());

  return (
    <section className="card registration-card" aria-labelledby="reg-login-heading">
      <h1 id="reg-login-heading">
        {entry === 'dclogin' ? 'Open an E-Wealth Account: Client Desk' : 'Open an E-Wealth Account'}
      </h1>
      {linked && <p className="message message--info">Partner Code: {store.partnerCode}</p>}
      {awaitingOtp ? (
        <OtpVerifyForm store={store} onVerify={verify}>
          <ResendOtp otp={store.otp} busy={store.busy} onResend={store.sendOtp} />
          <EwaButton variant="link" onClick={() => go(store.to(`${entry}/generate-otp`))}>
            Change mobile number
          </EwaButton>
        </OtpVerifyForm>
      ) : (
        <form className="form-stack" noValidate onSubmit={send} aria-busy={store.busy}>
          <p>
            Start with your mobile number. We will send an OTP to it; with it you can also come back to your
            application later, from any device.
          </p>
          <EwaTextField
            label="Mobile Number"
            name="mobileNo"
            type="tel"
            inputmode="numeric"
            autocomplete="tel-national"
            maxlength={10}
            required
            validators={mobileCheck}
            value={store.mobileNo}
            onInput={(e) => store.setMobile(fieldValue(e))}
          >
            <span slot="prefix">+91</span>
          </EwaTextField>
          <LoginSubmit error={store.error} busy={store.busy}>
            Send OTP
          </LoginSubmit>
        </form>
      )}
    </section>
  );
});

/** The OTP step of a mobile login: where the OTP went, its boxes and Verify OTP; `children` follow. */
export const OtpVerifyForm = observer(function OtpVerifyForm({
  store,
  onVerify,
  children,
}: {
  store: RegistrationStore;
  onVerify: () => Promise<void>;
  children?: ReactNode;
}) {
  const verify = submitWhenValid(() => void onVerify());
  return (
    <form className="form-stack" noValidate onSubmit={verify} aria-busy={store.busy}>
      <p role="status">OTP has been sent to the mobile number {store.maskedMobile}.</p>
      <OtpEntry otp={store.otp} />
      <LoginSubmit error={store.error} busy={store.busy}>
        Verify OTP
      </LoginSubmit>
      {children}
    </form>
  );
});
