import { EwaButton } from '@ewa/ui/react/button';
import { EwaCountdown } from '@ewa/ui/react/countdown';
import { EwaOtpInput } from '@ewa/ui/react/otp-input';
import { observer } from 'mobx-react-lite';
import { fieldValue } from '../ui/field-value.ts';
import type { LoginStore } from './login-store.ts';

/** OTP login: send, then enter the OTP while the countdown runs; resend when allowed. */
export default observer(function OtpStep({ login }: { login: LoginStore }) {
  if (!login.otpSent) {
    return (
      <EwaButton type="submit" block loading={login.busy}>
        Send OTP
      </EwaButton>
    );
  }
  return (
    <>
      {login.maskedMobile && (
        <p className="login__sent-to">
          Sent to {login.maskedMobile}
          {login.maskedEmail ? ` and ${login.maskedEmail}` : ''}
        </p>
      )}
      <EwaOtpInput
        // A fresh (empty) field for each OTP sent and after each wrong one.
        key={`${login.otpIssue}-${login.otpWrongCount}`}
        label="OTP"
        name="otp"
        length={6}
        required
        disabled={login.resetPending}
        onInput={(e) => login.setOtp(fieldValue(e))}
      />
      {login.otpExpired ? (
        <p className="login__countdown">OTP expired.</p>
      ) : (
        <p className="login__countdown">
          OTP valid for{' '}
          <EwaCountdown
            key={login.otpIssue}
            until={login.otpEndsAt}
            label="Time left to enter the OTP"
            onEwaCountdownExpired={login.onOtpExpired}
          />
        </p>
      )}
      <EwaButton type="submit" block loading={login.busy} disabled={login.resetPending}>
        Verify OTP
      </EwaButton>
      {login.otpExpired && login.canRegenerate && !login.resetPending && (
        <EwaButton variant="outline" onClick={() => void login.sendOtp()}>
          Resend OTP
        </EwaButton>
      )}
    </>
  );
});
