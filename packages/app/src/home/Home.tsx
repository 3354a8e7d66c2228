import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { useStores } from '../stores/context.ts';

/** The signed-in home: a greeting with the first holder's name (profileoperations/getHeaderByUCC). */
export default observer(function Home() {
  const { session, services } = useStores();
  const [name, setName] = useState('');
  useDocumentTitle('Home');

  useEffect(() => {
    let live = true;
    services.account
      .header(session.fields.njacno)
      .then((header) => live && setName(header.firstHolderName ?? ''))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services, session.fields.njacno]);

  return (
    <section className="card home" aria-labelledby="home-heading">
      <h1 id="home-heading">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <p>Account number {session.fields.njacno}</p>
      <nav aria-label="Invest">
        <ul>
          <li>
            <Link to="/transact/mutual-funds">Mutual Funds</Link>
          </li>
          <li>
            <Link to="/admin-panel/authorize">Authorize Transactions</Link>
          </li>
          <li>
            <Link to="/settings">Change Password</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
});
