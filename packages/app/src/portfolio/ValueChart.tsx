import { EwaButton } from '@ewa/ui/react/button';
import { EwaValueChart } from '@ewa/ui/react/value-chart';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../stores/context.ts';
import type { HoldingRow } from './portfolio-store.ts';
import { type ChartedPlan, ValueHistoryStore } from './value-store.ts';

/** The chart of one store: the range picked asks the store, a failure says so with a way to retry. */
const ValueChart = observer(function ValueChart({
  store,
  label,
}: {
  store: ValueHistoryStore;
  label: string;
}) {
  useEffect(() => {
    if (store.status === 'idle') void store.load();
  }, [store]);
  return (
    <>
      <EwaValueChart
        points={store.points}
        range={store.range}
        label={label}
        busy={store.status === 'loading'}
        onEwaRangeChange={(e) => void store.load(e.detail.range)}
      />
      {store.status === 'failed' && (
        <p className="message message--error" role="alert">
          {store.error}{' '}
          <EwaButton variant="secondary" onClick={() => void store.load(store.range)}>
            Try again
          </EwaButton>
        </p>
      )}
    </>
  );
});

/** `/portfolio`'s value over time against the amount invested, all holdings together. */
export function PortfolioValue() {
  const root = useStores();
  const [store] = useState(() => new ValueHistoryStore(root.api));
  return (
    <section className="portfolio__value card" aria-labelledby="portfolio-value-heading">
      <h2 id="portfolio-value-heading">Value over time</h2>
      <ValueChart store={store} label="Portfolio" />
    </section>
  );
}

const planOf = (h: HoldingRow): ChartedPlan => ({
  schCode: h.schCode,
  isDirect: h.planType === 'Direct',
  schOpt: h.schOpt,
});

/** A holding whose own value chart opens under it (the same call, for its plan alone). */
function HoldingValue({ holding }: { holding: HoldingRow }) {
  const root = useStores();
  const [store, setStore] = useState<ValueHistoryStore | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = `value-${holding.schCode}-${holding.planType}-${holding.schOpt}`;
  return (
    <li>
      <div className="portfolio__holding-value">
        <span>{holding.scheme}</span>
        <button
          type="button"
          className="portfolio__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            if (!store) setStore(new ValueHistoryStore(root.api, planOf(holding)));
            setOpen(!open);
          }}
        >
          {open ? 'Hide value chart' : 'Show value chart'}
          <span className="visually-hidden"> of {holding.scheme}</span>
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && store && <ValueChart store={store} label={holding.scheme} />}
      </div>
    </li>
  );
}

/** Each holding's value history, one chart at a time as the investor opens it. */
export function HoldingValues({ holdings }: { holdings: readonly HoldingRow[] }) {
  return (
    <ul className="portfolio__holding-values">
      {holdings
        .filter((h) => h.units > 0)
        .map((h) => (
          <HoldingValue key={`${h.schCode}${h.planType}${h.schOpt}`} holding={h} />
        ))}
    </ul>
  );
}
