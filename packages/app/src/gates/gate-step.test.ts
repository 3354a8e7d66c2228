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
    const { root } = atGates({
      isPanWithAadharSeeding: 'Y',
      fatcaDeclarationPending: 'Y',
      emailVerified: 'N',
    });
    expect(new GateStep(root, 'panAadhaar').continue()).toEqual({ to: '/fatcadeclaration' });
    expect(new GateStep(root, 'fatca').continue()).toEqual({ to: '/verifyemail' });
    expect(root.session.isLoggedIn).toBe(true);
    expect(new GateStep(root, 'email').continue()).toEqual({ to: '/' });
  });

  it('shows the server message when a gate call fails and stays', async () => {
    const { root } = atGates({ fatcaDeclarationPending: 'Y' });
    const step = new GateStep(root, 'fatca');
    const ok = await step.perform(async () => ({
      isSuccess: false,
      displayMessage: 'FATCA details are incomplete.',
    }));
    expect(ok).toBe(false);
    expect(step.error).toBe('FATCA details are incomplete.');
    expect(root.gates.pending).toEqual(['fatca']);
  });

  it('a deactivated PAN-Aadhaar account ends with storage cleared and /login', () => {
    const { root, storage } = atGates({
      isPanWithAadharSeeding: 'Y',
      isPanWithAadharDeactive: 'Y',
    });
    expect(root.gates.isPanAadhaarDeactivated).toBe(true);
    expect(new GateStep(root, 'panAadhaar').endSession()).toEqual({ to: '/login', replace: true });
    expect(storage.length).toBe(0);
    expect(root.session.fields.is_login).toBe(false);
  });
});
