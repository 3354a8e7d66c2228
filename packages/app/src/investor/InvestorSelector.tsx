import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { InvestorStore } from '../stores/investor.ts';

/** Which family member the portal shows (spec 001 §2); 'All Investors' covers the whole family. */
export const InvestorSelector = observer(function InvestorSelector({
  investor,
}: {
  investor: InvestorStore;
}) {
  const id = useId();
  if (investor.status === 'failed' || (investor.status === 'ready' && investor.choices.length === 0))
    return null;
  return (
    <div className="investor-selector">
      <label htmlFor={id}>Investor</label>
      <select
        id={id}
        value={investor.selected}
        disabled={investor.choices.length === 0}
        onChange={(event) => investor.select(event.target.value)}
      >
        {investor.selected === '' && (
          <option value="" disabled>
            {investor.choices.length ? 'Select investor' : 'Loading…'}
          </option>
        )}
        {investor.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
});
