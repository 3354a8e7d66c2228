import { installTokens } from '../../tokens/tokens.ts';
import { EwaRiskometer } from './riskometer.ts';

installTokens();
if (!customElements.get('ewa-riskometer')) customElements.define('ewa-riskometer', EwaRiskometer);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-riskometer': EwaRiskometer;
  }
}

export { RISK_LEVELS, type RiskLabel, type RiskLevel, riskLevel } from './risk-level.ts';
export { EwaRiskometer };
