/** What other areas may use of the partner area; they import it from here, never a deeper file. */
export { findImage } from './images.ts';
