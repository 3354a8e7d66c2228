import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { OnDemandPart, partsSettled } from '../../parts/on-demand-part.ts';
import { breakpoints, hostStyles } from '../../tokens/tokens.ts';
import { headerStyles } from './header.styles.ts';
import type { HeaderContext } from './header-menus.ts';
import { type MenuEntry, type MenuNode, toMenuTree } from './menu.ts';

export type HeaderSite = 'main' | 'loans' | 'capital';
export type HeaderVariant = 'default' | 'public';

type DrawerPart = typeof import('./header-drawer.ts');
/** Fetches the phone menu's module (replaceable in tests, e.g. to fail like a dropped connection). */
export const drawerPartLoader = { load: (): Promise<DrawerPart> => import('./header-drawer.ts') };

const menuBarPartLoader = { load: () => import('./header-menu-bar.ts') };
const visitorPartLoader = { load: () => import('./header-visitor.ts') };

/** A fixed link of the drawer's account section. */
export interface AccountLink {
  label: string;
  href: string;
}

/** Detail of `ewa-navigate`: where the user wants to go, and the menu entry when it came from the menu. */
export interface NavigateDetail {
  href: string;
  entry?: MenuEntry;
}

export const defaultAccountLinks: AccountLink[] = [
  { label: 'My profile', href: '/profile' },
  { label: 'Setting', href: '/setting' },
  { label: 'Help & Support', href: '/help-and-support' },
  { label: 'My wealth partner', href: '/contact' },
];

const hamburgerIcon = html`<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
  <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
</svg>`;
const searchIcon = html`<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
  <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" stroke-width="2" />
  <path d="M13 13l4.5 4.5" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
</svg>`;

/**
 * @summary The portal header (spec 001 §2): logo, the role-aware menu (a top bar from 1025 px, a side
 * drawer below), search, the user's area and logout. `site="loans"`/`"capital"` shows only logout;
 * `variant="public"` is the visitors' header with a login link and the mobile-app banner.
 *
 * The header renders the menu it is given: filtering by access codes belongs to the app, but entries
 * with ACTIVE other than 1 are never shown.
 *
 * Pieces only some headers show are fetched when first shown: the top menu (from 1025 px), the phone
 * menu with its `ewa-drawer` (below, or when the drawer opens), and the visitors' login links and
 * banner. `updateComplete` waits for them.
 *
 * Keyboard: in the top bar Left/Right move between menus, Down/Up open one and move through its
 * links, Escape closes it; in the drawer Up/Down move, Right/Left open and close branches, Escape
 * closes the drawer and focus returns to the hamburger.
 *
 * @tag ewa-header
 *
 * @slot logo - The logo (default: the text "E-Wealth").
 * @slot search - The search box; inline from 767 px, behind a search icon below.
 * @slot user - The user's area from 767 px, e.g. the investor selector (default: `user-name`).
 * @slot assistant - An assistant launcher; main site only.
 * @slot cart - The cart's link with its count, at every width; main site, signed in.
 * @slot banner-text - Text of the mobile-app banner.
 *
 * @csspart base - The `<header>`.
 * @csspart bar - The row holding logo, menu and actions.
 * @csspart logo - The logo link.
 * @csspart menu-toggle - The hamburger button (below 1025 px).
 * @csspart nav - The top menu's `<nav>` (rendered once its module has loaded: from 1025 px).
 * @csspart menu-item - A top-level menu button or link.
 * @csspart menu-panel - A top menu's drop-down panel.
 * @csspart menu-link - A link inside a drop-down panel.
 * @csspart drawer - The `ewa-drawer` (rendered once its module has loaded: below 1025 px, or when it opens).
 * @csspart drawer-link - A link in the drawer.
 * @csspart drawer-toggle - A button that expands a branch in the drawer.
 * @csspart search - The wrapper of the search slot.
 * @csspart search-toggle - The search icon button (below 767 px).
 * @csspart login-link - The login link.
 * @csspart open-account-link - The 'OPEN account' link.
 * @csspart logout-button - The logout button.
 * @csspart user-name - The user's name.
 * @csspart app-banner - The mobile-app banner.
 * @csspart android-link - The Android app link.
 * @csspart ios-link - The iOS app link.
 * @csspart banner-close - The banner's close button.
 *
 * @cssprop --ewa-header-background - Background of the header.
 * @cssprop --ewa-header-border-color - Colour of the bottom rule.
 * @cssprop --ewa-header-height - Minimum height of the bar.
 * @cssprop --ewa-header-logo-color - Colour of the text logo.
 * @cssprop --ewa-header-link-color - Colour of login, 'OPEN account' and logout.
 * @cssprop --ewa-header-panel-background - Background of drop-down panels.
 * @cssprop --ewa-header-banner-background - Background of the mobile-app banner.
 * @cssprop --ewa-header-z - Stacking order of the header (panels drop over the page).
 *
 * @fires {CustomEvent<NavigateDetail>} ewa-navigate - A link of the header was chosen (menu entry, logo, login, account links). Cancelable: a host that routes itself calls `preventDefault()` and the browser does not follow the link.
 * @fires {CustomEvent<Record<string, never>>} ewa-logout - The user chose logout.
 * @fires {CustomEvent<Record<string, never>>} ewa-banner-close - The user closed the mobile-app banner.
 */
export class EwaHeader extends LitElement {
  static override styles = [hostStyles, headerStyles];
  static override properties = {
    menu: { attribute: false },
    site: { reflect: true },
    variant: { reflect: true },
    loggedIn: { type: Boolean, reflect: true, attribute: 'logged-in' },
    production: { type: Boolean, reflect: true },
    userName: { attribute: 'user-name' },
    logoHref: { attribute: 'logo-href' },
    loginHref: { attribute: 'login-href' },
    openAccountHref: { attribute: 'open-account-href' },
    androidHref: { attribute: 'android-href' },
    iosHref: { attribute: 'ios-href' },
    bannerClosed: { type: Boolean, reflect: true, attribute: 'banner-closed' },
    drawerOpen: { type: Boolean, reflect: true, attribute: 'drawer-open' },
    accountLinks: { attribute: false },
    searchOpen: { state: true },
    hasSearch: { state: true },
  };

  /** The menu tree in the menu service's entry shape (up to 4 levels). */
  menu: MenuEntry[] = [];

  /** `main` (default), or a sibling site (`loans`, `capital`) that shows only logout. */
  site: HeaderSite = 'main';

  /** `public` for visitors: login link and the mobile-app banner. */
  variant: HeaderVariant = 'default';

  /** Whether a user is logged in: shows the user's area, account links and logout instead of login. */
  loggedIn = false;

  /** Production hides the 'OPEN account' link (account opening is not offered there). */
  production = false;

  /** Name shown for the logged-in user. */
  userName = '';

  /** Target of the logo link. Default: '/' (the public header: '/login'). */
  logoHref?: string;

  loginHref = '/login';

  openAccountHref = '/client/registration';

  androidHref = 'https://play.google.com/store/apps';

  iosHref = 'https://apps.apple.com/';

  /** Whether the mobile-app banner was closed (set by the close button; a host may restore it). */
  bannerClosed = false;

  /** Whether the drawer is open (below 1025 px). */
  drawerOpen = false;

  /** The drawer's account links shown to a logged-in user, before logout. */
  accountLinks: AccountLink[] = defaultAccountLinks;

  private searchOpen = false;
  private hasSearch = false;

  private tree: MenuNode[] = [];
  private desktopQuery?: MediaQueryList;

  private readonly onDesktopChange = (event: MediaQueryListEvent) => {
    // The drawer only exists below desktop width; a rotated tablet should not keep a hidden modal.
    if (event.matches) this.drawerOpen = false;
    // The other width's menu (top bar or drawer) may be wanted now.
    this.requestUpdate();
  };

  /** The desktop top menu, the phone menu and the visitors' pieces, each fetched when first shown. */
  readonly #menuBar = new OnDemandPart(this, menuBarPartLoader);
  readonly #drawer = new OnDemandPart(this, drawerPartLoader);
  readonly #visitor = new OnDemandPart(this, visitorPartLoader);

  override connectedCallback(): void {
    super.connectedCallback();
    this.desktopQuery = window.matchMedia(`(min-width: ${breakpoints.desktop}px)`);
    this.desktopQuery.addEventListener('change', this.onDesktopChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.desktopQuery?.removeEventListener('change', this.onDesktopChange);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('menu')) this.tree = toMenuTree(this.menu);
    if (this.showsBanner || this.showsLogin) this.#visitor.want();
    if (!this.showsMenu) return;
    // A failed fetch is tried again on the next update, such as pressing the menu button.
    if (this.desktopQuery?.matches) this.#menuBar.want();
    if (this.drawerOpen || !this.desktopQuery?.matches) this.#drawer.want();
  }

  /** Resolves once the header and the menus it is loading have rendered. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await partsSettled([this.#menuBar, this.#drawer, this.#visitor], () =>
      super.getUpdateComplete(),
    );
    const drawer = this.renderRoot.querySelector('ewa-drawer');
    return (drawer ? await drawer.updateComplete : true) && done;
  }

  private get siblingSite(): boolean {
    return this.site === 'loans' || this.site === 'capital';
  }

  private get showsBanner(): boolean {
    return this.variant === 'public' && !this.bannerClosed;
  }

  /** Login and 'OPEN account' instead of the user's area and logout. */
  private get showsLogin(): boolean {
    return !this.siblingSite && (!this.loggedIn || this.variant === 'public');
  }

  private get showsMenu(): boolean {
    return !this.siblingSite && this.variant !== 'public' && this.tree.length > 0;
  }

  // ---- Navigation ----

  readonly #partContext: HeaderContext = {
    choose: (event, href, entry) => this.choose(event, href, entry),
    logout: () => this.logout(),
  };

  private choose(event: MouseEvent, href: string, entry?: MenuEntry): void {
    const detail: NavigateDetail = entry ? { href, entry } : { href };
    const proceed = this.dispatchEvent(
      new CustomEvent<NavigateDetail>('ewa-navigate', {
        bubbles: true,
        composed: true,
        cancelable: true,
        detail,
      }),
    );
    if (!proceed) event.preventDefault();
    this.closeMenus();
  }

  private logout(): void {
    this.closeMenus();
    this.dispatchEvent(new CustomEvent('ewa-logout', { bubbles: true, composed: true, detail: {} }));
  }

  /** After a choice, the open top panel and the drawer close. */
  private closeMenus(): void {
    this.#menuBar.module?.closePanel(this);
    this.drawerOpen = false;
  }

  // ---- Search ----

  private async toggleSearch(): Promise<void> {
    this.searchOpen = !this.searchOpen;
    if (!this.searchOpen) return;
    await this.updateComplete;
    const slot = this.renderRoot.querySelector<HTMLSlotElement>('slot[name="search"]');
    (slot?.assignedElements()[0] as HTMLElement | undefined)?.focus();
  }

  private onSearchSlotChange(event: Event): void {
    this.hasSearch = (event.target as HTMLSlotElement).assignedElements().length > 0;
  }

  // ---- Rendering ----

  private renderActions() {
    if (this.showsLogin) return this.#visitor.module?.renderLoginLinks(this, this.#partContext);
    const logout = html`<button part="logout-button" class="text-button logout" type="button" @click=${this.logout}>
      Logout
    </button>`;
    if (this.siblingSite) return logout;
    return html`<slot name="cart"></slot><span class="user"><slot name="user"><span part="user-name" class="user-name" title=${this.userName}>${this.userName}</span></slot></span>
      ${logout}`;
  }

  private renderSearch() {
    if (this.siblingSite || this.variant === 'public') return nothing;
    return html`${
      this.hasSearch
        ? html`<button
          part="search-toggle"
          class="icon-button search-toggle"
          type="button"
          aria-label="Search"
          aria-expanded=${this.searchOpen ? 'true' : 'false'}
          aria-controls="search"
          @click=${this.toggleSearch}
        >
          ${searchIcon}
        </button>`
        : nothing
    }
      <div part="search" id="search" class=${`search${this.searchOpen ? ' open' : ''}${this.hasSearch ? '' : ' empty'}`}>
        <slot name="search" @slotchange=${this.onSearchSlotChange}></slot>
      </div>
      <slot name="assistant"></slot>`;
  }

  override render() {
    const logoHref = this.logoHref ?? (this.variant === 'public' ? this.loginHref : '/');
    return html`<header part="base" class=${this.siblingSite ? 'site-sibling' : ''}>
      ${this.showsBanner ? this.#visitor.module?.renderBanner(this) : nothing}
      <div part="bar" class="bar">
        ${
          this.showsMenu
            ? html`<button
              part="menu-toggle"
              class="icon-button hamburger"
              type="button"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded=${this.drawerOpen ? 'true' : 'false'}
              @click=${() => {
                this.drawerOpen = true;
              }}
            >
              ${hamburgerIcon}
            </button>`
            : nothing
        }
        <a part="logo" class="logo" href=${logoHref} @click=${(e: MouseEvent) => this.choose(e, logoHref)}
          ><slot name="logo">E-Wealth</slot></a
        >
        <span class="spacer"></span>
        ${this.renderSearch()} ${this.renderActions()}
      </div>
      ${this.showsMenu ? this.#menuBar.module?.renderMenuBar(this, this.#partContext, this.tree) : nothing}
      ${this.showsMenu ? this.#drawer.module?.renderDrawer(this, this.#partContext, this.tree) : nothing}
    </header>`;
  }
}
