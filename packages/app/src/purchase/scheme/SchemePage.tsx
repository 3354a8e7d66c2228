import { observer } from 'mobx-react-lite';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ShelfCartAside } from '../cart/ShelfCartAside.tsx';
import { shelfOf, shelfPaths } from '../paths.ts';
import { ccodeOf, shelfStores } from '../purchase-stores.ts';
import { useAsk } from '../useAsk.tsx';
import { EntryForm } from './EntryForm.tsx';
import { ReturnCalculator } from './ReturnCalculator.tsx';
import { Nominees, SchemeDocuments } from './SchemeDocuments.tsx';
import { SchemeFacts } from './SchemeFacts.tsx';
import { type SchemeKey, SchemeStore, schemeKeyOf } from './scheme-store.ts';
import '../purchase.css';

// The NAV chart and returns come in a chunk of their own when their section nears the viewport, so the
// page's first paint and main-thread time stay as they were; the chart element then fetches its drawing
// library. A chunk that fails to arrive (a dropped connection) leaves the rest of the page working.
function PerformanceUnavailable(_: { schemeKey: SchemeKey; name: string }) {
  return (
    <p className="message message--error" role="alert">
      The NAV chart could not be loaded. Reload the page to try again.
    </p>
  );
}
const SchemePerformance = lazy(() =>
  import('./SchemePerformance.tsx').then(
    (chunk): { default: typeof PerformanceUnavailable } => chunk,
    () => ({ default: PerformanceUnavailable }),
  ),
);

/** True once the element is within a quarter screen of the viewport (at once where nothing can observe it). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Not on the page yet (the detail is loading): this runs again after each render.
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });
  return near;
}

/** A starting guess of the calculator's expected return, by what the scheme holds. */
const EXPECTED_RETURN = { EQUITY: 12, OTHERS: 10, DEBT: 7, LIQUID: 6, CASH: 6 } as const;

/** Scheme detail and the lumpsum / SIP / SWP entry (spec 001 §2, §3, §4 mutual fund purchase). */
export default observer(function SchemePage() {
  const root = useStores();
  const { pathname, state } = useLocation();
  // The listing hands over the name, so the heading is right before (or without) the detail.
  const listedName = (state as { schName?: string } | null)?.schName;
  const shelf = shelfOf(pathname);
  const { cart } = shelfStores(root, shelf);
  const { schCode = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [ask, dialog] = useAsk();
  /** The scheme just added to the cart, told beside the button (kept in view: see .added-note). */
  const [added, setAdded] = useState('');
  const [store] = useState(
    () => new SchemeStore(root.api, () => ccodeOf(root), ask, schemeKeyOf(schCode, query)),
  );
  const { detail, entry } = store;
  const performanceSection = useRef<HTMLElement>(null);
  const showPerformance = useNearViewport(performanceSection);
  useDocumentTitle(detail?.schName ?? listedName ?? 'Scheme');

  useEffect(() => {
    void store.open().then(() => {
      // 'Edit' on the cart's last item brings it back here.
      if (query.get('edit') === '1') {
        const last = cart.lastItem;
        if (last && last.schcode === schCode) {
          const line = cart.editLast();
          if (line) entry.editLine(line);
        }
      }
    });
    return () => store.dispose();
  }, [store, entry, cart, schCode, query]);

  /** Adds the entry to the cart; 'Invest Now' goes on to the cart, 'Add to Cart' stays here and says so. */
  const add = async (next?: string) => {
    const line = await entry.toCartLine();
    if (!line) return;
    cart.add(line);
    if (next) navigate(next);
    else setAdded(line.schName);
  };

  const busy = store.status === 'idle' || store.status === 'loading' || store.status === 'validating';
  return (
    <div className="purchase-layout">
      {dialog}
      <section className="purchase-main" aria-labelledby="scheme-heading" aria-busy={busy}>
        <p>
          <Link to={shelfPaths[shelf].list}>← Back to schemes</Link>
        </p>
        <h1 id="scheme-heading">{detail?.schName ?? listedName ?? 'Scheme'}</h1>
        {busy && <p className="loading">Loading…</p>}
        {(store.status === 'blocked' || store.status === 'failed') && (
          <p className="message message--error" role="alert">
            {store.message}
          </p>
        )}
        {detail && store.status === 'ready' && (
          <>
            <SchemeFacts detail={detail} schemeKey={store.key} entry={entry} />
            <section
              ref={performanceSection}
              className="scheme-performance card"
              aria-labelledby="scheme-performance-heading"
            >
              <h2 id="scheme-performance-heading" className="panel-heading">
                Performance
              </h2>
              {showPerformance ? (
                <Suspense fallback={<p className="loading">Loading the NAV history…</p>}>
                  <SchemePerformance schemeKey={store.key} name={detail.schName} />
                </Suspense>
              ) : (
                <p className="loading">Loading the NAV history…</p>
              )}
            </section>
            {store.message && (
              <p className="message message--info" role="status">
                {store.message}
              </p>
            )}
            <EntryForm
              entry={entry}
              detail={detail}
              onAddToCart={() => void add()}
              onInvestNow={() => void add(shelfPaths[shelf].cart)}
            />
            {/* Beside the button that added it (the cart itself is far below on a phone). */}
            <div className="added-note" role="status">
              {added && (
                <p className="message message--info">
                  {added} added to the cart.{' '}
                  <Link to={shelfPaths[shelf].cart}>View cart ({cart.items.length})</Link>
                  {' · '}
                  <Link to={shelfPaths[shelf].list}>Add another scheme</Link>
                </p>
              )}
            </div>
            <ReturnCalculator
              minSip={detail.minSipAmount}
              expectedReturn={EXPECTED_RETURN[detail.schemeType]}
            />
            <SchemeDocuments detail={detail} />
            <Nominees detail={detail} />
          </>
        )}
      </section>
      <ShelfCartAside shelf={shelf} cart={cart} />
    </div>
  );
});
