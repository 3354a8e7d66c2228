import type { DataOf } from '@ewa/api/core';
import type { checkEwealthAccountActivation } from '@ewa/api/login';
import { isYes } from '@ewa/api/reply';
import { paths } from './paths.ts';

/**
 * The activation check's answer (spec 000 §3) as the gates read it: a flag that is absent (an answer
 * stored by an older build, a test of one gate) counts as not set.
 */
export type ActivationFlags = Partial<DataOf<typeof checkEwealthAccountActivation>>;

export type GateId = 'panAadhaar' | 'fatca' | 'dpCharges' | 'rekyc' | 'personalised' | 'email';

/** The gates in the spec's order (spec 000 §4). */
export const GATE_ORDER: readonly GateId[] = [
  'panAadhaar',
  'fatca',
  'dpCharges',
  'rekyc',
  'personalised',
  'email',
];

export const GATE_PATHS: Record<GateId, string> = {
  panAadhaar: paths.panAadhaarSeeding,
  fatca: paths.fatcaDeclaration,
  dpCharges: paths.deactivatedUcc,
  rekyc: paths.rekyc,
  personalised: paths.askPersonalised,
  email: paths.verifyEmail,
};

export interface GateInputs {
  activation: ActivationFlags;
  /** is_ask_personalized_login of the login reply. */
  askPersonalisedLogin: boolean;
  /** Gates the user has completed (or postponed) in this session. */
  resolved: ReadonlySet<GateId>;
}

/** Whether a gate applies to this account at all, ignoring what was done about it. */
export function gateApplies(gate: GateId, { activation: a, askPersonalisedLogin }: GateInputs): boolean {
  switch (gate) {
    case 'panAadhaar':
      return isYes(a.isPanWithAadharSeeding);
    case 'fatca':
      return isYes(a.fatcaDeclarationPending);
    case 'dpCharges':
      return isYes(a.dpChargesPending) || isYes(a.optionalDpChargesPending);
    case 'rekyc':
      return isYes(a.isReKyc) || isYes(a.isRekycMandatory);
    case 'personalised':
      return askPersonalisedLogin || isYes(a.isAskPersonalizedLogin);
    case 'email':
      return a.emailVerified === 'N';
  }
}

/** The gates still in the way, in order. */
export function pendingGates(inputs: GateInputs): GateId[] {
  return GATE_ORDER.filter((gate) => gateApplies(gate, inputs) && !inputs.resolved.has(gate));
}

/** Where the user goes next: the first pending gate, else the stored deep link, else home. */
export function nextDestination(inputs: GateInputs, deepLink: string | undefined): string {
  const [gate] = pendingGates(inputs);
  if (gate) return GATE_PATHS[gate];
  return deepLink || paths.home;
}

/** Mandatory DP charges: the account is deactivated until paid (optional-pending flag N). */
export function dpChargesMandatory(a: ActivationFlags): boolean {
  return isYes(a.dpChargesPending) && !isYes(a.optionalDpChargesPending);
}
