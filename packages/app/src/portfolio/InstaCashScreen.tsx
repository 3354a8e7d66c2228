import { INSTA_TEXTS } from '@ewa/api/payouts';
import { formatAmount, formatDate } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaAmountInput } from '@ewa/ui/react/amount-input';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { fieldValue } from '../ui/field-value.ts';
import { LoadStatus } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ContinueOrBack } from './HeldFolioFields.tsx';
import { InstaCashStore } from './insta-cash-store.ts';
import { PayoutStatus } from './PayoutStatus.tsx';
import './portfolio.css';
import { AmountFigure } from '../ui/Figure.tsx';

/** Insta cash (/transact/insta-cash, spec 001 §2): instant redemption from liquid funds, credited by IMPS. */
export default observer(function InstaCashScreen() {
  const root = useStores();
  const [store] = useState(() => new InstaCashStore(root.api, () => root.session.fields.njacno));
  useDocumentTitle('Insta Cash');
  useEffect(() => {
    void store.load();
    return () => store.stop();
  }, [store]);

  if (store.reply) return <InstaResult store={store} />;
  const folio = store.folio;
  return (
    <div className="portfolio insta">
      <h1>Insta Cash</h1>
      <p>
        Redeem from your liquid funds and get the money in your bank account within minutes, any day and any
        time, by IMPS.
      </p>
      <p className="portfolio__note">{INSTA_TEXTS.limitNote}</p>
      <LoadStatus status={store.status} error={store.loadError} />
      {store.status === 'ready' && store.folios.length === 0 && (
        <section className="card">
          <p>{INSTA_TEXTS.noFolios}</p>
          <Link to="/transact/mutual-funds">Explore liquid funds</Link>
        </section>
      )}
      {store.status === 'ready' && store.folios.length > 0 && (
        <form
          className="redeem__form card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            store.review();
          }}
        >
          <fieldset>
            <legend>Liquid fund</legend>
            {store.folios.map((f) => (
              <label key={store.keyOf(f)} className="redeem__choice insta__folio">
                <input
                  type="radio"
                  name="folio"
                  value={store.keyOf(f)}
                  checked={store.selected === store.keyOf(f)}
                  onChange={() => store.select(store.keyOf(f))}
                />
                <span>
                  <strong>
                    {f.schName} – {f.planType} {f.schOpt === 'G' ? 'Growth' : 'IDCW'}
                  </strong>
                  <br />
                  Folio {f.folioNo} · {f.units.toFixed(3)} units · <EwaAmount value={f.currentValue} /> at NAV{' '}
                  {f.nav.toFixed(4)} ({formatDate(f.navDate)})
                  <br />
                  <span data-testid="insta-limit">
                    Instant limit left today: <EwaAmount value={f.limitLeft} />
                  </span>
                  {f.usedToday > 0 && (
                    <span className="portfolio__percent">
                      {' '}
                      (taken today: <EwaAmount value={f.usedToday} />)
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
          {store.bank && (
            <p className="portfolio__note" data-testid="insta-bank">
              Credited to {store.bank.bankName} {store.bank.bankAccMask} (IFSC {store.bank.ifsc}) by IMPS.
            </p>
          )}
          <EwaAmountInput
            label="Amount"
            name="amount"
            required
            words
            description={folio ? `Up to ${formatAmount(folio.limitLeft)} instantly today` : undefined}
            value={store.amount}
            onInput={(e) => store.setAmount(fieldValue(e))}
          />
          {store.overLimit && folio && folio.limitLeft >= 1 && (
            <label className="redeem__choice">
              <input
                type="checkbox"
                checked={store.restAsRedemption}
                onChange={(e) => store.setRestAsRedemption(e.currentTarget.checked)}
              />
              Take {formatAmount(store.split.instant)} instantly and redeem the remaining{' '}
              {formatAmount(store.split.rest)} as a normal redemption (paid at the NAV of its applicable day)
            </label>
          )}
          <ContinueOrBack error={store.error} busy={store.busy} errorTestId="insta-error" />
        </form>
      )}
      <EwaDialog
        variant="confirm"
        heading="Confirm insta cash"
        open={store.reviewing}
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        onEwaDialogConfirm={() => void store.confirm()}
        onEwaDialogCancel={() => store.cancelReview()}
      >
        {folio && (
          <dl className="redeem__quote" data-testid="insta-review">
            <div>
              <dt>Scheme</dt>
              <dd>{folio.schName}</dd>
            </div>
            <AmountFigure term="Credited instantly by IMPS" value={store.split.instant} />
            {store.split.rest > 0 && <AmountFigure term="As a normal redemption" value={store.split.rest} />}
            {store.bank && (
              <div>
                <dt>To</dt>
                <dd>
                  {store.bank.bankName} {store.bank.bankAccMask}
                </dd>
              </div>
            )}
          </dl>
        )}
      </EwaDialog>
    </div>
  );
});

const InstaResult = observer(function InstaResult({ store }: { store: InstaCashStore }) {
  const reply = store.reply;
  if (!reply) return null;
  const insta = store.payout.payout ?? reply.insta;
  const paid = insta.status === 'PAID';
  return (
    <div className="portfolio insta">
      <h1>Insta Cash</h1>
      <section className="card" aria-labelledby="insta-result">
        <h2 id="insta-result">
          {paid
            ? 'Insta cash credited'
            : insta.status === 'FAILED'
              ? 'Insta cash not credited'
              : 'Insta cash in process'}
        </h2>
        <p data-testid="insta-message" aria-live="polite">
          {paid && insta.bank && insta.netAmount !== null
            ? INSTA_TEXTS.credited(insta.netAmount, `${insta.bank.bankName} ${insta.bank.bankAccMask}`)
            : reply.message}
        </p>
        <p className="portfolio__note">Order number {insta.orderNo}</p>
        <PayoutStatus payout={insta} />
        {reply.rest && (
          <>
            <h3>Normal redemption of the rest</h3>
            <p className="portfolio__note">Order number {reply.rest.orderNo}</p>
            <PayoutStatus payout={reply.rest} />
          </>
        )}
        <div className="redeem__actions">
          <EwaButton onClick={store.another}>Take more insta cash</EwaButton>
          <Link to="/portfolio">Go to portfolio</Link>
        </div>
      </section>
    </div>
  );
});
