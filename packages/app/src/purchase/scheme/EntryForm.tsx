import { FREQUENCIES } from '@ewa/api/common';
import { formatAmount } from '@ewa/ui/format';
import { EwaAmountInput } from '@ewa/ui/react/amount-input';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { fieldValue } from '../../ui/field-value.ts';
import { submitWhenValid } from '../../ui/form-check.ts';
import type { EntryMode, EntryStore } from './entry-store.ts';
import { SwpEntry } from './SwpEntry.tsx';
import type { PurchaseDetail } from './scheme-store.ts';

const MODES: { mode: EntryMode; label: string }[] = [
  { mode: 'lumpsum', label: 'Lumpsum' },
  { mode: 'sip', label: 'SIP' },
  { mode: 'swp', label: 'SWP' },
];

const AMOUNT_LABEL: Record<EntryMode, string> = {
  lumpsum: 'Amount',
  sip: 'Installment amount',
  swp: 'Withdrawal amount',
};

/**
 * The investment entry (spec 001 §2, §4): lumpsum, SIP or SWP, the amount and the plan. 'Add to
 * Cart' submits it (once the fields are valid), 'Invest Now' adds it and opens the cart.
 */
export const EntryForm = observer(function EntryForm({
  entry,
  detail,
  onAddToCart,
  onInvestNow,
}: {
  entry: EntryStore;
  detail: PurchaseDetail;
  onAddToCart: () => void;
  onInvestNow: () => void;
}) {
  const stepped = entry.multiple > 1 && entry.mode !== 'swp';
  return (
    <form className="card entry" noValidate onSubmit={submitWhenValid(onAddToCart)} aria-label="Investment">
      <fieldset className="mode-switch">
        <legend>Investment type</legend>
        {MODES.filter((m) => m.mode === 'lumpsum' || (m.mode === 'sip' ? entry.canSip : entry.canSwp)).map(
          (m) => (
            <label key={m.mode}>
              <input
                type="radio"
                name="mode"
                value={m.mode}
                checked={entry.mode === m.mode}
                onChange={() => entry.setMode(m.mode)}
              />
              {m.label}
            </label>
          ),
        )}
      </fieldset>

      <EwaAmountInput
        label={AMOUNT_LABEL[entry.mode]}
        name="amount"
        required
        words
        min={String(entry.minAmount)}
        multipleOf={entry.mode === 'swp' ? undefined : String(entry.multiple)}
        description={`Minimum ${formatAmount(entry.minAmount)}${stepped ? `, in multiples of ${formatAmount(entry.multiple)}` : ''}`}
        value={entry.amount}
        onInput={(e) => entry.setAmount(fieldValue(e))}
      />

      {entry.mode === 'sip' && (
        <div className="entry-grid">
          <label>
            <span>Frequency</span>
            <select value={entry.sipFreqId} onChange={(e) => entry.setSipFrequency(e.target.value)}>
              {FREQUENCIES.map((f) => (
                <option key={f.freqId} value={f.freqId}>
                  {f.freqName}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>SIP date</span>
            <select value={entry.sipDate} onChange={(e) => entry.set('sipDate', Number(e.target.value))}>
              {entry.sipDates.map((day) => (
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
              value={entry.sipStartMonth}
              onChange={(e) => entry.set('sipStartMonth', e.target.value)}
            />
          </label>
          <label>
            <span>Installments</span>
            <input
              type="number"
              inputMode="numeric"
              min={detail.minSipInstallments}
              max={999}
              value={entry.sipInstallments}
              onChange={(e) => entry.set('sipInstallments', e.target.value)}
            />
          </label>
        </div>
      )}

      {entry.mode === 'swp' && <SwpEntry entry={entry} />}

      <p className="message message--error" role="alert">
        {entry.entryError}
      </p>
      <div className="actions">
        <EwaButton type="submit">Add to Cart</EwaButton>
        <EwaButton variant="secondary" onClick={onInvestNow}>
          Invest Now
        </EwaButton>
      </div>
    </form>
  );
});
