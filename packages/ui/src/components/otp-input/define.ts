import { installTokens } from '../../tokens/tokens.ts';
import { EwaOtpInput, type OtpCompleteDetail } from './otp-input.ts';

export { EwaOtpInput };

installTokens();
if (!customElements.get('ewa-otp-input')) customElements.define('ewa-otp-input', EwaOtpInput);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-otp-input': EwaOtpInput;
  }
  interface HTMLElementEventMap {
    'ewa-otp-complete': CustomEvent<OtpCompleteDetail>;
  }
}
