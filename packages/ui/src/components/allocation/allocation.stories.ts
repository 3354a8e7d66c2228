import { html } from 'lit';
import './define.ts';
import type { AllocationPart } from './shares.ts';

const byAssetClass: AllocationPart[] = [
  { label: 'Equity', value: 412_500.5 },
  { label: 'Debt', value: 180_000 },
  { label: 'Hybrid', value: 95_250.25 },
  { label: 'Other', value: 12_000 },
];
const byAmc: AllocationPart[] = [
  'Arjuna',
  'Banyan',
  'Coromandel',
  'Deccan',
  'Everest',
  'Ganga',
  'Himalaya',
  'Indus',
  'Konark',
  'Lotus',
].map((name, i) => ({ label: `${name} Mutual Fund`, value: 10_000 * (10 - i) }));

export default {
  title: 'Components/Allocation',
  component: 'ewa-allocation',
  args: { label: 'Allocation by asset class' },
  render: (args: { label: string }) =>
    html`<ewa-allocation .parts=${byAssetClass} label=${args.label}></ewa-allocation>`,
};

export const ByAssetClass = {};
/** Ten parts: the colours repeat after the eighth. */
export const ByFundHouse = {
  render: () => html`<ewa-allocation .parts=${byAmc} label="Allocation by fund house"></ewa-allocation>`,
};
export const OnePart = {
  render: () =>
    html`<ewa-allocation .parts=${[{ label: 'Equity', value: 5000 }]} label="Allocation by asset class"></ewa-allocation>`,
};
