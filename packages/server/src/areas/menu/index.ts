import { getPrimaryMenu, PRIMARY_MENU_XML_PATH } from '@ewa/api';
import { defineArea } from '../../http/calls.ts';
import { requireOwnAccount } from '../../http/errors.ts';
import { primaryMenuFor, primaryMenuXml } from './domain.ts';

export default defineArea({
  name: 'menu',
  register(router) {
    router.sessionCall(getPrimaryMenu, async (request, { db, session }) => {
      // The menu is the signed-in account's; asking for another account's is refused, not answered.
      requireOwnAccount(session.njAcNo, request.njac_no);
      return { isSuccess: true, data: { data: await primaryMenuFor(db, session.njAcNo) } };
    });

    // The static menu file the app reads first (spec 001 §4): public entries only, so no session.
    router.app.get(PRIMARY_MENU_XML_PATH, async (_request, reply) => {
      const xml = await primaryMenuXml(router.deps.db);
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
    });
  },
});
