import { PublicPage } from './PublicPage.tsx';

const sisterBusinesses = [
  { name: 'E-Wealth Capital', text: 'Loans against mutual funds and shares, term, flexi and top-up loans.' },
  { name: 'E-Wealth Loans', text: 'Consumer and personal loans for the families our partners serve.' },
  {
    name: 'E-Wealth Asset Management',
    text: 'Mutual fund schemes managed with a disciplined, rule-based process.',
  },
  { name: 'E-Wealth Insurance Broking', text: 'Life and general insurance chosen to fit a family’s plan.' },
  {
    name: 'E-Wealth Trustee Services',
    text: 'Wills, trusts and the safe passing of wealth to the next generation.',
  },
];

const founders = [
  {
    name: 'Ramesh Patel',
    text: 'A chartered accountant who started advising families in Surat in 1994 and built the partner network that became the group.',
  },
  {
    name: 'Kavita Shah',
    text: 'Led the move from paper forms to the first online investing platform of the group and now guides its technology.',
  },
];

/** About us (spec 000 §1): mission, group lineage, sister businesses and founders. */
export default function About() {
  return (
    <PublicPage
      title="About Us"
      lead="E-Wealth helps Indian families invest with a wealth partner they trust, and see every investment in one place."
    >
      <h2>Our mission</h2>
      <p>
        We believe that every household deserves advice, not just products. Our mission is to bring
        disciplined, long-term investing to families across India through a network of trained wealth
        partners, backed by a platform that keeps every fund, share, bond and loan in one clear view.
      </p>

      <h2>Where we come from</h2>
      <p>
        The group began in 1994 as a small mutual fund distribution practice. As investors asked for more, it
        grew into a national network of wealth partners, then added broking, depository services, loans and
        its own asset management. E-Wealth is the group’s online portal: the place where investors and their
        partners meet, transact and review.
      </p>

      <h2>Sister businesses</h2>
      <ul className="public-page__cards">
        {sisterBusinesses.map((b) => (
          <li key={b.name}>
            <h3>{b.name}</h3>
            <p>{b.text}</p>
          </li>
        ))}
      </ul>

      <h2>Founders</h2>
      <ul className="public-page__cards">
        {founders.map((f) => (
          <li key={f.name}>
            <h3>{f.name}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
      <p className="site-note">The people and businesses named on this demo page are illustrative.</p>
    </PublicPage>
  );
}
