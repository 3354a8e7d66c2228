import type { RootStore } from '../stores/root.ts';

/** The KYC agency sends the investor back to `/rekyc?kyc=done`. */
export function isBackFromKycAgency(search: string): boolean {
  return new URLSearchParams(search).get('kyc') === 'done';
}

/**
 * Back from the KYC agency: the activation check runs again (gates already done or postponed stay so).
 * When re-KYC is no longer due the user goes on to the next step; answers whether they did.
 */
export async function recheckAfterRekyc(root: RootStore): Promise<boolean> {
  const reply = await root.services.account.checkActivation(root.session.fields.njacno);
  if (!reply.isSuccess || !reply.flags) return false;
  const done = [...root.gates.resolved];
  root.gates.applyActivation(reply.flags);
  for (const gate of done) root.gates.resolve(gate);
  if (reply.flags.isReKyc === 'Y' || reply.flags.isRekycMandatory === 'Y') return false;
  root.continueToNextStep();
  return true;
}
