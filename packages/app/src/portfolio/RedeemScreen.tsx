import { PORTFOLIO_TEXTS, REDEEM_TEXTS, type RedemptionQuote } from '@ewa/api/portfolio';
import { formatAmount, formatDate } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaAmountInput } from '@ewa/ui/react/amount-input';
import { EwaButton } from '@ewa/ui/react/button';
import { EwaDialog } from '@ewa/ui/react/dialog';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { LoadStatus } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { ContinueOrBack, FolioChoice, SwitchTargetSelect } from './HeldFolioFields.tsx';
import { HoldingActions } from './HoldingActions.tsx';
import { FollowPayout } from './PayoutStatus.tsx';
import { PortfolioStore } from './portfolio-store.ts';
import { heldPlanOf, type RedeemKind, RedeemStore, redeemPaths } from './redeem-store.ts';
import './portfolio.css';
import { AmountFigure } from '../ui/Figure.tsx';

const MODES = [
  { mode: 'amount', label: 'Amount' },
  { mode: 'units', label: 'Units' },
  { mode: 'all', label: 'All units' },
] as const;

/** Redeem (/transact/mutual-funds/portfolio/redeem) or switch (…/switch) from a held plan. */
export default function RedeemScreen() {
  const { pathname, search } = useLocation();
  const kind: RedeemKind = pathname.endsWith(redeemPaths.switch) ? 'switch' : 'redeem';
  const title = kind === 'switch' ? 'Switch' : 'Redeem';
  useDocumentTitle(title);
  const plan = heldPlanOf(search);
  if (!plan) return <HoldingPicker kind={kind} title={title} />;
  return <RedeemForm key={`${kind}${search}`} kind={kind} plan={plan} title={title} />;
}

/** The menu's Redeem / Switch entry (no holding named yet): the holdings to choose from. */
const HoldingPicker = observer(function HoldingPicker({ kind, title }: { kind: RedeemKind; title: string }) {
  const root = useStores();
  const [store] = useState(() => new PortfolioStore(root.api, () => root.session.fields.njacno));
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div className="portfolio">
      <h1>{title}</h1>
      <LoadStatus status={store.status} error={store.loadError} />
      {store.isEmpty && (
        <section className="card">
          <p>{PORTFOLIO_TEXTS.noHoldings}</p>
          <Link to="/transact/mutual-funds">Explore mutual funds</Link>
        </section>
      )}
      {store.holdings.length > 0 && (
        <section className="card" aria-labelledby="redeem-choose">
          <h2 id="redeem-choose">Choose a holding to {kind}</h2>
          <HoldingActions holdings={store.holdings} kinds={[kind]} />
        </section>
      )}
    </div>
  );
});

const RedeemForm = observer(function RedeemForm({
  kind,
  plan,
  title,
}: {
  kind: RedeemKind;
  plan: NonNullable<ReturnType<typeof heldPlanOf>>;
  title: string;
}) {
  const root = useStores();
  const go = useGo();
  const [store] = useState(() => new RedeemStore(root.api, () => root.session.fields.njacno, kind, plan));
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.reply) return <Acknowledgement store={store} title={title} onDone={() => go(store.done())} />;

  const folio = store.folio;
  return (
    <div className="portfolio redeem">
      <h1>{title}</h1>
      <LoadStatus status={store.status} error={store.loadError} />
      {store.status === 'ready' && (
        <form
          className="redeem__form card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void store.review();
          }}
        >
          <h2>{store.schemeName}</h2>
          <FolioChoice
            folios={store.folios}
            chosen={store.folioNo}
            choose={store.setFolio}
            className="redeem__choice"
          >
            {(f) => (
              <>
                {f.folioNo} ({f.holdingMode === 'D' ? 'Demat' : 'Physical'}) – {f.units.toFixed(3)} units,{' '}
                <EwaAmount value={f.currentValue} /> at NAV {f.nav.toFixed(4)} ({formatDate(f.navDate)})
              </>
            )}
          </FolioChoice>
          {folio && folio.pendingAllotment > 0 && (
            <p className="portfolio__note">
              <EwaAmount value={folio.pendingAllotment} /> of a recent purchase is waiting for its units;
              those units can be redeemed once allotted.
            </p>
          )}
          {folio && <p className="portfolio__note">Exit load: {folio.exitLoad}</p>}

          {store.switchRefused ? (
            <p className="message message--info" role="alert">
              {REDEEM_TEXTS.switchMars}
            </p>
          ) : (
            <>
              {kind === 'switch' && (
                <SwitchTargetSelect
                  id="switch-target"
                  label="Switch to"
                  className="redeem__field"
                  value={store.target}
                  targets={store.switchTargets}
                  keyOf={store.targetKeyOf}
                  onChange={store.setTarget}
                />
              )}
              <fieldset>
                <legend>{kind === 'switch' ? 'Switch by' : 'Redeem by'}</legend>
                {MODES.map((m) => (
                  <label key={m.mode} className="redeem__choice redeem__choice--inline">
                    <input
                      type="radio"
                      name="mode"
                      value={m.mode}
                      checked={store.mode === m.mode}
                      onChange={() => store.setMode(m.mode)}
                    />
                    {m.label}
                  </label>
                ))}
              </fieldset>
              {store.mode === 'amount' && (
                <EwaAmountInput
                  label="Amount"
                  name="amount"
                  required
                  words
                  description={
                    folio ? `Up to about ${formatAmount(folio.currentValue)} at the latest NAV` : undefined
                  }
                  value={store.amount}
                  onInput={(e) => store.setAmount(fieldValue(e))}
                />
              )}
              {store.mode === 'units' && (
                <EwaAmountInput
                  label="Units"
                  name="units"
                  required
                  currency="none"
                  decimals={3}
                  description={folio ? `Up to ${folio.units.toFixed(3)} units` : undefined}
                  value={store.units}
                  onInput={(e) => store.setUnits(fieldValue(e))}
                />
              )}
              {store.mode === 'all' && folio && (
                <p className="portfolio__note">All {folio.units.toFixed(3)} allotted units of this folio.</p>
              )}
              <ContinueOrBack error={store.error} busy={store.busy} />
            </>
          )}
        </form>
      )}
      <EwaDialog
        variant="confirm"
        heading={kind === 'switch' ? 'Confirm the switch' : 'Confirm the redemption'}
        open={store.quote !== null}
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        onEwaDialogConfirm={() => void store.confirm()}
        onEwaDialogCancel={() => store.cancelReview()}
      >
        {store.quote && <QuoteFigures quote={store.quote} />}
      </EwaDialog>
    </div>
  );
});

function QuoteFigures({ quote }: { quote: RedemptionQuote }) {
  return (
    <div className="redeem__quote" data-testid="redeem-quote">
      <dl>
        {quote.inSchName && (
          <div>
            <dt>Switch to</dt>
            <dd>{quote.inSchName}</dd>
          </div>
        )}
        <div>
          <dt>Folio</dt>
          <dd>{quote.folioNo}</dd>
        </div>
        <div>
          <dt>Units</dt>
          <dd>{quote.units.toFixed(3)}</dd>
        </div>
        <div>
          <dt>
            Value at NAV {quote.nav.toFixed(4)} ({formatDate(quote.navDate)})
          </dt>
          <dd>
            <EwaAmount value={quote.grossAmount} />
          </dd>
        </div>
        <AmountFigure term="Exit load" value={quote.exitLoad} testId="redeem-exit-load" />
        <div>
          <dt>
            {quote.kind === 'SWITCH' ? 'Amount switched (indicative)' : 'Amount you receive (indicative)'}
          </dt>
          <dd>
            <EwaAmount value={quote.netAmount} />
          </dd>
        </div>
        <div>
          <dt>Indicative tax</dt>
          <dd data-testid="redeem-tax">
            {quote.tax === null ? 'At your slab rate' : <EwaAmount value={quote.tax} />}
          </dd>
        </div>
      </dl>
      <p className="portfolio__note">
        Short-term gain <EwaAmount value={quote.shortTermGain} />, long-term gain{' '}
        <EwaAmount value={quote.longTermGain} />. {quote.taxText}
      </p>
      <p className="portfolio__note">
        The NAV of {quote.navApplicableDate} applies; the figures above use the latest NAV and may change.
      </p>
    </div>
  );
}

const Acknowledgement = observer(function Acknowledgement({
  store,
  title,
  onDone,
}: {
  store: RedeemStore;
  title: string;
  onDone: () => void;
}) {
  const reply = store.reply;
  if (!reply) return null;
  return (
    <div className="portfolio redeem">
      <h1>{title}</h1>
      <section className="card" aria-labelledby="redeem-ack" role="status">
        <h2 id="redeem-ack">{reply.kind === 'SWITCH' ? 'Switch placed' : 'Redemption placed'}</h2>
        <p data-testid="redeem-message">{reply.message}</p>
        <dl className="portfolio__figures">
          <div>
            <dt>Order number</dt>
            <dd data-testid="redeem-order-no">{reply.orderNo}</dd>
          </div>
          <div>
            <dt>Units</dt>
            <dd>{reply.units.toFixed(3)}</dd>
          </div>
          <AmountFigure
            term={reply.kind === 'SWITCH' ? 'Amount switched (indicative)' : 'Amount (indicative)'}
            value={reply.netAmount}
          />
          <div>
            <dt>NAV date</dt>
            <dd>{reply.navApplicableDate}</dd>
          </div>
        </dl>
        {reply.inSchName && <p>Switched into {reply.inSchName}.</p>}
        {reply.kind === 'REDEEM' && <FollowPayout orderNo={reply.orderNo} />}
        <EwaButton onClick={onDone}>Go to portfolio</EwaButton>
      </section>
    </div>
  );
});
