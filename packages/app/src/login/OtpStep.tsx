import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { fieldValue } from '../ui/field-value.ts';
import type { LoginStore } from './login-store.ts';
import { OtpCountdown } from './OtpCountdown.tsx';

/** OTP login: send, then enter the OTP while the countdown runs; resend when allowed. */
export const OtpStep = observer(function OtpStep({ login }: { login: LoginStore }) {
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
      <ewa-text-field
        label="OTP"
        name="otp"
        inputmode="numeric"
        autocomplete="one-time-code"
        maxlength={6}
        required
        disabled={login.resetPending}
        value={login.otp}
        onInput={(e) => login.setOtp(fieldValue(e))}
      />
      <OtpCountdown login={login} />
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
