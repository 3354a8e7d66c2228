// Test-only: a held plan of the demo investor and a scheme it can switch into, as the redeem options give them.
import type { RedeemableFolio, SwitchTarget } from '@ewa/api/portfolio';

export const heldPlan = { schCode: 'ARJ0001', isDirect: true, schOpt: 'G' as const };

export const heldFolio: RedeemableFolio = {
  schCode: 'ARJ0001',
  schName: 'Arjuna Large Cap Fund',
  amcName: 'Arjuna Mutual Fund',
  planType: 'Direct',
  schOpt: 'G',
  folioNo: '1234567/89',
  holdingMode: 'D',
  units: 100,
  nav: 20,
  navDate: '25/11/2026',
  currentValue: 2000,
  pendingAllotment: 0,
  exitLoad: 'Nil',
  switchAllowed: true,
};

export const switchTarget: SwitchTarget = {
  schCode: 'ARJ0002',
  schName: 'Arjuna Mid Cap Fund',
  planType: 'Direct',
  isDirect: true,
  schOpt: 'G',
  nav: 30,
};
