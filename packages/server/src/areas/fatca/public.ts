/** What other areas may use of the fatca area; they import it from here, never a deeper file. */
export { COUNTRIES } from './countries.ts';
export { fatcaConsent, fatcaCountryIds, fatcaTerms, fatcaTermsLinkText } from './domain.ts';
