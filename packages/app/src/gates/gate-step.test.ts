import { describe, expect, it } from 'vitest';
import type { ActivationFlags } from '../stores/gate-order.ts';
import { makeRoot } from '../stores/test-support.ts';
import { GateStep } from './gate-step.ts';

function atGates(activation: ActivationFlags) {
  const harness = makeRoot();
  harness.root.session.update({ is_login: true, token: 't', njacno: '50000002', accType: 'TAC' });
  harness.root.gates.applyActivation({ fatcaDeclarationPending: 'N', dpChargesPending: 'N', ...activation });
  return harness;
}

describe('gate steps', () => {
  it('each gate, once done, continues to the next', () => {
    const { root, navigation } = atGates({
      isPanWithAadharSeeding: 'Y',
      fatcaDeclarationPending: 'Y',
      emailVerified: 'N',
    });
    new GateStep(root, 'panAadhaar').continue();
    expect(navigation.path).toBe('/fatcadeclaration');
    new GateStep(root, 'fatca').continue();
    expect(navigation.path).toBe('/verifyemail');
    expect(root.session.isLoggedIn).toBe(true);
    new GateStep(root, 'email').continue();
    expect(navigation.path).toBe('/');
  });

  it('shows the server message when a gate call fails and stays', async () => {
    const { root, navigation } = atGates({ fatcaDeclarationPending: 'Y' });
    const step = new GateStep(root, 'fatca');
    const ok = await step.perform(async () => ({
      isSuccess: false,
      displayMessage: 'FATCA details are incomplete.',
    }));
    expect(ok).toBe(false);
    expect(step.error).toBe('FATCA details are incomplete.');
    expect(navigation.visits).toEqual([]);
  });

  it('a deactivated PAN-Aadhaar account ends with storage cleared and /login', () => {
    const { root, navigation, storage } = atGates({
      isPanWithAadharSeeding: 'Y',
      isPanWithAadharDeactive: 'Y',
    });
    expect(root.gates.isPanAadhaarDeactivated).toBe(true);
    new GateStep(root, 'panAadhaar').endSession();
    expect(storage.length).toBe(0);
    expect(root.session.fields.is_login).toBe(false);
    expect(navigation.path).toBe('/login');
  });
});
