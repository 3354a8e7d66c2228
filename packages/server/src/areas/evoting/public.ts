/** What other areas may use of the evoting area; they import it from here, never a deeper file. */
export { evotingDematAccounts } from './schema.ts';
