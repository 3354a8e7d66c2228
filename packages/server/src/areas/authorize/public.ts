/** What other areas may use of the authorize area; they import it from here, never a deeper file. */
export { enterTransactions } from './entry.ts';
export { linkSealerFor } from './link.ts';
export { authTransactions } from './schema.ts';
export { referenceTo } from './transactions.ts';
