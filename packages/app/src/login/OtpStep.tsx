import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import { OtpEntry } from '../ui/OtpEntry.tsx';
import type { LoginStore } from './login-store.ts';
import { OtpLogin } from './otp-login.ts';

/** OTP login: send, then enter the OTP while the countdown runs; resend when allowed. */
export default observer(function OtpStep({ login }: { login: LoginStore }) {
  const { services } = useStores();
  const [step] = useState(() => new OtpLogin(login, services.login));
  useEffect(() => {
    login.attachOtp(step);
    return () => {
      step.dispose();
      login.attachOtp(null);
    };
  }, [login, step]);
  if (!step.otpSent) {
    return (
      <EwaButton type="submit" block loading={login.busy}>
        Send OTP
      </EwaButton>
    );
  }
  return (
    <>
      {step.maskedMobile && (
        <p className="login__sent-to">
          Sent to {step.maskedMobile}
          {step.maskedEmail ? ` and ${step.maskedEmail}` : ''}
        </p>
      )}
      <OtpEntry otp={step.otp} disabled={step.resetPending} onRanOut={step.onOtpExpired} />
      <EwaButton type="submit" block loading={login.busy} disabled={step.resetPending}>
        Verify OTP
      </EwaButton>
      {step.otp.canResend && !step.resetPending && (
        <EwaButton variant="outline" onClick={() => void step.sendOtp()}>
          Resend OTP
        </EwaButton>
      )}
    </>
  );
});
