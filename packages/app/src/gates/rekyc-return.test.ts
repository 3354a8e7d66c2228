import { describe, expect, it } from 'vitest';
import { makeRoot, userData } from '../stores/test-support.ts';
import { isBackFromKycAgency, recheckAfterRekyc } from './rekyc-return.ts';

const signedIn = async (activation: Record<string, string>) => {
  const made = makeRoot();
  made.server.activation = activation;
  const first = await made.root.signIn('token', userData({ njAcNo: '50000010', accType: 'TAC' }), 'ACNO');
  return { ...made, first };
};

describe('back from the KYC agency', () => {
  it('knows the return address', () => {
    expect(isBackFromKycAgency('?kyc=done')).toBe(true);
    expect(isBackFromKycAgency('')).toBe(false);
  });

  it('a completed re-KYC clears the gate and the user goes on, postponed gates staying postponed', async () => {
    const { root, server, first } = await signedIn({
      fatcaDeclarationPending: 'N',
      dpChargesPending: 'Y',
      optionalDpChargesPending: 'Y',
      isReKyc: 'Y',
      isRekycMandatory: 'Y',
      emailVerified: 'Y',
    });
    expect(first).toEqual({ to: '/deactivateducc' });
    root.gates.resolve('dpCharges');
    expect(root.continueToNextStep()).toEqual({ to: '/rekyc' });
    expect(root.session.isLoggedIn).toBe(false);

    server.activation = { ...server.activation, isReKyc: 'N', isRekycMandatory: 'N' };
    expect(await recheckAfterRekyc(root)).toEqual({ to: '/' });
    expect(root.session.isLoggedIn).toBe(true);
  });

  it('re-KYC still due: the user stays on the gate', async () => {
    const { root, first } = await signedIn({
      fatcaDeclarationPending: 'N',
      dpChargesPending: 'N',
      isReKyc: 'Y',
      isRekycMandatory: 'Y',
      emailVerified: 'Y',
    });
    expect(first).toEqual({ to: '/rekyc' });
    expect(await recheckAfterRekyc(root)).toBe(null);
  });
});
