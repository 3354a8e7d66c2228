import { installTokens } from '../../tokens/tokens.ts';
import { EwaStepper, type StepRequestDetail } from './stepper.ts';

export { EwaStepper };

installTokens();
if (!customElements.get('ewa-stepper')) customElements.define('ewa-stepper', EwaStepper);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-stepper': EwaStepper;
  }
  interface HTMLElementEventMap {
    'ewa-step-request': CustomEvent<StepRequestDetail>;
  }
}
