import { PublicPage } from './PublicPage.tsx';

/** Terms and conditions of using the portal. */
export default function Terms() {
  return (
    <PublicPage title="Terms and Conditions" lead="Please read these terms before you use E-Wealth.">
      <h2>Using the portal</h2>
      <p>
        E-Wealth is offered to account holders, their wealth partners and our staff. You may use it only for
        your own accounts, or for accounts you are authorised to operate, and only for lawful purposes.
      </p>
      <h2>Your login</h2>
      <p>
        Keep your password, PIN and one-time passwords secret. Every transaction placed with your login is
        treated as placed by you. Tell us at once if you suspect that someone else has used your login.
      </p>
      <h2>Transactions</h2>
      <p>
        Orders are sent to the fund house, exchange or depository concerned and are subject to their rules,
        cut-off times and acceptance. A transaction placed by your wealth partner on your behalf is processed
        only after you authorize it.
      </p>
      <h2>Information on the portal</h2>
      <p>
        Prices, NAVs, returns and reports are shown as received from their sources and may be delayed. They
        are for information only and are not a recommendation to buy or sell.
      </p>
      <h2>Changes</h2>
      <p>
        We may change these terms. The terms shown here on the day you transact apply to that transaction.
      </p>
    </PublicPage>
  );
}
