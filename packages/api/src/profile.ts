import { object, optional, pattern, size, string } from 'superstruct';
import { defineCall, envelope } from './core.ts';

/** The header's greeting and picture (spec 001 §7). */

/** The investor's name (`data.APPNAME`). */
export const getInvestorName = defineCall(
  'mergerdemerger/getInvestorName',
  object({ njAcNo: pattern(size(string(), 1, 20), /^\d+$/) }),
  envelope(object({ APPNAME: string() })),
);

/** The header by client code: first holder's name and display-picture path ('' when none). */
export const getHeaderByUCC = defineCall(
  'profileoperations/getHeaderByUCC',
  object({ ucc: size(string(), 1, 20), calledFrom: optional(size(string(), 0, 32)) }),
  envelope(object({ dpPath: string(), firstHolderName: string() })),
);

export const profileCalls = { getInvestorName, getHeaderByUCC };
