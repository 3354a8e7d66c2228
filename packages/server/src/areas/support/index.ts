import { sendSupportQuery } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { sendQuery } from './domain.ts';

/** Help & Support: an investor's query, stored with a reference number and a copy by mail. */
export default defineArea({
  name: 'support',
  register(r) {
    r.sessionCall(sendSupportQuery, (request, ctx) => sendQuery(ctx, request));
  },
});
