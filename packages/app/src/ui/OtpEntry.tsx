import { EwaButton } from '@ewa/ui/react/button';
import { EwaCountdown } from '@ewa/ui/react/countdown';
import { EwaOtpInput } from '@ewa/ui/react/otp-input';
import { observer } from 'mobx-react-lite';
import type { OtpFlow } from '../stores/otp-flow.ts';
import { fieldValue } from './field-value.ts';

/**
 * The six OTP boxes and how long the OTP is valid: the one OTP entry of every screen that asks for an
 * OTP (login, account opening, nominee change, PIN recovery, two-factor authorization).
 */
export const OtpEntry = observer(function OtpEntry({
  otp,
  disabled = false,
  onRanOut = otp.ranOut,
}: {
  otp: OtpFlow;
  /** While the form cannot take an OTP (it is about to reset). */
  disabled?: boolean;
  /** When the countdown ends, for a screen that does more than mark the OTP expired. */
  onRanOut?: () => void;
}) {
  return (
    <>
      <EwaOtpInput
        // A fresh (empty) field for each OTP sent and after each wrong one.
        key={otp.issue}
        label="OTP"
        name="otp"
        length={6}
        required
        disabled={disabled}
        onInput={(e) => otp.setCode(fieldValue(e))}
      />
      {otp.expired ? (
        <p className="login__countdown">OTP expired.</p>
      ) : (
        <p className="login__countdown">
          OTP valid for{' '}
          <EwaCountdown
            key={otp.issue}
            until={otp.endsAt}
            label="Time left to enter the OTP"
            onEwaCountdownExpired={onRanOut}
          />
        </p>
      )}
    </>
  );
});

/** 'Resend OTP', once the OTP has run out and another may be sent. */
export const ResendOtp = observer(function ResendOtp({
  otp,
  busy,
  onResend,
}: {
  otp: OtpFlow;
  busy: boolean;
  onResend(): unknown;
}) {
  if (!otp.canResend) return null;
  return (
    <EwaButton variant="outline" disabled={busy} onClick={() => void onResend()}>
      Resend OTP
    </EwaButton>
  );
});
