import { PORTFOLIO_TEXTS, REDEEM_TEXTS } from '@ewa/api/portfolio';
import { formatAmount, formatDate } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { EwaAmountInput } from '@ewa/ui/react/amount-input';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FolioChoice, SwitchTargetSelect } from '../portfolio/HeldFolioFields.tsx';
import { PortfolioStore } from '../portfolio/portfolio-store.ts';
import { type HeldPlan, heldPlanOf } from '../portfolio/redeem-store.ts';
import { useStores } from '../stores/context.ts';
import { fieldValue } from '../ui/field-value.ts';
import { LoadStatus } from '../ui/Loading.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';
import { type RegisterKind, RegisterPlanStore } from './register-store.ts';
import { systematicPaths } from './systematic-store.ts';
import './systematic.css';
import { AmountFigure } from '../ui/Figure.tsx';

const TITLES: Record<RegisterKind, string> = {
  SWP: 'Systematic Withdrawal Plan (SWP)',
  STP: 'Systematic Transfer Plan (STP)',
};

const planQuery = (plan: HeldPlan) =>
  new URLSearchParams({
    schCode: plan.schCode,
    plan: plan.isDirect ? 'D' : 'R',
    opt: plan.schOpt,
  }).toString();

/** Register an SWP (/transact/mutual-funds/systematic/swp) or an STP (…/stp) from a held plan. */
export default function RegisterPlanScreen() {
  const { pathname, search } = useLocation();
  const kind: RegisterKind = pathname.endsWith('/stp') ? 'STP' : 'SWP';
  useDocumentTitle(TITLES[kind]);
  const plan = heldPlanOf(search);
  if (!plan) return <HoldingPicker kind={kind} />;
  return <RegisterForm key={`${kind}${search}`} kind={kind} plan={plan} />;
}

/** The menu's SWP / STP entry: the holdings to start one from. */
const HoldingPicker = observer(function HoldingPicker({ kind }: { kind: RegisterKind }) {
  const root = useStores();
  const [store] = useState(() => new PortfolioStore(root.api, () => root.session.fields.njacno));
  useEffect(() => {
    void store.load();
  }, [store]);
  const base = kind === 'STP' ? systematicPaths.stp : systematicPaths.swp;
  const held = store.holdings.filter((h) => h.units > 0);
  return (
    <div className="systematic">
      <h1>{TITLES[kind]}</h1>
      <p className="systematic__intro">
        {kind === 'SWP'
          ? 'Withdraw a fixed amount from a fund you hold, every month or quarter, to your registered bank account.'
          : 'Move a fixed amount every month or quarter from a fund you hold into another fund of the same fund house.'}
      </p>
      <LoadStatus status={store.status} error={store.loadError} />
      {store.status === 'ready' && held.length === 0 && (
        <section className="card">
          <p>{PORTFOLIO_TEXTS.noHoldings}</p>
          <Link to="/transact/mutual-funds">Explore mutual funds</Link>
        </section>
      )}
      {held.length > 0 && (
        <section className="card" aria-labelledby="register-choose">
          <h2 id="register-choose">Choose a holding</h2>
          <ul className="portfolio__actions systematic__holdings">
            {held.map((h) => {
              const plan = { schCode: h.schCode, isDirect: h.planType === 'Direct', schOpt: h.schOpt };
              return (
                <li key={`${h.schCode}${h.planType}${h.schOpt}`}>
                  <span>
                    {h.scheme} (<EwaAmount value={h.currentValue} />)
                  </span>
                  <Link to={`${base}?${planQuery(plan)}`} aria-label={`Start an ${kind} from ${h.scheme}`}>
                    Start {kind}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <p>
        <Link to={systematicPaths.list}>Your systematic plans</Link>
      </p>
    </div>
  );
});

const RegisterForm = observer(function RegisterForm({ kind, plan }: { kind: RegisterKind; plan: HeldPlan }) {
  const root = useStores();
  const [store] = useState(() => new RegisterPlanStore(root.api, kind, plan));
  useEffect(() => {
    void store.load();
  }, [store]);
  const done = useRef<HTMLHeadingElement>(null);
  const registered = store.registered;
  // The answer's heading takes the focus, so it is read out and the keyboard starts there.
  useEffect(() => {
    if (registered) done.current?.focus();
  }, [registered]);
  const folio = store.folios.find((f) => f.folioNo === store.folioNo);
  const options = store.options;
  const invalid = (field: string) => store.errorField === field;

  if (store.registered)
    return (
      <div className="systematic">
        <h1>{TITLES[kind]}</h1>
        <section className="card" aria-labelledby="registered-heading">
          <h2 id="registered-heading" tabIndex={-1} ref={done}>
            {store.message}
          </h2>
          <dl className="systematic__facts">
            <div className="systematic__wide">
              <dt>Scheme</dt>
              <dd>{store.registered.schName}</dd>
            </div>
            {store.registered.targetSchName && (
              <div className="systematic__wide">
                <dt>Transfer to</dt>
                <dd>{store.registered.targetSchName}</dd>
              </div>
            )}
            <div>
              <dt>Plan No.</dt>
              <dd>{store.registered.planNo}</dd>
            </div>
            <AmountFigure term={<>{kind} amount</>} value={store.registered.amount} />
            <div>
              <dt>First instalment</dt>
              <dd>{store.registered.nextDate ? formatDate(store.registered.nextDate) : '–'}</dd>
            </div>
            <div>
              <dt>Instalments</dt>
              <dd>{store.registered.installments}</dd>
            </div>
          </dl>
          <p>
            <Link to={`${systematicPaths.list}?kind=${kind}`}>View your {kind}s</Link>
          </p>
        </section>
      </div>
    );

  return (
    <div className="systematic">
      <h1>{TITLES[kind]}</h1>
      <LoadStatus status={store.status} error={store.loadError} />
      {store.status === 'ready' && options && (
        <form
          className="card systematic__register"
          noValidate
          aria-labelledby="register-scheme"
          onSubmit={(e) => {
            e.preventDefault();
            void store.submit();
          }}
        >
          <h2 id="register-scheme">{store.schemeName}</h2>
          {!options.allowed ? (
            <p className="message message--info" role="alert">
              SWP is not available in this scheme.
            </p>
          ) : store.transferRefused ? (
            <p className="message message--info" role="alert">
              {REDEEM_TEXTS.switchMars}
            </p>
          ) : (
            <>
              <FolioChoice
                folios={store.folios}
                chosen={store.folioNo}
                choose={store.setFolio}
                className="systematic__choice"
              >
                {(f) => (
                  <>
                    {f.folioNo} – {f.units.toFixed(3)} units, <EwaAmount value={f.currentValue} />
                  </>
                )}
              </FolioChoice>
              {kind === 'STP' && (
                <SwitchTargetSelect
                  id="stp-target"
                  label="Transfer to"
                  className="systematic__field"
                  value={store.target}
                  targets={store.targets}
                  keyOf={store.targetKeyOf}
                  invalid={invalid('inScheme')}
                  onChange={store.setTarget}
                />
              )}
              <EwaAmountInput
                label={`${kind} amount per instalment`}
                name="amount"
                required
                words
                description={
                  kind === 'SWP'
                    ? `Minimum ${formatAmount(options.minAmount)}${folio ? `; the folio is worth about ${formatAmount(folio.currentValue)}` : ''}`
                    : "At least the chosen scheme's minimum SIP amount"
                }
                value={store.amount}
                onInput={(e) => store.setAmount(fieldValue(e))}
              />
              <div className="systematic__row">
                <PlanSelect
                  id="plan-frequency"
                  label="Frequency"
                  value={store.freqId}
                  onChange={store.setFreqId}
                  options={options.frequencies.map((f) => ({ value: f.freqId, label: f.freqName }))}
                />
                <PlanSelect
                  id="plan-date"
                  label="Instalment date"
                  value={store.installmentDate}
                  invalid={invalid('installmentDate')}
                  onChange={store.setInstallmentDate}
                  options={options.installmentDates.map((d) => ({ value: String(d), label: d }))}
                />
                <PlanSelect
                  id="plan-month"
                  label="Start month"
                  value={store.startMonth}
                  invalid={invalid('startMonth')}
                  onChange={store.setStartMonth}
                  options={options.startMonths}
                />
                <div className="systematic__field">
                  <label htmlFor="plan-count">Number of instalments</label>
                  <input
                    id="plan-count"
                    type="number"
                    inputMode="numeric"
                    min={options.installmentRangeMin}
                    max={options.installmentRangeMax}
                    value={store.noOfInstallments}
                    aria-invalid={invalid('noOfInstallments')}
                    aria-describedby="plan-count-help"
                    onChange={(e) => store.setInstallments(e.currentTarget.value)}
                  />
                  <p id="plan-count-help" className="systematic__help">
                    {options.installmentRangeMin} to {options.installmentRangeMax}
                  </p>
                </div>
              </div>
              <p className="field-message systematic__error" role="alert">
                {store.error}
              </p>
              <div className="systematic__actions">
                <EwaButton type="submit" loading={store.busy}>
                  Register {kind}
                </EwaButton>
                <Link to={kind === 'STP' ? systematicPaths.stp : systematicPaths.swp}>
                  Choose another holding
                </Link>
              </div>
            </>
          )}
        </form>
      )}
    </div>
  );
});

/** One of the plan's choices (frequency, instalment date, start month). */
function PlanSelect(props: {
  id: string;
  label: string;
  value: string;
  invalid?: boolean;
  onChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode }[];
}) {
  return (
    <div className="systematic__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.invalid}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
