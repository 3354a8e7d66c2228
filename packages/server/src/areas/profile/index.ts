import { getHeaderByUCC, getInvestorName } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { accountHolders } from '../../db/schema/core.ts';
import { defineArea } from '../../http/calls.ts';
import { requireOwnAccount } from '../../http/errors.ts';
import { accountByNumber } from '../login/accounts.ts';

/** The header's greeting: investor name and first holder with display picture. */
export default defineArea({
  name: 'profile',
  register(r) {
    r.sessionCall(getInvestorName, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.njAcNo);
      const account = await accountByNumber(ctx.db, request.njAcNo);
      return { isSuccess: true, data: { APPNAME: account.appName } };
    });

    // The client code (UCC) of an account is its account number here.
    r.sessionCall(getHeaderByUCC, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.ucc);
      const account = await accountByNumber(ctx.db, request.ucc);
      const [first] = await ctx.db
        .select({ name: accountHolders.name })
        .from(accountHolders)
        .where(and(eq(accountHolders.njAcNo, account.njAcNo), eq(accountHolders.holderCode, 'F')));
      return {
        isSuccess: true,
        data: { dpPath: account.displayPhotoFile ?? '', firstHolderName: first?.name ?? account.appName },
      };
    });
  },
});
