import { css, unsafeCSS } from 'lit';
import { visuallyHiddenStyles } from './visually-hidden.ts';

export { visuallyHiddenStyles };

/**
 * Design tokens in three layers. Primitives (`--ewa-color-blue-600`) and semantic tokens
 * (`--ewa-color-primary`) are declared on `:root` inside the `ewa.tokens` cascade layer, so any
 * unlayered rule of a host page (e.g. `:root { --ewa-color-primary: #0a7 }`) wins without `!important`.
 * Component tokens (`--ewa-cart-border-color`) are read inside each component with a semantic fallback.
 */
export const tokenDeclarations = `
  --ewa-color-blue-50: #eef4ff;
  --ewa-color-blue-100: #d9e6ff;
  --ewa-color-blue-600: #1f4fd1;
  --ewa-color-blue-700: #173ea8;
  --ewa-color-blue-900: #0d245f;
  --ewa-color-green-50: #ecfbf3;
  --ewa-color-green-600: #12805c;
  --ewa-color-green-700: #0c6648;
  --ewa-color-red-50: #fdf0f0;
  --ewa-color-red-600: #c62828;
  --ewa-color-red-700: #a31f1f;
  --ewa-color-amber-50: #fff8e6;
  --ewa-color-amber-500: #e8a317;
  --ewa-color-amber-700: #9a6700;
  --ewa-color-gray-0: #ffffff;
  --ewa-color-gray-50: #f6f7f9;
  --ewa-color-gray-100: #eceef2;
  --ewa-color-gray-300: #c9ced8;
  --ewa-color-gray-500: #5f6778;
  --ewa-color-gray-700: #3b4252;
  --ewa-color-gray-900: #161a23;

  --ewa-color-primary: var(--ewa-color-blue-600);
  --ewa-color-primary-strong: var(--ewa-color-blue-700);
  --ewa-color-primary-soft: var(--ewa-color-blue-50);
  --ewa-color-on-primary: var(--ewa-color-gray-0);
  --ewa-color-success: var(--ewa-color-green-600);
  --ewa-color-success-soft: var(--ewa-color-green-50);
  --ewa-color-danger: var(--ewa-color-red-600);
  --ewa-color-danger-soft: var(--ewa-color-red-50);
  --ewa-color-warning: var(--ewa-color-amber-700);
  --ewa-color-warning-soft: var(--ewa-color-amber-50);
  --ewa-color-text: var(--ewa-color-gray-900);
  --ewa-color-text-muted: var(--ewa-color-gray-500);
  --ewa-color-surface: var(--ewa-color-gray-0);
  --ewa-color-surface-alt: var(--ewa-color-gray-50);
  --ewa-color-border: var(--ewa-color-gray-300);
  --ewa-color-focus: var(--ewa-color-blue-600);

  --ewa-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  --ewa-font-size-xs: 0.75rem;
  --ewa-font-size-sm: 0.875rem;
  --ewa-font-size-md: 1rem;
  --ewa-font-size-lg: 1.25rem;
  --ewa-font-size-xl: 1.5rem;
  --ewa-font-weight-regular: 400;
  --ewa-font-weight-semibold: 600;
  --ewa-line-height: 1.5;

  --ewa-space-1: 0.25rem;
  --ewa-space-2: 0.5rem;
  --ewa-space-3: 0.75rem;
  --ewa-space-4: 1rem;
  --ewa-space-6: 1.5rem;
  --ewa-space-8: 2rem;

  --ewa-radius-sm: 4px;
  --ewa-radius-md: 8px;
  --ewa-radius-lg: 12px;
  --ewa-shadow-md: 0 4px 16px rgb(22 26 35 / 0.12);
  --ewa-focus-ring: 0 0 0 3px rgb(31 79 209 / 0.35);
`;

/** Breakpoints of the spec: tablet from 767 px, desktop from 1025 px. CSS custom properties cannot be used in media queries, so these are constants. */
export const breakpoints = { tablet: 767, desktop: 1025 } as const;

export const tokensCss = `@layer ewa.tokens { :root { ${tokenDeclarations} } }`;

let installed = false;

/** Adds the default tokens to the document once (idempotent; safe with two copies of the bundle). */
export function installTokens(doc: Document = document): void {
  if (installed || doc.querySelector('style[data-ewa-tokens]')) {
    installed = true;
    return;
  }
  const style = doc.createElement('style');
  style.dataset.ewaTokens = '';
  style.textContent = tokensCss;
  // First in <head>, and layered: page styles always take precedence.
  doc.head.prepend(style);
  installed = true;
}

/**
 * Host rules every component shares: box sizing, font and the hidden attribute. A component that moves
 * (a spinner, a sliding drawer) does so only under `prefers-reduced-motion: no-preference`.
 */
export const hostStyles = css`
  :host {
    box-sizing: border-box;
    font-family: var(--ewa-font-family);
    color: var(--ewa-color-text);
    line-height: var(--ewa-line-height);
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

/** The host rules and `.visually-hidden` together. */
export const baseStyles = [hostStyles, visuallyHiddenStyles];

// Marked pure so an element that uses no media query does not bundle them.
export const breakpointTablet = /* @__PURE__ */ unsafeCSS(`${breakpoints.tablet}px`);
export const breakpointDesktop = /* @__PURE__ */ unsafeCSS(`${breakpoints.desktop}px`);
