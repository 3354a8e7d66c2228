/** What other areas may use of the common area; they import it from here, never a deeper file. */
export { installmentDates } from './domain.ts';
