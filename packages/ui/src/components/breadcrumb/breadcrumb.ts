import { html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { baseStyles } from '../../tokens/tokens.ts';
import { breadcrumbStyles } from './breadcrumb.styles.ts';

/** One crumb after Home. The last crumb is the current page; its href is optional. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/**
 * @summary The breadcrumb trail (spec 001 §1): Home first, then the given crumbs, separated by '>'.
 * The separator is decorative and hidden from screen readers; the last crumb is the current page.
 *
 * The trail is given as data: building it from the menu tree (and the loan hosts' own home) is the app's job.
 *
 * @tag ewa-breadcrumb
 *
 * @csspart base - The `<nav>`.
 * @csspart list - The ordered list.
 * @csspart item - One crumb's list item.
 * @csspart link - A crumb's link.
 * @csspart current - The current page's crumb.
 * @csspart separator - A '>' separator.
 *
 * @cssprop --ewa-breadcrumb-link-color - Colour of the links.
 * @cssprop --ewa-breadcrumb-current-color - Colour of the current page.
 * @cssprop --ewa-breadcrumb-separator-color - Colour of the separators.
 *
 * @fires {CustomEvent<{ href: string }>} ewa-navigate - A crumb's link was chosen. Cancelable: a host that routes itself calls `preventDefault()`.
 */
export class EwaBreadcrumb extends LitElement {
  static override styles = [baseStyles, breadcrumbStyles];

  /** The crumbs after Home, in order; the last is the current page. */
  @property({ attribute: false }) items: BreadcrumbItem[] = [];

  /** Target of the Home crumb (loan hosts point it at their own home). */
  @property({ attribute: 'home-href' }) homeHref = '/';

  /** Text of the Home crumb. */
  @property({ attribute: 'home-label' }) homeLabel = 'Home';

  private follow(event: MouseEvent, href: string): void {
    const proceed = this.dispatchEvent(
      new CustomEvent('ewa-navigate', { bubbles: true, composed: true, cancelable: true, detail: { href } }),
    );
    if (!proceed) event.preventDefault();
  }

  override render() {
    const crumbs: BreadcrumbItem[] = [{ label: this.homeLabel, href: this.homeHref }, ...this.items];
    const last = crumbs.length - 1;
    return html`<nav part="base" aria-label="Breadcrumb">
      <ol part="list">
        ${crumbs.map((crumb, index) => {
          const current = index === last;
          const href = crumb.href;
          const body =
            href && !current
              ? html`<a part="link" href=${href} @click=${(e: MouseEvent) => this.follow(e, href)}>${crumb.label}</a>`
              : href
                ? html`<a part="link current" href=${href} aria-current="page" @click=${(e: MouseEvent) => this.follow(e, href)}
                    >${crumb.label}</a
                  >`
                : html`<span part=${current ? 'current' : 'text'} aria-current=${current ? 'page' : nothing}>${crumb.label}</span>`;
          return html`<li part="item">
            ${body}${current ? nothing : html`<span part="separator" class="separator" aria-hidden="true">&gt;</span>`}
          </li>`;
        })}
      </ol>
    </nav>`;
  }
}
