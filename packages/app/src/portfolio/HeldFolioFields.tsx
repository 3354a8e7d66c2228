import type { SwitchTarget } from '@ewa/api/portfolio';
import { EwaButton } from '@ewa/ui/react/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SWITCH_TARGET_TEXT } from './redeem-store.ts';

/** The folios of a held plan as radios; `children` says what each one holds. */
export function FolioChoice<F extends { folioNo: string }>(props: {
  folios: readonly F[];
  chosen: string;
  choose: (folioNo: string) => void;
  className: string;
  children: (folio: F) => ReactNode;
}) {
  return (
    <fieldset>
      <legend>Folio</legend>
      {props.folios.map((f) => (
        <label key={f.folioNo} className={props.className}>
          <input
            type="radio"
            name="folio"
            value={f.folioNo}
            checked={props.chosen === f.folioNo}
            onChange={() => props.choose(f.folioNo)}
          />
          {props.children(f)}
        </label>
      ))}
    </fieldset>
  );
}

/** The schemes of the same fund house a switch (or an STP) can move into. */
export function SwitchTargetSelect(props: {
  id: string;
  label: string;
  className: string;
  value: string;
  targets: readonly SwitchTarget[];
  keyOf: (target: SwitchTarget) => string;
  invalid?: boolean;
  onChange: (key: string) => void;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.invalid}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        <option value="">Choose a scheme of the same fund house</option>
        {props.targets.map((t) => (
          <option key={props.keyOf(t)} value={props.keyOf(t)}>
            {SWITCH_TARGET_TEXT(t)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The end of a redeem or insta cash form: what stops it, Continue, and the way back to the portfolio. */
export function ContinueOrBack(props: { error: string; busy: boolean; errorTestId?: string }) {
  return (
    <>
      <p className="field-message redeem__error" role="alert" data-testid={props.errorTestId}>
        {props.error}
      </p>
      <div className="redeem__actions">
        <EwaButton type="submit" disabled={props.busy}>
          Continue
        </EwaButton>
        <Link to="/portfolio">Back to portfolio</Link>
      </div>
    </>
  );
}
