import { array, type Infer, object, string } from 'superstruct';
import { defineCall, emptyRequest, envelope } from './core.ts';

/** One choice of the investor selector; VALUE 'ALL' is shown as 'All Investors'. */
export const accodeDetail = object({ NAME: string(), VALUE: string() });
export type AccodeDetail = Infer<typeof accodeDetail>;

export const ALL_INVESTORS_VALUE = 'ALL';
export const ALL_INVESTORS_LABEL = 'All Investors';
/** The selector applies its default choice this long after it loads. */
export const DEFAULT_INVESTOR_DELAY_MS = 2000;

/** The accounts the logged-in investor may look at (a family), 'ALL' first, and the selected one. */
export const getAccodeandUcc = defineCall(
  'ewaportfoliows/api/rest/loadAccodeandUcc/getAccodeandUcc',
  emptyRequest,
  envelope(object({ data: object({ ACCODEDETAIL: array(accodeDetail), SELECTED_ACCODE: string() }) })),
);
