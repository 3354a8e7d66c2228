import { SYSTEMATIC_TEXTS } from '@ewa/api/systematic';
import { formatDate } from '@ewa/ui/format';
import { EwaAmount } from '@ewa/ui/react/amount';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../stores/context.ts';
import { systematicPaths, UpcomingDebitsStore } from './systematic-store.ts';
import './systematic.css';

/** The home page's "Upcoming SIP debits": date, scheme and amount of each SIP instalment of the next 30 days. */
export const UpcomingDebits = observer(function UpcomingDebits() {
  const root = useStores();
  const [store] = useState(() => new UpcomingDebitsStore(root.api));
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section
      className="card upcoming-debits"
      aria-labelledby="upcoming-heading"
      aria-busy={store.status === 'loading'}
    >
      <h2 id="upcoming-heading">Upcoming SIP debits</h2>
      {store.status === 'failed' && <p>Your SIP instalments could not be read just now.</p>}
      {store.status === 'ready' && store.debits.length === 0 && <p>{SYSTEMATIC_TEXTS.noUpcoming}</p>}
      {store.debits.length > 0 && (
        <table className="upcoming-debits__table">
          <caption className="visually-hidden">SIP instalments due in the next 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Scheme</th>
              <th scope="col" className="upcoming-debits__amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {store.debits.map((d) => (
              <tr key={`${d.planNo}${d.date}`}>
                <td>{formatDate(d.date)}</td>
                <td>{d.schName}</td>
                <td className="upcoming-debits__amount">
                  <EwaAmount value={d.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link className="dashboard__cta" to={systematicPaths.list}>
        View systematic plans
      </Link>
    </section>
  );
});
