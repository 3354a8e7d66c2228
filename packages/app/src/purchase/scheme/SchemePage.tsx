import { FREQUENCIES } from '@ewa/api/common';
import type { SchemeOption } from '@ewa/api/purchase';
import '@ewa/ui/components/riskometer';
import { EwaAmountInput } from '@ewa/ui/react/amount-input';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { fieldValue } from '../../ui/field-value.ts';
import { submitWhenValid } from '../../ui/form-check.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ShelfCartAside } from '../cart/ShelfCartAside.tsx';
import { ccodeOf, type Shelf, shelfPaths, shelfStores } from '../purchase-stores.ts';
import { useAsk } from '../useAsk.tsx';
import { type EntryMode, optionNameOf, SchemePurchaseStore } from './scheme-store.ts';
import '../purchase.css';

const nav4 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

const MODES: { mode: EntryMode; label: string }[] = [
  { mode: 'lumpsum', label: 'Lumpsum' },
  { mode: 'sip', label: 'SIP' },
  { mode: 'swp', label: 'SWP' },
];

/** Scheme detail and the lumpsum / SIP / SWP entry (spec 001 §2, §3, §4 mutual fund purchase). */
export default observer(function SchemePage() {
  const root = useStores();
  const { pathname, state } = useLocation();
  // The listing hands over the name, so the heading is right before (or without) the detail.
  const listedName = (state as { schName?: string } | null)?.schName;
  const shelf: Shelf = pathname.startsWith('/transact/nfo') ? 'nfo' : 'funds';
  const { cart } = shelfStores(root, shelf);
  const { schCode = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [ask, dialog] = useAsk();
  const isDirect = query.get('plan') === 'N' ? 'N' : 'Y';
  const schOpt = (query.get('opt') ?? 'G') as SchemeOption;
  const [store] = useState(
    () => new SchemePurchaseStore(root.api, () => ccodeOf(root), ask, { schCode, isDirect, schOpt }),
  );
  const detail = store.detail;
  useDocumentTitle(detail?.schName ?? listedName ?? 'Scheme');

  useEffect(() => {
    void store.open().then(() => {
      // 'Edit' on the cart's last item brings it back here.
      if (query.get('edit') === '1') {
        const last = cart.lastItem;
        if (last && last.schcode === schCode) {
          const line = cart.editLast();
          if (line) store.editLine(line);
        }
      }
    });
    return () => store.dispose();
  }, [store, cart, schCode, query]);

  const addToCart = submitWhenValid(async () => {
    const line = await store.toCartLine();
    if (line) {
      cart.add(line);
      navigate(shelfPaths[shelf].list);
    }
  });

  const addAndPay = async () => {
    const line = await store.toCartLine();
    if (line) {
      cart.add(line);
      navigate(shelfPaths[shelf].cart);
    }
  };

  return (
    <div className="purchase-layout">
      {dialog}
      <section
        className="purchase-main"
        aria-labelledby="scheme-heading"
        aria-busy={store.status === 'loading' || store.status === 'validating'}
      >
        <p>
          <Link to={shelfPaths[shelf].list}>← Back to schemes</Link>
        </p>
        <h1 id="scheme-heading">{detail?.schName ?? listedName ?? 'Scheme'}</h1>
        {(store.status === 'validating' || store.status === 'loading') && <p className="loading">Loading…</p>}
        {(store.status === 'blocked' || store.status === 'failed') && (
          <p className="message message--error" role="alert">
            {store.message}
          </p>
        )}
        {detail && store.status === 'ready' && (
          <>
            <div className="scheme-facts card">
              <dl className="facts">
                <div>
                  <dt>Latest NAV</dt>
                  <dd>
                    ₹{nav4.format(detail.latestNav)}{' '}
                    <span className="scheme-meta">as on {detail.navDate}</span>
                  </dd>
                </div>
                <div>
                  <dt>Category</dt>
                  <dd>
                    {detail.category} · {detail.subType}
                  </dd>
                </div>
                <div>
                  <dt>Plan / option</dt>
                  <dd>
                    {isDirect === 'Y' ? 'Direct' : 'Regular'} · {optionNameOf(detail, schOpt)}
                  </dd>
                </div>
                <div>
                  <dt>Exit load</dt>
                  <dd>{detail.exitLoad || 'Nil'}</dd>
                </div>
                <div>
                  <dt>Brokerage</dt>
                  <dd>
                    {detail.displayType === 'Link' ? (
                      <button
                        type="button"
                        className="link-button"
                        aria-expanded={store.showBrokerageDetail}
                        onClick={() => void store.toggleBrokerageDetail()}
                      >
                        {detail.brokRate}
                      </button>
                    ) : (
                      detail.brokRate
                    )}
                    {store.showBrokerageDetail && store.brokerage && (
                      <span className="scheme-meta brokerage-detail">
                        {store.brokerage.brokPercent}% of the amount, at most ₹{store.brokerage.brokCapAmount}
                        : ₹{store.brokerage.brokAmount.toFixed(2)} on ₹
                        {(Number.isFinite(store.amountValue) && store.amountValue > 0
                          ? store.amountValue
                          : store.minAmount
                        ).toFixed(2)}
                      </span>
                    )}
                  </dd>
                </div>
                {detail.cutOffTime && (
                  <div>
                    <dt>Cut-off time</dt>
                    <dd>{detail.cutOffTime}</dd>
                  </div>
                )}
                {detail.folioNo && (
                  <div>
                    <dt>Folio</dt>
                    <dd>{detail.folioNo}</dd>
                  </div>
                )}
              </dl>
              <ewa-riskometer level={detail.riskometerVal || detail.riskLevel} />
            </div>

            {store.message && (
              <p className="message message--info" role="status">
                {store.message}
              </p>
            )}

            <form className="card entry" noValidate onSubmit={addToCart} aria-label="Investment">
              <fieldset className="mode-switch">
                <legend>Investment type</legend>
                {MODES.filter(
                  (m) => m.mode === 'lumpsum' || (m.mode === 'sip' ? store.canSip : store.canSwp),
                ).map((m) => (
                  <label key={m.mode}>
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

              <EwaAmountInput
                label={
                  store.mode === 'sip'
                    ? 'Installment amount'
                    : store.mode === 'swp'
                      ? 'Withdrawal amount'
                      : 'Amount'
                }
                name="amount"
                required
                words
                min={String(store.minAmount)}
                multipleOf={store.mode === 'swp' ? undefined : String(store.multiple)}
                description={`Minimum ₹${store.minAmount}${store.multiple > 1 && store.mode !== 'swp' ? `, in multiples of ₹${store.multiple}` : ''}`}
                value={store.amount}
                onInput={(e) => store.setAmount(fieldValue(e))}
              />

              {store.mode === 'sip' && (
                <div className="entry-grid">
                  <label>
                    <span>Frequency</span>
                    <select value={store.sipFreqId} onChange={(e) => store.setSipFrequency(e.target.value)}>
                      {FREQUENCIES.map((f) => (
                        <option key={f.freqId} value={f.freqId}>
                          {f.freqName}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <span>SIP date</span>
                    <select
                      value={store.sipDate}
                      onChange={(e) => store.set('sipDate', Number(e.target.value))}
                    >
                      {store.sipDates.map((day) => (
                        <option key={day} value={day}>
                          {day}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <span>Start month</span>
                    <input
                      type="month"
                      value={store.sipStartMonth}
                      onChange={(e) => store.set('sipStartMonth', e.target.value)}
                    />
                  </label>
                  <label>
                    <span>Installments</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={detail.minSipInstallments}
                      max={999}
                      value={store.sipInstallments}
                      onChange={(e) => store.set('sipInstallments', e.target.value)}
                    />
                  </label>
                </div>
              )}

              {store.mode === 'swp' && <SwpEntry store={store} />}

              <p className="message message--error" role="alert">
                {store.entryError}
              </p>
              <div className="actions">
                <EwaButton type="submit">Add to Cart</EwaButton>
                <EwaButton variant="secondary" onClick={() => void addAndPay()}>
                  Invest Now
                </EwaButton>
              </div>
            </form>

            <section className="card" aria-labelledby="docs-heading">
              <h2 id="docs-heading">Scheme documents</h2>
              <ul className="doc-list">
                {[...detail.offerDocList, ...detail.kimDocList].map((doc) => (
                  <li key={doc.docUrl}>
                    <a href={doc.docUrl} target="_blank" rel="noreferrer">
                      {doc.docName}
                    </a>{' '}
                    <span className="scheme-meta">({doc.language})</span>
                  </li>
                ))}
              </ul>
            </section>

            {detail.isNomineeDisp === 'Y' && (
              <section className="card" aria-labelledby="nominee-heading">
                <h2 id="nominee-heading">Nominee</h2>
                {detail.nomineeDetail.length ? (
                  <ul className="doc-list">
                    {detail.nomineeDetail.map((n) => (
                      <li key={n.nomineeName}>
                        {n.nomineeName} ({n.relation}) – {n.percentage}%
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{detail.noNomineeMsg}</p>
                )}
                {detail.nomineeFooterNote && <p className="scheme-meta">{detail.nomineeFooterNote}</p>}
              </section>
            )}
          </>
        )}
      </section>
      <ShelfCartAside shelf={shelf} cart={cart} />
    </div>
  );
});

const SwpEntry = observer(function SwpEntry({ store }: { store: SchemePurchaseStore }) {
  const swp = store.swp;
  if (store.swpError) return <p className="message message--error">{store.swpError}</p>;
  if (!swp) return <p className="loading">Loading SWP details…</p>;
  return (
    <div className="entry-grid">
      <label>
        <span>Frequency</span>
        <select value={store.swpFreqId} onChange={(e) => store.setSwpFrequency(e.target.value)}>
          {swp.frequencyList.map((f) => (
            <option key={f.freqId} value={f.freqId}>
              {f.freqName}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Installment date</span>
        <select value={store.swpDate} onChange={(e) => store.set('swpDate', Number(e.target.value))}>
          {swp.installmentDate.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Start month</span>
        <select value={store.swpStartMonth} onChange={(e) => store.set('swpStartMonth', e.target.value)}>
          {swp.startMonth.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>
          Installments ({swp.installmentRangeMin} to {swp.installmentRangeMax})
        </span>
        <input
          type="number"
          inputMode="numeric"
          min={swp.installmentRangeMin}
          max={swp.installmentRangeMax}
          value={store.swpInstallments}
          onChange={(e) => store.set('swpInstallments', e.target.value)}
        />
      </label>
      <label>
        <span>Bank account</span>
        <select value={store.swpBankAccNo} onChange={(e) => store.set('swpBankAccNo', e.target.value)}>
          {swp.bankListSwp.map((b) => (
            <option key={b.bankAccNo} value={b.bankAccNo}>
              {b.bankName} {b.bankAccMask}
            </option>
          ))}
        </select>
      </label>
      <p className="scheme-meta swp-units">
        Units held: {swp.unitDetail.units.toFixed(3)} (₹{swp.unitDetail.currentValue.toFixed(2)})
        {store.swpRange && ` · First installment ${store.swpRange.startDate}, last ${store.swpRange.endDate}`}
      </p>
    </div>
  );
});
