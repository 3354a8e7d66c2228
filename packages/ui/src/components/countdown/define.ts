import { installTokens } from '../../tokens/tokens.ts';
import { type CountdownTickDetail, EwaCountdown } from './countdown.ts';

export { EwaCountdown };

installTokens();
if (!customElements.get('ewa-countdown')) customElements.define('ewa-countdown', EwaCountdown);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-countdown': EwaCountdown;
  }
  interface HTMLElementEventMap {
    'ewa-countdown-expired': CustomEvent<Record<string, never>>;
    'ewa-countdown-tick': CustomEvent<CountdownTickDetail>;
  }
}
