import { getFatcaFormLinks, loadFatcaTrade, saveDataFatcaTrade } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { fatcaFormLinks, loadFatca, saveFatca } from './domain.ts';

/**
 * The FATCA form (`/ewa/fatca?ucc&holder&token`): load and save on a signed link, and the links
 * of the signed-in investor's holders for the FATCA declaration gate.
 */
export default defineArea({
  name: 'fatca',
  register(r) {
    r.publicCall(loadFatcaTrade, (request, ctx) => loadFatca(ctx, request), { rateLimit: 'login' });
    r.publicCall(saveDataFatcaTrade, (request, ctx) => saveFatca(ctx, request), { rateLimit: 'login' });
    r.sessionCall(getFatcaFormLinks, (request, ctx) => fatcaFormLinks(ctx, request.njAcNo));
  },
});
