import { HOLDING_MODES, type RegApplication } from '@ewa/api/registration/entry';
import { HANDOVER_TEXTS } from '@ewa/api/registration/handover';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useGo } from '../stores/navigation.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import type { RegistrationStore } from './registration-store.ts';

const holdingName = (code: string) => HOLDING_MODES.find((m) => m.code === code)?.name ?? code;

/** Where an application stands, in words. */
function standing(app: RegApplication): string {
  if (app.submitfinal === 'Y') return 'Submitted';
  const next = app.walk.find((s) => !s.done);
  return next ? `Next: ${next.label}` : 'Details complete';
}

/** `createlogin/search-login`: the applications of this mobile, to continue, or a new one. */
export const Applications = observer(function Applications({ store }: { store: RegistrationStore }) {
  const go = useGo();
  useDocumentTitle('Your Applications');
  const resume = (refNo: string) => store.resume(refNo).then(go);
  const holders = (app: RegApplication) => app.holders.map((h) => h.name || h.pan).join(', ');
  return (
    <section className="card registration-card" aria-labelledby="reg-apps-heading">
      <h1 id="reg-apps-heading">Your Applications</h1>
      {store.applications.length === 0 ? (
        <p>You have no application in progress. Start a new one below.</p>
      ) : (
        <ul className="registration-apps">
          {store.applications.map((app) => (
            <li key={app.refNo}>
              <div>
                <strong>Reference No. {app.refNo}</strong>
                <span>
                  {holdingName(app.holdingMode)} · {holders(app)}
                </span>
                {app.distributorCode && <span>Partner Code {app.distributorCode}</span>}
                <span>{standing(app)}</span>
              </div>
              <EwaButton variant="outline" onClick={() => void resume(app.refNo)} disabled={store.busy}>
                {app.submitfinal === 'Y' ? 'View' : 'Continue'}
                <span className="visually-hidden"> application {app.refNo}</span>
              </EwaButton>
              {store.staffEntry && app.submitfinal === 'N' && (
                <EwaButton
                  variant="outline"
                  onClick={() => void store.sendToClient(app.refNo)}
                  disabled={store.busy}
                >
                  Send to client
                  <span className="visually-hidden"> application {app.refNo}</span>
                </EwaButton>
              )}
              {store.handover?.refNo === app.refNo && <HandoverLink link={store.handover.link} />}
            </li>
          ))}
        </ul>
      )}
      <p className="message message--error" role="alert">
        {store.error}
      </p>
      <div className="registration-actions">
        <EwaButton onClick={() => go({ to: store.newApplicationPath })}>Open a New Account</EwaButton>
        <EwaButton variant="link" onClick={() => void store.logout().then(go)}>
          Logout
        </EwaButton>
      </div>
    </section>
  );
});

/** The client's link to an application staff handed over, to copy and send; valid 24 hours, once. */
function HandoverLink({ link }: { link: string }) {
  const url = `${location.origin}${link}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="registration-handover" role="status">
      <label>
        Link for the client
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <EwaButton
        variant="link"
        onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
      >
        {copied ? 'Copied' : 'Copy link'}
      </EwaButton>
      <span>{HANDOVER_TEXTS.keyValid}</span>
    </div>
  );
}
