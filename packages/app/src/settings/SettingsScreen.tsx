import type { LiveSession } from '@ewa/api/login';
import { formatDateTime } from '@ewa/ui/format';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { paths } from '../stores/paths.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { SessionsStore } from './sessions-store.ts';
import './settings.css';

/** /setting (the Settings menu entry): the password, and the investor's live sessions. */
export default observer(function SettingsScreen() {
  const root = useStores();
  const [store] = useState(() => new SessionsStore(root.api));
  useDocumentTitle('Settings');
  useEffect(() => void store.load(), [store]);

  return (
    <section className="card settings" aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <p>
        <Link to={paths.settings}>Change Password</Link>
      </p>
      <h2 id="sessions-heading">Active sessions</h2>
      <p className="settings__hint">
        Where you are signed in to E-Wealth now. End any session you do not recognise, then change your
        password.
      </p>
      {store.status === 'loading' && <p role="status">Loading your sessions…</p>}
      <p className="message message--error" role="alert">
        {store.error}
      </p>
      <p className="message message--info" role="status">
        {store.notice}
      </p>
      {store.status === 'ready' && (
        <>
          <ul className="sessions" aria-labelledby="sessions-heading">
            {store.sessions.map((s) => (
              <SessionItem key={s.sessionId} session={s} store={store} />
            ))}
          </ul>
          {store.others.length > 0 && (
            <div className="actions">
              <EwaButton
                variant="outline"
                loading={store.ending === 'others'}
                onClick={() => void store.endOthers()}
              >
                End all other sessions
              </EwaButton>
            </div>
          )}
        </>
      )}
    </section>
  );
});

const SessionItem = observer(function SessionItem({
  session,
  store,
}: {
  session: LiveSession;
  store: SessionsStore;
}) {
  const current = session.current === 'Y';
  const name = `${session.device}, ${session.browser}`;
  return (
    <li className="sessions__item" data-current={current ? 'true' : undefined}>
      <div className="sessions__what">
        <strong>{session.device}</strong> · {session.browser}
        {current && <span className="sessions__badge">This device</span>}
      </div>
      <div className="sessions__when">
        {current ? 'Active now' : `Last seen ${formatDateTime(session.lastSeenAt)}`} · Signed in on{' '}
        {formatDateTime(session.signedInAt)} · IP {session.ip}
      </div>
      {!current && (
        <EwaButton
          size="small"
          variant="outline"
          loading={store.ending === session.sessionId}
          onClick={() => void store.end(session.sessionId)}
        >
          End session<span className="visually-hidden"> on {name}</span>
        </EwaButton>
      )}
    </li>
  );
});
