import { css } from 'lit';

export const textFieldStyles = css`
  :host([uppercase]) input {
    text-transform: uppercase;
  }
`;
