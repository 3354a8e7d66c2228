import { html } from 'lit';
import './define.ts';
import { RISK_LEVELS } from './risk-level.ts';

interface RiskometerArgs {
  level: string;
}

export default {
  title: 'Components/Riskometer',
  component: 'ewa-riskometer',
  argTypes: { level: { control: 'select', options: [...RISK_LEVELS, 'Not a level'] } },
  args: { level: 'Moderately High' },
  render: (args: RiskometerArgs) => html`<ewa-riskometer level=${args.level}></ewa-riskometer>`,
};

export const Low = { args: { level: 'Low' } };
export const LowToModerate = { args: { level: 'Low to Moderate' } };
export const Moderate = { args: { level: 'Moderate' } };
export const ModeratelyHigh = { args: { level: 'Moderately High' } };
export const High = { args: { level: 'High' } };
export const VeryHigh = { args: { level: 'Very High' } };
export const NotRated = { args: { level: 'Not a level' } };

export const AllSixLevels = {
  render: () =>
    html`<div style="display:flex;flex-wrap:wrap;gap:1.5rem">
      ${RISK_LEVELS.map((level) => html`<ewa-riskometer level=${level}></ewa-riskometer>`)}
    </div>`,
};
