import { EwaButton } from '@ewa/ui/react/button';
import { EwaCountdown } from '@ewa/ui/react/countdown';
import { EwaOtpInput } from '@ewa/ui/react/otp-input';
import { observer } from 'mobx-react-lite';
import type { OtpState } from '../stores/otp-state.ts';
import { fieldValue } from './field-value.ts';

/**
 * The six OTP boxes and how long the OTP is valid: the one OTP entry of every screen that asks for an
 * OTP (login, account opening, nominee change, PIN recovery, two-factor authorization).
 */
export const OtpEntry = observer(function OtpEntry({
  form,
  disabled = false,
}: {
  form: OtpState & { setOtp(value: string): void; onOtpExpired(): void };
  /** While the form cannot take an OTP (it is about to reset). */
  disabled?: boolean;
}) {
  return (
    <>
      <EwaOtpInput
        // A fresh (empty) field for each OTP sent and after each wrong one.
        key={form.otpIssue}
        label="OTP"
        name="otp"
        length={6}
        required
        disabled={disabled}
        onInput={(e) => form.setOtp(fieldValue(e))}
      />
      {form.otpExpired ? (
        <p className="login__countdown">OTP expired.</p>
      ) : (
        <p className="login__countdown">
          OTP valid for{' '}
          <EwaCountdown
            key={form.otpIssue}
            until={form.otpEndsAt}
            label="Time left to enter the OTP"
            onEwaCountdownExpired={form.onOtpExpired}
          />
        </p>
      )}
    </>
  );
});

/** 'Resend OTP', once the OTP has run out and another may be sent. */
export const ResendOtp = observer(function ResendOtp({
  form,
}: {
  form: OtpState & { busy: boolean; sendOtp(): unknown };
}) {
  if (!form.otpExpired || !form.canRegenerate) return null;
  return (
    <EwaButton variant="outline" disabled={form.busy} onClick={() => void form.sendOtp()}>
      Resend OTP
    </EwaButton>
  );
});
