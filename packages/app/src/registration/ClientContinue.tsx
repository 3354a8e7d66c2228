import { HANDOVER_TEXTS } from '@ewa/api/registration/handover';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { OtpVerifyForm } from './MobileLogin.tsx';
import type { RegistrationStore } from './registration-store.ts';

/**
 * `client/continue?key=`: the link staff sent the client for an application they started. The key sends
 * an OTP to the application's mobile; once verified, the application opens where it stands.
 */
export const ClientContinue = observer(function ClientContinue({ store }: { store: RegistrationStore }) {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const go = useGo();
  const [sent, setSent] = useState<boolean | undefined>();
  const asked = useRef('');
  useDocumentTitle('Continue your E-Wealth Account application');
  useEffect(() => {
    // A key is used once: the same key is not redeemed twice (a second effect run or a re-render).
    if (!key || asked.current === key) return;
    asked.current = key;
    void store.redeemKey(key).then(setSent);
  }, [key, store]);
  const verify = async () => go(await store.verifyHandover());
  return (
    <section className="card registration-card" aria-labelledby="reg-continue-heading">
      <h1 id="reg-continue-heading">Continue your E-Wealth Account application</h1>
      {sent ? (
        <OtpVerifyForm store={store} onVerify={verify}>
          {store.otp.expired && (
            <p>
              The OTP has expired. You can{' '}
              <Link to={store.pathOf('createlogin/generate-otp')}>sign in with your mobile number</Link> to
              continue the application.
            </p>
          )}
        </OtpVerifyForm>
      ) : sent === false || !key ? (
        <p className="message message--error" role="alert">
          {store.error || HANDOVER_TEXTS.keyUnknown}
        </p>
      ) : (
        <p className="loading">Checking your link…</p>
      )}
    </section>
  );
});
