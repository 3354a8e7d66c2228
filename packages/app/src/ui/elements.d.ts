import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * Design-system elements used straight in JSX (React 19 sets their properties) until their
 * generated wrapper exists in @ewa/ui/react.
 */
type ElementProps<Props> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Props;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ewa-text-field': ElementProps<{
        label?: string;
        name?: string;
        value?: string;
        type?: 'text' | 'password' | 'email' | 'tel' | 'search';
        required?: boolean;
        disabled?: boolean;
        description?: string;
        autocomplete?: string;
        inputmode?: string;
        maxlength?: number;
        minlength?: number;
        pattern?: string;
        'password-toggle'?: boolean;
        'invalid-message'?: string;
        'required-message'?: string;
      }>;
    }
  }
}
