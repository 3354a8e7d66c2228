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
  const [otp] = useState(() => new OtpLogin(login, services.login));
  useEffect(() => {
    login.attachOtp(otp);
    return () => {
      otp.dispose();
      login.attachOtp(null);
    };
  }, [login, otp]);
  if (!otp.otpSent) {
    return (
      <EwaButton type="submit" block loading={login.busy}>
        Send OTP
      </EwaButton>
    );
  }
  return (
    <>
      {otp.maskedMobile && (
        <p className="login__sent-to">
          Sent to {otp.maskedMobile}
          {otp.maskedEmail ? ` and ${otp.maskedEmail}` : ''}
        </p>
      )}
      <OtpEntry form={otp} disabled={otp.resetPending} />
      <EwaButton type="submit" block loading={login.busy} disabled={otp.resetPending}>
        Verify OTP
      </EwaButton>
      {otp.otpExpired && otp.canRegenerate && !otp.resetPending && (
        <EwaButton variant="outline" onClick={() => void otp.sendOtp()}>
          Resend OTP
        </EwaButton>
      )}
    </>
  );
});
