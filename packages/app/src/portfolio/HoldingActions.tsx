import { Link } from 'react-router-dom';
import type { HoldingRow } from './portfolio-store.ts';
import { type RedeemKind, redeemPath } from './redeem-store.ts';

const LABELS: Record<RedeemKind, string> = { redeem: 'Redeem', switch: 'Switch' };

/** The holdings with allotted units, each with a link to redeem or switch from it. */
export function HoldingActions({
  holdings,
  kinds,
}: {
  holdings: readonly HoldingRow[];
  kinds: readonly RedeemKind[];
}) {
  return (
    <ul className="portfolio__actions">
      {holdings
        .filter((h) => h.units > 0)
        .map((h) => {
          const plan = { schCode: h.schCode, isDirect: h.planType === 'Direct', schOpt: h.schOpt };
          return (
            <li key={`${h.schCode}${h.planType}${h.schOpt}`}>
              <span>
                {h.scheme} <span className="portfolio__percent">({h.units.toFixed(3)} units)</span>
              </span>
              {kinds.map((kind) => (
                <Link key={kind} to={redeemPath(kind, plan)} aria-label={`${LABELS[kind]} ${h.scheme}`}>
                  {LABELS[kind]}
                </Link>
              ))}
            </li>
          );
        })}
    </ul>
  );
}
