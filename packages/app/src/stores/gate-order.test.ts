import { describe, expect, it } from 'vitest';
import {
  type ActivationFlags,
  GATE_ORDER,
  type GateId,
  type GateInputs,
  nextDestination,
  pendingGates,
} from './gate-order.ts';
import { paths } from './paths.ts';

/** The flags that make each gate apply, alone. */
const trigger: Record<GateId, { activation: ActivationFlags; ask?: boolean }> = {
  panAadhaar: { activation: { isPanWithAadharSeeding: 'Y' } },
  fatca: { activation: { fatcaDeclarationPending: 'Y' } },
  dpCharges: { activation: { dpChargesPending: 'Y', optionalDpChargesPending: 'N' } },
  rekyc: { activation: { isReKyc: 'Y', reKycLink: 'https://kyc.example/start' } },
  personalised: { activation: {}, ask: true },
  email: { activation: { emailVerified: 'N' } },
};

describe('gate order (spec 000 §4)', () => {
  it('visits the applicable gates in the spec order for every one of the 64 flag combinations', () => {
    for (let mask = 0; mask < 1 << GATE_ORDER.length; mask++) {
      const on = GATE_ORDER.filter((_, i) => mask & (1 << i));
      const activation: ActivationFlags = { emailVerified: 'Y' };
      let ask = false;
      for (const gate of on) {
        Object.assign(activation, trigger[gate].activation);
        ask ||= trigger[gate].ask ?? false;
      }
      const resolved = new Set<GateId>();
      const visited: string[] = [];
      // Walk the flow: each gate, once done, continues to the next.
      for (let step = 0; step < 10; step++) {
        const destination = nextDestination({ activation, askPersonalisedLogin: ask, resolved }, '');
        visited.push(destination);
        if (destination === paths.home) break;
        const [gate] = pendingGates({ activation, askPersonalisedLogin: ask, resolved });
        resolved.add(gate!);
      }
      const expected = [
        ...on.map(
          (gate) =>
            ({
              panAadhaar: '/panAadhaarSeeding',
              fatca: '/fatcadeclaration',
              dpCharges: '/deactivateducc',
              rekyc: '/rekyc',
              personalised: '/ask-peronalised',
              email: '/verifyemail',
            })[gate],
        ),
        '/',
      ];
      expect(visited, `flags ${on.join('+') || 'none'}`).toEqual(expected);
    }
  });

  it('ends at the stored deep link instead of home', () => {
    const resolved = new Set<GateId>();
    const inputs: GateInputs = { activation: { emailVerified: 'N' }, askPersonalisedLogin: false, resolved };
    expect(nextDestination(inputs, '/transact/authorize/detail?d=x&rf=al')).toBe('/verifyemail');
    resolved.add('email');
    expect(nextDestination(inputs, '/transact/authorize/detail?d=x&rf=al')).toBe(
      '/transact/authorize/detail?d=x&rf=al',
    );
  });

  it('treats optional DP charges as a gate too', () => {
    const inputs: GateInputs = {
      activation: { dpChargesPending: 'N', optionalDpChargesPending: 'Y' },
      askPersonalisedLogin: false,
      resolved: new Set<GateId>(),
    };
    expect(pendingGates(inputs)).toEqual(['dpCharges']);
  });
});
