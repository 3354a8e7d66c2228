import { and, eq, ne } from 'drizzle-orm';
import type { RequestOrigin } from '../audit/audit.ts';
import { writeAudit } from '../audit/audit.ts';
import { accounts } from '../db/schema/core.ts';
import type { AppDeps } from '../deps.ts';
import { ProviderSlot } from '../providers/slot.ts';
import { forgetAccount } from '../session/sessions.ts';

/** Where re-KYC sends the investor back to: the portal's re-KYC gate, which checks the account again. */
export const REKYC_RETURN_PATH = '/ewa/rekyc?kyc=done';

/** The KYC registration agency, as the server sees it (the sandbox's stand-in, or a configured one). */
export interface KycProvider {
  /** Where the investor completes re-KYC; never '' once a provider is configured. */
  reKycLink(investor: { njAcNo: string }): string;
}

export const kycProviders = new ProviderSlot<KycProvider>();

/** The agency at `EWA_REKYC_URL`, told which account it is (`ucc`) and where to send the investor back. */
export function configuredKycProvider(url: string | undefined): KycProvider {
  return {
    reKycLink(investor) {
      if (!url) return '';
      const link = new URL(url);
      link.searchParams.set('ucc', investor.njAcNo);
      link.searchParams.set('returnPath', REKYC_RETURN_PATH);
      return link.toString();
    },
  };
}

/** The KYC provider of this app: the sandbox's when it is on, else the configured agency. */
export function kycProviderOf(deps: AppDeps): KycProvider {
  return kycProviders.of(deps, () => configuredKycProvider(deps.config.reKycUrl));
}

/**
 * The agency reports re-KYC complete: the gate clears from the next activation check on.
 * Answers whether the account was waiting for it.
 */
export async function completeReKyc(
  deps: Pick<AppDeps, 'db' | 'database'>,
  njAcNo: string,
  origin: RequestOrigin,
): Promise<boolean> {
  const done = await deps.db
    .update(accounts)
    .set({ reKyc: 'none' })
    .where(and(eq(accounts.njAcNo, njAcNo), ne(accounts.reKyc, 'none')))
    .returning({ njAcNo: accounts.njAcNo });
  if (done.length === 0) return false;
  forgetAccount(deps, njAcNo);
  await writeAudit(deps.db, origin, {
    action: 'rekyc.complete',
    outcome: 'success',
    actor: 'kyc-agency',
    njAcNo,
  });
  return true;
}
