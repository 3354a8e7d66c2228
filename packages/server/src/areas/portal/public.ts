/** What other areas may use of the portal area; they import it from here, never a deeper file. */
export { textPdf } from './pdf.ts';
