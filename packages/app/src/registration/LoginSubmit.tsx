import { EwaButton } from '@ewa/ui/react/button';
import type { ReactNode } from 'react';

/** A login form's refusal line and its full-width submit button ('Send OTP', 'Verify OTP'). */
export function LoginSubmit({
  error,
  busy,
  children,
}: {
  error: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <p className="message message--error" role="alert">
        {error}
      </p>
      <EwaButton type="submit" block loading={busy}>
        {children}
      </EwaButton>
    </>
  );
}
