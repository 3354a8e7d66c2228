import type { DataOf } from '@ewa/api/core';
import type { loadFatcaTrade } from '@ewa/api/fatca';

/**
 * A FATCA form as a load answers it for a holder who has declared nothing yet; `fatcaCountry` is the
 * list of tax residency countries (India is a nationality, never one of them).
 */
export const blankFatcaForm = (
  holderName: string,
  fatcaCountry: { CNTRY_ID: string; CNTRY_NAME: string }[] = [
    { CNTRY_ID: 'US', CNTRY_NAME: 'United States' },
  ],
): DataOf<typeof loadFatcaTrade> => ({
  fatcaCountry,
  nationality: [
    { CNTRY_ID: 'IN', CNTRY_NAME: 'India' },
    { CNTRY_ID: 'US', CNTRY_NAME: 'United States' },
  ],
  holderDtl: {
    holderName,
    poboIndia: '',
    cob: '',
    pob: '',
    nationality: '',
    cotoIndia: '',
    isfatcaConsentChk: 'N',
    fatcaConsent: 'I/We confirm…',
    fatcaTNCLinkContent: 'Terms',
    fatcaTNC: 'Terms text',
  },
  taxDtl: [],
});
