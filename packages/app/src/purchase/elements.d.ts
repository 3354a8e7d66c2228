import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `ewa-riskometer` in JSX (it has no React wrapper; its one property is an attribute). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ewa-riskometer': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        level?: string | number;
      };
    }
  }
}
