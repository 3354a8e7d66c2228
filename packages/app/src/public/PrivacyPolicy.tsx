import { PublicPage } from './PublicPage.tsx';

/** How the portal handles personal data. */
export default function PrivacyPolicy() {
  return (
    <PublicPage
      title="Privacy Policy"
      lead="Your personal and financial information is used only to serve you."
    >
      <h2>What we collect</h2>
      <p>
        The details needed to open and run your accounts: identity and address, PAN, bank accounts, nominees,
        contact details, and the transactions you place. The portal also records the browser and device used
        to log in, to protect your account.
      </p>
      <h2>How we use it</h2>
      <p>
        To process your transactions, to send you statements and alerts, to meet know-your-customer and tax
        rules, and to let your mapped wealth partner serve you.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Fund houses, registrars, exchanges, depositories, banks and payment providers as a transaction
        requires, and regulators and authorities when the law requires. We never sell your data.
      </p>
      <h2>Your choices</h2>
      <p>
        You may review and update your details under Profile, and ask for a copy of the information we hold
        about you through Help &amp; Support.
      </p>
    </PublicPage>
  );
}
