// What only visitors see, loaded by the header only for them: the Login and 'OPEN account' links in
// the bar, and the mobile-app banner of `variant="public"`.
import { html, nothing, type TemplateResult } from 'lit';
import type { EwaHeader } from './header.ts';
import type { HeaderContext } from './header-menus.ts';
import { visitorStyles } from './header-visitor.styles.ts';

export const styles = [visitorStyles];

/** Login, and 'OPEN account' except in production (account opening is not offered there). */
export function renderLoginLinks(header: EwaHeader, ctx: HeaderContext): TemplateResult {
  const link = (label: string, href: string, part: string, cls: string) =>
    html`<a part=${part} class=${cls} href=${href} @click=${(e: MouseEvent) => ctx.choose(e, href)}>${label}</a>`;
  return html`${link('Login', header.loginHref, 'login-link', 'link login')}
    ${header.production ? nothing : link('OPEN account', header.openAccountHref, 'open-account-link', 'link open-account')}`;
}

export function renderBanner(header: EwaHeader): TemplateResult {
  const close = () => {
    header.bannerClosed = true;
    header.dispatchEvent(new CustomEvent('ewa-banner-close', { bubbles: true, composed: true, detail: {} }));
  };
  return html`<div part="app-banner" class="banner" role="region" aria-label="Mobile app">
    <span class="text"><slot name="banner-text">Invest on the go with the E-Wealth mobile app.</slot></span>
    <a part="android-link" class="link" href=${header.androidHref} aria-label="Get the app for Android">Android</a>
    <a part="ios-link" class="link" href=${header.iosHref} aria-label="Get the app for iOS">iOS</a>
    <button part="banner-close" class="icon-button" type="button" aria-label="Close app banner" @click=${close}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      </svg>
    </button>
  </div>`;
}
