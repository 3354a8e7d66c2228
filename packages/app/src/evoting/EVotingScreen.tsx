import type { EVotingEvent } from '@ewa/api/evoting';
import { formatDate } from '@ewa/ui/format';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { EVotingStore, evotingQueryOf, evotingTexts, type VotingForm } from './evoting-store.ts';
import './evoting.css';

const eventLabel = (depository: string) => (depository === 'CDSL' ? 'EVSN' : 'EVEN');

/** E-voting (spec 001 §2 `/evoting?requestReference`, §4): events, the depository's form, its outcome. */
export default observer(function EVotingScreen() {
  const root = useStores();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new EVotingStore(root.api));
  useDocumentTitle('E-Voting');

  useEffect(() => {
    void store.open(evotingQueryOf(search));
  }, [store, search]);

  const vote = async (event: EVotingEvent) => {
    const reference = await store.requestFor(event);
    if (reference) navigate(`/evoting?requestReference=${encodeURIComponent(reference)}`);
  };

  const view = store.view;
  return (
    <section className="card evoting" aria-labelledby="evoting-heading" aria-busy={view.kind === 'loading'}>
      <h1 id="evoting-heading">E-Voting</h1>
      {view.kind === 'loading' && <p className="loading">Loading…</p>}
      {view.kind === 'message' && (
        <p className={`message message--${view.tone}`} role={view.tone === 'error' ? 'alert' : 'status'}>
          {view.text}
        </p>
      )}
      {view.kind === 'nsdlError' && (
        <div className="message message--error" role="alert">
          <p>{evotingTexts.nsdlError}</p>
          <p>
            {view.description} (Error code {view.code})
          </p>
        </div>
      )}
      {view.kind === 'form' && <DepositoryForm form={view.form} notice={view.notice} />}
      {view.kind === 'events' && (
        <>
          <p>Vote on the resolutions of companies whose shares you hold in your demat account.</p>
          {view.events.length === 0 ? (
            <p className="message message--info" role="status">
              {evotingTexts.noEvents}
            </p>
          ) : (
            <ul className="evoting-events">
              {view.events.map((event) => (
                <li key={`${event.depository}-${event.eventNo}`} className="evoting-event">
                  <h2>{event.companyName}</h2>
                  <p className="evoting-event__meta">
                    {event.depository} · {eventLabel(event.depository)} {event.eventNo} · voting closes{' '}
                    {formatDate(event.votingEndDate)}
                  </p>
                  <p>{event.resolution}</p>
                  <EwaButton
                    loading={store.busyEvent === `${event.depository}-${event.eventNo}`}
                    onClick={() => void vote(event)}
                  >
                    Vote at {event.depository}
                  </EwaButton>
                </li>
              ))}
            </ul>
          )}
          <p className="message message--error" role="alert">
            {store.voteError}
          </p>
        </>
      )}
    </section>
  );
});

/** The form the depository expects, posted by the investor's click into a new tab (spec 001 §4). */
function DepositoryForm({ form, notice }: { form: VotingForm; notice: string }) {
  return (
    <>
      <p>
        <strong>{form.companyName}</strong>, {eventLabel(form.redirectTo)} {form.eventNo}
      </p>
      {notice && (
        <p className="message message--info" role="status">
          {notice}
        </p>
      )}
      <p>
        Voting happens on the {form.redirectTo} e-Voting site, which opens in a new tab. Come back here once
        you have voted.
      </p>
      <form method="post" action={form.actionUrl} target="_blank" className="actions" rel="noopener">
        {form.formFields.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <EwaButton type="submit">Continue to {form.redirectTo} e-Voting</EwaButton>
      </form>
    </>
  );
}
