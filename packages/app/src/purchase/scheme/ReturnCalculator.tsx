import { formatAmount } from '@ewa/ui/format';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FieldMessage } from '../../ui/native-field.tsx';
import { CalculatorStore } from './calculator-store.ts';

/** The SIP / lump-sum calculator: what an amount may grow to over some years at an expected return. */
export const ReturnCalculator = observer(function ReturnCalculator({
  minSip,
  expectedReturn,
}: {
  minSip: number;
  /** A starting guess for the expected return, percent a year. */
  expectedReturn: number;
}) {
  const [calc] = useState(() => new CalculatorStore(Math.max(minSip, 5000), expectedReturn));
  const result = calc.projection;
  const field = (name: 'amount' | 'years' | 'rate', label: string, step: string) => {
    const message = calc.messageOf(name);
    return (
      <div className="calculator__field">
        <label htmlFor={`calc-${name}`}>{label}</label>
        <input
          id={`calc-${name}`}
          type="number"
          inputMode="decimal"
          step={step}
          value={calc[name]}
          aria-invalid={message ? 'true' : undefined}
          aria-describedby={`calc-${name}-message`}
          onChange={(e) => calc.set(name, e.currentTarget.value)}
        />
        <FieldMessage id={`calc-${name}-message`} message={message} />
      </div>
    );
  };
  return (
    <section className="calculator card" aria-labelledby="calculator-heading">
      <h2 id="calculator-heading" className="panel-heading">
        Returns calculator
      </h2>
      <fieldset className="calculator__mode">
        <legend>Invest</legend>
        {(
          [
            // Not 'SIP' / 'Lumpsum': those name the investment form's own choices on this page.
            ['sip', 'Every month'],
            ['lumpsum', 'Once'],
          ] as const
        ).map(([mode, text]) => (
          <label key={mode}>
            <input
              type="radio"
              name="calculator-mode"
              checked={calc.mode === mode}
              onChange={() => calc.setMode(mode)}
            />{' '}
            {text}
          </label>
        ))}
      </fieldset>
      <div className="calculator__fields">
        {field('amount', calc.mode === 'sip' ? 'Amount each month (₹)' : 'Amount once (₹)', '0.01')}
        {field('years', 'Years', '1')}
        {field('rate', 'Expected return (% a year)', '0.1')}
      </div>
      <dl className="facts calculator__result" aria-live="polite">
        <div>
          <dt>Invested</dt>
          <dd>{result ? formatAmount(result.invested) : '–'}</dd>
        </div>
        <div>
          <dt>Estimated returns</dt>
          <dd>{result ? formatAmount(result.gain) : '–'}</dd>
        </div>
        <div>
          <dt>Estimated value</dt>
          <dd>{result ? formatAmount(result.value) : '–'}</dd>
        </div>
      </dl>
      <p className="scheme-meta">
        An estimate at a steady return; mutual fund returns go up and down and are not assured.
      </p>
    </section>
  );
});
