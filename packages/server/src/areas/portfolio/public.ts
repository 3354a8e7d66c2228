/** What other areas may use of the portfolio area; they import it from here, never a deeper file. */
export { allotAheadOfNavDay, allotPlacedOrders } from './allot.ts';
export type { LedgerEntry } from './ledger.ts';
export { loadLedger } from './ledger.ts';
export { navFeedOf } from './nav-feed.ts';
export { netWorth } from './networth.ts';
export { redeemOptions } from './redeem.ts';
