import { EwaButton } from '@ewa/ui/react/button';
import { EwaCountdown } from '@ewa/ui/react/countdown';
import { EwaOtpInput } from '@ewa/ui/react/otp-input';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import { fieldValue } from '../ui/field-value.ts';
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
      <EwaOtpInput
        // A fresh (empty) field for each OTP sent and after each wrong one.
        key={`${otp.otpIssue}-${otp.otpWrongCount}`}
        label="OTP"
        name="otp"
        length={6}
        required
        disabled={otp.resetPending}
        onInput={(e) => otp.setOtp(fieldValue(e))}
      />
      {otp.otpExpired ? (
        <p className="login__countdown">OTP expired.</p>
      ) : (
        <p className="login__countdown">
          OTP valid for{' '}
          <EwaCountdown
            key={otp.otpIssue}
            until={otp.otpEndsAt}
            label="Time left to enter the OTP"
            onEwaCountdownExpired={otp.onOtpExpired}
          />
        </p>
      )}
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
