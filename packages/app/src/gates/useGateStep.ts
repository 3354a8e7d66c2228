import { useState } from 'react';
import { useStores } from '../stores/context.ts';
import type { GateId } from '../stores/gate-order.ts';
import { GateStep } from './gate-step.ts';

export function useGateStep(gate: GateId): GateStep {
  const root = useStores();
  const [step] = useState(() => new GateStep(root, gate));
  return step;
}
