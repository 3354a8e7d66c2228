import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { LoginStore } from './login-store.ts';

/** Seconds left on the OTP; tells the store when it runs out. */
export const OtpCountdown = observer(function OtpCountdown({ login }: { login: LoginStore }) {
  const [left, setLeft] = useState(login.otpSeconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart on every OTP issued
  useEffect(() => {
    setLeft(login.otpSeconds);
    if (login.otpSeconds <= 0) return;
    const endsAt = Date.now() + login.otpSeconds * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.round((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(timer);
        login.onOtpExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [login.otpIssue]);
  if (login.otpExpired) return <p className="login__countdown">OTP expired.</p>;
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <p className="login__countdown">
      OTP valid for <span aria-hidden="true">{`${mm}:${ss}`}</span>
      <span className="visually-hidden">{`${left} seconds`}</span>
    </p>
  );
});
