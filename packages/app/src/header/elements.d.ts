import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `ewa-header` in JSX: attributes here, object properties and events are wired through a ref. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ewa-header': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        site?: 'main' | 'loans' | 'capital';
        variant?: 'default' | 'public';
        'logged-in'?: boolean;
        production?: boolean;
        'user-name'?: string;
        'logo-href'?: string;
        'login-href'?: string;
        'open-account-href'?: string;
      };
    }
  }
}
