import {
  PLAN_KINDS,
  PLAN_STATUS_LABELS,
  type PlanKind,
  STOP_REASONS,
  type SystematicPlan,
} from '@ewa/api/systematic';
import { formatDate } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaAmountInput } from '@ewa/ui/react/amount-input';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { useGo } from '../stores/navigation.ts';
import { fieldValue } from '../ui/field-value.ts';
import { LoadStatus } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { SystematicStore, systematicPaths } from './systematic-store.ts';
import './systematic.css';
import { AmountFigure } from '../ui/Figure.tsx';

const TITLES: Record<string, string> = {
  [systematicPaths.stopSip]: 'Stop SIP',
  [systematicPaths.topUp]: 'Top Up SIP',
};

const KIND_NAMES: Record<PlanKind, string> = {
  SIP: 'SIPs',
  STP: 'STPs',
  SWP: 'SWPs',
};

/**
 * The investor's systematic plans (/transact/mutual-funds/systematic; the Stop SIP and Top Up SIP
 * entries open it on the SIPs): each plan with its next debit, and its Stop and Top up actions.
 */
export default observer(function SystematicScreen() {
  const root = useStores();
  const { pathname, search } = useLocation();
  const title = TITLES[pathname] ?? 'Systematic Plans';
  const asked = new URLSearchParams(search).get('kind');
  const initial = PLAN_KINDS.find((k) => k === asked) ?? 'SIP';
  const [store] = useState(() => new SystematicStore(root.api, initial));
  const go = useGo();
  useDocumentTitle(title);

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="systematic">
      <h1>{title}</h1>
      <p className="systematic__intro">
        Your SIPs, STPs and SWPs with their next instalment. Instalment dates that fall on a weekend or market
        holiday move to the next business day.
      </p>
      <p className="systematic__links">
        <Link to={systematicPaths.swp}>Register an SWP</Link>
        <Link to={systematicPaths.stp}>Register an STP</Link>
        <Link to="/transact/mutual-funds">Start a new SIP</Link>
      </p>
      <LoadStatus status={store.status} error={store.loadError} />
      {/* Always in the page, so a new answer is announced. */}
      <p
        className={store.notice ? 'message message--info systematic__notice' : 'visually-hidden'}
        role="status"
      >
        {store.notice}
      </p>
      {store.status === 'ready' && (
        <>
          <fieldset className="systematic__kinds">
            <legend className="visually-hidden">Plan type</legend>
            {PLAN_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={store.kind === kind}
                onClick={() => store.setKind(kind)}
              >
                {kind} ({store.countOf(kind)})
              </button>
            ))}
          </fieldset>
          <section aria-label={KIND_NAMES[store.kind]}>
            {store.visible.length === 0 ? (
              <p className="card">{store.emptyText}</p>
            ) : (
              <ul className="systematic__plans">
                {store.visible.map((plan) => (
                  <li key={plan.planNo}>
                    <PlanCard plan={plan} store={store} onStop={() => void store.stop().then(go)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
});

const PlanCard = observer(function PlanCard({
  plan,
  store,
  onStop,
}: {
  plan: SystematicPlan;
  store: SystematicStore;
  onStop: () => void;
}) {
  const headingId = `plan-${plan.planNo}`;
  const open = store.action?.planNo === plan.planNo ? store.action.kind : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  // When the stop or top-up form closes (done or cancelled), the keyboard goes back to the plan.
  useEffect(() => {
    if (wasOpen.current && !open) heading.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const running = plan.status === 'ACTIVE';
  return (
    <article className="card systematic__plan" aria-labelledby={headingId} data-plan={plan.planNo}>
      <header className="systematic__plan-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {plan.schName}
        </h2>
        <span className={`systematic__status systematic__status--${plan.status.toLowerCase()}`}>
          {PLAN_STATUS_LABELS[plan.status]}
        </span>
      </header>
      <dl className="systematic__facts">
        {plan.targetSchName && (
          <div className="systematic__wide">
            <dt>Transfer to</dt>
            <dd>{plan.targetSchName}</dd>
          </div>
        )}
        <div>
          <dt>Folio</dt>
          <dd>{plan.folioNo || 'New folio'}</dd>
        </div>
        <AmountFigure term={<>{plan.kind} amount</>} value={plan.amount} />
        <div>
          <dt>Frequency</dt>
          <dd>
            {plan.frequency}, on day {plan.installmentDate}
          </dd>
        </div>
        <div>
          <dt>Instalments</dt>
          <dd>
            {plan.installmentsDone} done, {plan.installmentsLeft} left of {plan.installments}
          </dd>
        </div>
        <div>
          <dt>Next debit</dt>
          <dd className="systematic__next">
            {plan.nextDate ? (
              <>
                {formatDate(plan.nextDate)}
                {plan.nextAmount !== null && plan.nextAmount !== plan.amount && (
                  <>
                    {' '}
                    (<EwaAmount value={plan.nextAmount} /> with top-up)
                  </>
                )}
              </>
            ) : (
              '–'
            )}
          </dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>
            {formatDate(plan.startDate)} to {formatDate(plan.endDate)}
          </dd>
        </div>
        {plan.status === 'STOPPED' && (
          <div className="systematic__wide">
            <dt>Stopped on</dt>
            <dd>
              {plan.stoppedOn ? formatDate(plan.stoppedOn) : ''}
              {plan.stopReason ? ` – ${plan.stopReason}` : ''}
            </dd>
          </div>
        )}
      </dl>
      {(running || plan.status === 'STOP_PENDING') && !open && (
        <div className="systematic__actions">
          <EwaButton variant="outline" onClick={() => store.open(plan.planNo, 'stop')}>
            {plan.status === 'STOP_PENDING' ? 'Continue stop with OTP' : `Stop ${plan.kind}`}
          </EwaButton>
          {plan.kind === 'SIP' && running && (
            <EwaButton variant="outline" onClick={() => store.open(plan.planNo, 'topUp')}>
              Top up
            </EwaButton>
          )}
        </div>
      )}
      {open === 'stop' && <StopForm plan={plan} store={store} onStop={onStop} />}
      {open === 'topUp' && <TopUpForm plan={plan} store={store} />}
    </article>
  );
});

const StopForm = observer(function StopForm({
  plan,
  store,
  onStop,
}: {
  plan: SystematicPlan;
  store: SystematicStore;
  onStop: () => void;
}) {
  const id = plan.planNo;
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      className="systematic__form"
      noValidate
      aria-label={`Stop ${plan.kind}`}
      onSubmit={(e) => {
        e.preventDefault();
        onStop();
      }}
    >
      <div className="systematic__field">
        <label htmlFor={`reason-${id}`}>Reason for stopping</label>
        <select
          ref={first}
          id={`reason-${id}`}
          value={store.reason}
          required
          aria-invalid={store.errorField === 'reason'}
          aria-describedby={`stop-error-${id}`}
          onChange={(e) => store.setReason(e.currentTarget.value)}
        >
          <option value="">Select a reason</option>
          {Object.entries(STOP_REASONS).map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="systematic__field">
        <label htmlFor={`remarks-${id}`}>Remarks (optional)</label>
        <input
          id={`remarks-${id}`}
          maxLength={200}
          value={store.remarks}
          onChange={(e) => store.setRemarks(e.currentTarget.value)}
        />
      </div>
      <p className="systematic__warning">
        Instalments due after today will not be debited. A stop cannot be undone; you can start a new{' '}
        {plan.kind} any time.
      </p>
      <p id={`stop-error-${id}`} className="field-message systematic__error" role="alert">
        {store.error}
      </p>
      <div className="systematic__actions">
        <EwaButton type="submit" loading={store.busy}>
          Confirm stop
        </EwaButton>
        <EwaButton variant="outline" disabled={store.busy} onClick={store.closeAction}>
          Cancel
        </EwaButton>
      </div>
    </form>
  );
});

const TopUpForm = observer(function TopUpForm({
  plan,
  store,
}: {
  plan: SystematicPlan;
  store: SystematicStore;
}) {
  const id = plan.planNo;
  const form = useRef<HTMLFormElement>(null);
  // The amount field is a custom element: its inner input takes the focus through it.
  useEffect(() => form.current?.querySelector<HTMLElement>('ewa-amount-input')?.focus(), []);
  return (
    <form
      ref={form}
      className="systematic__form"
      noValidate
      aria-label="Top up SIP"
      onSubmit={(e) => {
        e.preventDefault();
        void store.topUp();
      }}
    >
      <EwaAmountInput
        label="Increase the instalment by"
        name="topUpAmount"
        required
        words
        value={store.topUpAmount}
        onInput={(e) => store.setTopUpAmount(fieldValue(e))}
      />
      <div className="systematic__field">
        <label htmlFor={`from-${id}`}>From instalment number</label>
        <input
          id={`from-${id}`}
          type="number"
          inputMode="numeric"
          min={plan.installmentsDone + 1}
          max={plan.installments}
          value={store.topUpFrom}
          aria-invalid={store.errorField === 'fromInstallment'}
          aria-describedby={`from-help-${id}`}
          onChange={(e) => store.setTopUpFrom(e.currentTarget.value)}
        />
        <p id={`from-help-${id}`} className="systematic__help">
          The next instalment is number {plan.installmentsDone + 1}
          {plan.nextDate ? `, on ${formatDate(plan.nextDate)}` : ''}.
        </p>
      </div>
      <p className="field-message systematic__error" role="alert">
        {store.error}
      </p>
      <div className="systematic__actions">
        <EwaButton type="submit" loading={store.busy}>
          Confirm top-up
        </EwaButton>
        <EwaButton variant="outline" disabled={store.busy} onClick={store.closeAction}>
          Cancel
        </EwaButton>
      </div>
    </form>
  );
});
