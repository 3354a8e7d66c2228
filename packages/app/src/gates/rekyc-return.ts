import { isYes } from '@ewa/api/reply';
import type { Destination } from '../stores/navigation.ts';
import type { RootStore } from '../stores/root.ts';

/** The KYC agency sends the investor back to `/rekyc?kyc=done`. */
export function isBackFromKycAgency(search: string): boolean {
  return new URLSearchParams(search).get('kyc') === 'done';
}

/**
 * Back from the KYC agency: the activation check runs again (gates already done or postponed stay so).
 * When re-KYC is no longer due, answers where the user goes next; null while it is still due.
 */
export async function recheckAfterRekyc(root: RootStore): Promise<Destination | null> {
  const reply = await root.services.account.checkActivation(root.session.fields.njacno);
  if (!reply.isSuccess || !reply.data) return null;
  const done = [...root.gates.resolved];
  root.gates.applyActivation(reply.data);
  for (const gate of done) root.gates.resolve(gate);
  if (isYes(reply.data.isReKyc) || isYes(reply.data.isRekycMandatory)) return null;
  return root.continueToNextStep();
}
