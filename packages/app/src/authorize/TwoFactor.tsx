import { authTypeLabel, TWO_FACTOR_REQUESTS, type TwoFactorRequest } from '@ewa/api/authorize';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { submitWhenValid } from '../ui/form-check.ts';
import { OtpEntry } from '../ui/OtpEntry.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { DetailLines, HeaderFacts } from './TransactionParts.tsx';
import { type OtpSent, TwoFactorStore } from './two-factor-store.ts';
import './authorize.css';

const isRequest = (value: string): value is TwoFactorRequest => value in TWO_FACTOR_REQUESTS;

/**
 * The two-factor OTP screens of an EMF stop request (spec 001 §2, §4):
 * `/transact/authorize/2fa/{stopstp|stopswp|stopsip|revokeStopSip}` shows the request and sends the
 * OTP after the validate call; its `/OTPValidate` step takes the OTP and authorizes.
 */
export default observer(function TwoFactor() {
  const root = useStores();
  const { request = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname, state } = useLocation() as { pathname: string; state: { sent?: OtpSent } | null };
  const otpStep = pathname.endsWith('/OTPValidate');
  const reference = params.get('d') ?? '';
  const kind: TwoFactorRequest = isRequest(request) ? request : 'stopsip';
  const [store] = useState(
    () => new TwoFactorStore(root.api, kind, reference, otpStep ? (state?.sent ?? null) : null),
  );
  const go = useGo();
  const label = authTypeLabel(TWO_FACTOR_REQUESTS[kind]);
  useDocumentTitle(`${label}: Verify OTP`);

  useEffect(() => {
    void store.load().then(go);
  }, [store, go]);

  const entry = store.entry;
  return (
    <section className="card authorize" aria-labelledby="twofa-heading">
      <h1 id="twofa-heading">{label}: Verify OTP</h1>
      {!entry && store.status !== 'failed' && (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {entry && (
        <>
          <HeaderFacts header={entry.trxnHeaderDeail} />
          <DetailLines lines={entry.trxndetail} />
        </>
      )}
      {entry && !otpStep && (
        <>
          <p>
            An OTP will be sent to your registered mobile number and e-mail address to confirm this request.
          </p>
          <p className="message message--error" role="alert">
            {store.error}
          </p>
          <div className="actions">
            <EwaButton loading={store.busy} onClick={() => void store.sendOtp().then(go)}>
              Send OTP
            </EwaButton>
          </div>
        </>
      )}
      {entry && otpStep && (
        <form
          className="form-stack auth-otp"
          noValidate
          onSubmit={submitWhenValid(() => void store.submit().then(go))}
        >
          {store.sent ? (
            <p role="status">
              {store.info} Sent to {store.sent.mobile}
              {store.sent.emailId ? ` and ${store.sent.emailId}` : ''}.
            </p>
          ) : (
            <p>Send an OTP to your registered mobile number to continue.</p>
          )}
          {store.sent && <OtpEntry otp={store.otp} />}
          <p className="message message--error" role="alert">
            {store.error}
          </p>
          <div className="actions">
            {store.sent && !store.otp.expired && (
              <EwaButton type="submit" loading={store.busy}>
                Submit
              </EwaButton>
            )}
            {(!store.sent || store.otp.canRegenerate) && (
              <EwaButton
                variant="outline"
                disabled={store.busy}
                onClick={() =>
                  void store.sendOtp().then((o) => go(o && 'to' in o ? { ...o, replace: true } : o))
                }
              >
                {store.sent ? 'Resend OTP' : 'Send OTP'}
              </EwaButton>
            )}
          </div>
        </form>
      )}
    </section>
  );
});
