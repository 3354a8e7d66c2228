import { formatAmount, formatDate } from '@ewa/ui/format';
import { observer } from 'mobx-react-lite';
import type { EntryStore } from './entry-store.ts';

/** The SWP plan: frequency, day, first month, installments and the bank account paid into. */
export const SwpEntry = observer(function SwpEntry({ entry }: { entry: EntryStore }) {
  const plan = entry.swp;
  const swp = plan.swp;
  if (plan.swpError) return <p className="message message--error">{plan.swpError}</p>;
  if (!swp) return <p className="loading">Loading SWP details…</p>;
  return (
    <div className="entry-grid">
      <label>
        <span>Frequency</span>
        <select value={plan.swpFreqId} onChange={(e) => plan.setFrequency(e.target.value)}>
          {swp.frequencyList.map((f) => (
            <option key={f.freqId} value={f.freqId}>
              {f.freqName}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Installment date</span>
        <select value={plan.swpDate} onChange={(e) => entry.setSwp('swpDate', Number(e.target.value))}>
          {swp.installmentDate.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Start month</span>
        <select value={plan.swpStartMonth} onChange={(e) => entry.setSwp('swpStartMonth', e.target.value)}>
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
          value={plan.swpInstallments}
          onChange={(e) => entry.setSwp('swpInstallments', e.target.value)}
        />
      </label>
      <label>
        <span>Bank account</span>
        <select value={plan.swpBankAccNo} onChange={(e) => entry.setSwp('swpBankAccNo', e.target.value)}>
          {swp.bankListSwp.map((b) => (
            <option key={b.bankAccNo} value={b.bankAccNo}>
              {b.bankName} {b.bankAccMask}
            </option>
          ))}
        </select>
      </label>
      <p className="scheme-meta swp-units">
        Units held: {swp.unitDetail.units.toFixed(3)} ({formatAmount(swp.unitDetail.currentValue)})
        {plan.swpRange &&
          ` · First installment ${formatDate(plan.swpRange.startDate)}, last ${formatDate(plan.swpRange.endDate)}`}
      </p>
    </div>
  );
});
