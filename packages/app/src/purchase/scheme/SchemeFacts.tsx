import { isYes } from '@ewa/api/reply';
import { formatAmount, formatDate, formatIndianNumber } from '@ewa/ui/format';
import { EwaRiskometer } from '@ewa/ui/react/riskometer';
import { observer } from 'mobx-react-lite';
import type { EntryStore } from './entry-store.ts';
import { optionNameOf, type PurchaseDetail, type SchemeKey } from './scheme-store.ts';

const nav4 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** The scheme's facts (spec 001 §2 scheme detail): NAV, category, plan, loads, brokerage, risk. */
export const SchemeFacts = observer(function SchemeFacts({
  detail,
  schemeKey,
  entry,
}: {
  detail: PurchaseDetail;
  schemeKey: SchemeKey;
  entry: EntryStore;
}) {
  return (
    <div className="scheme-facts card">
      <dl className="facts">
        <div>
          <dt>Latest NAV</dt>
          <dd>
            ₹{nav4.format(detail.latestNav)}{' '}
            <span className="scheme-meta">as on {formatDate(detail.navDate)}</span>
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
            {isYes(schemeKey.isDirect) ? 'Direct' : 'Regular'} · {optionNameOf(detail, schemeKey.schOpt)}
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
                aria-expanded={entry.showBrokerageDetail}
                onClick={() => entry.toggleBrokerageDetail()}
              >
                {detail.brokRate}
              </button>
            ) : (
              detail.brokRate
            )}
            {entry.showBrokerageDetail && entry.brokerage && (
              <span className="scheme-meta brokerage-detail">
                {entry.brokerage.brokPercent}% of the amount, at most ₹{entry.brokerage.brokCapAmount}: ₹
                {entry.brokerage.brokAmount.toFixed(2)} on ₹
                {(Number.isFinite(entry.amountValue) && entry.amountValue > 0
                  ? entry.amountValue
                  : entry.minAmount
                ).toFixed(2)}
              </span>
            )}
          </dd>
        </div>
        {detail.expenseRatio !== null && (
          <div>
            <dt>Expense ratio</dt>
            <dd>{detail.expenseRatio.toFixed(2)}% a year</dd>
          </div>
        )}
        {detail.fundSizeCr !== null && (
          <div>
            <dt>Fund size (AUM)</dt>
            <dd>₹{formatIndianNumber(detail.fundSizeCr)} Cr</dd>
          </div>
        )}
        <div>
          <dt>Minimum investment</dt>
          <dd>
            Lump sum {formatAmount(detail.minLumpsumAmount)} · SIP {formatAmount(detail.minSipAmount)}
          </dd>
        </div>
        {detail.fundManager && (
          <div>
            <dt>Fund manager</dt>
            <dd>{detail.fundManager}</dd>
          </div>
        )}
        {detail.benchmark && (
          <div>
            <dt>Benchmark</dt>
            <dd>{detail.benchmark}</dd>
          </div>
        )}
        <div>
          <dt>Launched</dt>
          <dd>{formatDate(detail.launchDate)}</dd>
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
      <EwaRiskometer level={detail.riskometerVal || detail.riskLevel} />
    </div>
  );
});
