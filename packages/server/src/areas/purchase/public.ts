/** What other areas may use of the purchase area; they import it from here, never a deeper file. */
export { confirmCart } from './confirm.ts';
export { SWP_FREQUENCIES, SWP_INSTALLMENT_DATES, swpStartMonths } from './detail.ts';
