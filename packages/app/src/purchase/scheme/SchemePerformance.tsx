import { formatPercent } from '@ewa/ui/format';
import { EwaNavChart } from '@ewa/ui/react/nav-chart';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/context.ts';
import { PerformanceStore } from './performance-store.ts';
import type { SchemeKey } from './scheme-store.ts';

const PERIOD_NAMES = { '1Y': '1 year', '3Y': '3 years', '5Y': '5 years' } as const;
const percentOrDash = (value: number | null) => (value === null ? '–' : formatPercent(value));

/**
 * The NAV chart and the returns against the category average, inside the scheme page's Performance
 * section. Its own chunk: the chart element and, through it, the drawing library come only with it.
 */
export default observer(function SchemePerformance({
  schemeKey,
  name,
}: {
  schemeKey: SchemeKey;
  name: string;
}) {
  const root = useStores();
  const [store] = useState(() => new PerformanceStore(root.api, schemeKey));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  const { history } = store;

  return (
    <>
      {store.status === 'loading' && <p className="loading">Loading the NAV history…</p>}
      {store.status === 'failed' && (
        <p className="message message--error" role="alert">
          {store.message}
        </p>
      )}
      {history && (
        <>
          <EwaNavChart points={store.points} range="1Y" label={`NAV of ${name}`} />
          <table className="scheme-returns">
            <caption>Returns against the {history.category} category average</caption>
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">This fund</th>
                <th scope="col">Category average</th>
              </tr>
            </thead>
            <tbody>
              {history.returns.map((r) => (
                <tr key={r.period}>
                  <th scope="row">
                    {PERIOD_NAMES[r.period]}
                    {r.annualised && <span className="scheme-meta"> (annualised)</span>}
                  </th>
                  <td>{percentOrDash(r.fund)}</td>
                  <td>
                    {r.categoryCount === 1 && r.fund !== null ? (
                      // An average of this fund alone says nothing: say so.
                      <span className="scheme-meta">Only fund of its category this old</span>
                    ) : (
                      percentOrDash(r.categoryAverage)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="scheme-meta">
            Returns of 3 and 5 years are annualised. The category average is over the Growth option of the{' '}
            {history.category} schemes' plans of the same kind (Direct or Regular) that reach back so far.
            Past performance does not assure future returns.
          </p>
        </>
      )}
    </>
  );
});
