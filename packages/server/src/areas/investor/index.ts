import { getAccodeandUcc } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { investorChoices } from './domain.ts';

export default defineArea({
  name: 'investor',
  register(router) {
    router.sessionCall(getAccodeandUcc, async (_request, { db, session }) => ({
      isSuccess: true,
      data: { data: await investorChoices(db, session.njAcNo) },
    }));
  },
});
