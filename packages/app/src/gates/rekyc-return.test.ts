import { describe, expect, it } from 'vitest';
import { makeRoot } from '../stores/test-support.ts';
import { isBackFromKycAgency, recheckAfterRekyc } from './rekyc-return.ts';

const signedIn = async (activation: Record<string, string>) => {
  const made = makeRoot();
  made.server.activation = activation;
  await made.root.signIn('token', { njAcNo: '50000010', accType: 'TAC' }, 'ACNO');
  return made;
};

describe('back from the KYC agency', () => {
  it('knows the return address', () => {
    expect(isBackFromKycAgency('?kyc=done')).toBe(true);
    expect(isBackFromKycAgency('')).toBe(false);
  });

  it('a completed re-KYC clears the gate and the user goes on, postponed gates staying postponed', async () => {
    const { root, server, navigation } = await signedIn({
      fatcaDeclarationPending: 'N',
      dpChargesPending: 'Y',
      optionalDpChargesPending: 'Y',
      isReKyc: 'Y',
      isRekycMandatory: 'Y',
      emailVerified: 'Y',
    });
    expect(navigation.path).toBe('/deactivateducc');
    root.gates.resolve('dpCharges');
    root.continueToNextStep();
    expect(navigation.path).toBe('/rekyc');
    expect(root.session.isLoggedIn).toBe(false);

    server.activation = { ...server.activation, isReKyc: 'N', isRekycMandatory: 'N' };
    expect(await recheckAfterRekyc(root)).toBe(true);
    expect(navigation.path).toBe('/');
    expect(root.session.isLoggedIn).toBe(true);
  });

  it('re-KYC still due: the user stays on the gate', async () => {
    const { root, navigation } = await signedIn({
      fatcaDeclarationPending: 'N',
      dpChargesPending: 'N',
      isReKyc: 'Y',
      isRekycMandatory: 'Y',
      emailVerified: 'Y',
    });
    expect(await recheckAfterRekyc(root)).toBe(false);
    expect(navigation.path).toBe('/rekyc');
  });
});
