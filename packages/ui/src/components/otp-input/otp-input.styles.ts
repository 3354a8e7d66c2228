import { css } from 'lit';

export const otpInputStyles = css`
  .otp {
    position: relative;
    display: inline-block;
    --_box: var(--ewa-otp-input-box-size, 2.75rem);
    --_gap: var(--ewa-space-2);
  }
  .boxes {
    display: grid;
    grid-template-columns: repeat(var(--_length), var(--_box));
    gap: var(--_gap);
  }
  .box {
    display: grid;
    place-items: center;
    height: calc(var(--_box) * 1.15);
    border: 1px solid var(--ewa-otp-input-box-border-color, var(--ewa-color-border));
    border-radius: var(--ewa-radius-md);
    background: var(--ewa-color-surface);
    font-size: var(--ewa-font-size-lg);
    font-variant-numeric: tabular-nums;
  }
  .box.active {
    border-color: var(--ewa-otp-input-active-color, var(--ewa-color-focus));
    box-shadow: var(--ewa-focus-ring);
  }
  :host(:state(user-invalid)) .box {
    border-color: var(--ewa-color-danger);
  }
  /* The real input lies over the boxes, invisible, so taps, paste and SMS autofill reach it. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: transparent;
    color: transparent;
    caret-color: transparent;
    font: inherit;
    font-size: var(--ewa-font-size-lg);
    letter-spacing: var(--_box);
    outline: none;
  }
  input::selection {
    background: transparent;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;
