/** What other areas may use of the investor area; they import it from here, never a deeper file. */
export { mayAccess } from './domain.ts';
