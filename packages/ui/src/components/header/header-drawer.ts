// The phone menu, loaded by the header only below desktop width (or when its drawer is opened): the
// ewa-drawer element, the menu tree and account links inside it and the tree's arrow keys. Desktop
// visitors never fetch it.
import '../drawer/define.ts';
import { html, nothing, type TemplateResult } from 'lit';
import { onDrawerTreeKeydown } from './drawer-keyboard.ts';
import type { EwaHeader } from './header.ts';
import { drawerMenuStyles } from './header-drawer.styles.ts';
import { menuStyles } from './header-menus.styles.ts';
import { chevron, type HeaderContext, link } from './header-menus.ts';
import type { MenuNode } from './menu.ts';

export const styles = [menuStyles, drawerMenuStyles];

/** The branches the user opened in each header's drawer tree (state of the drawer alone, so it lives here). */
const openBranches = new WeakMap<EwaHeader, Set<string>>();

/** The drawer: the user's name, the menu tree, then the account links (logged in) or login and 'OPEN account'. */
export function renderDrawer(header: EwaHeader, ctx: HeaderContext, tree: MenuNode[]): TemplateResult {
  return html`<ewa-drawer part="drawer" label="Menu" ?open=${header.drawerOpen} @ewa-drawer-close=${() => {
    header.drawerOpen = false;
  }}>
    ${
      // A closed drawer holds no tree: a phone page's first tasks do not build a hundred hidden entries.
      header.drawerOpen ? drawerContent(header, ctx, tree) : nothing
    }
  </ewa-drawer>`;
}

/** What an open drawer shows: the user's name, the menu tree, the account links or login. */
function drawerContent(header: EwaHeader, ctx: HeaderContext, tree: MenuNode[]): TemplateResult {
  const accountLink = (label: string, href: string, part: string) =>
    html`<li><a part=${part} class="" href=${href} @click=${(e: MouseEvent) => ctx.choose(e, href)}>${label}</a></li>`;
  return html`${header.loggedIn && header.userName ? html`<p class="drawer-user">${header.userName}</p>` : nothing}
    <nav aria-label="Menu" @keydown=${onDrawerTreeKeydown}>${renderDrawerTree(header, ctx, tree)}</nav>
    <ul class="account">
      ${
        header.loggedIn
          ? html`${header.accountLinks.map((l) => accountLink(l.label, l.href, 'drawer-link'))}
            <li>
              <button part="logout-button" type="button" @click=${ctx.logout}>Logout</button>
            </li>`
          : html`${accountLink('Login', header.loginHref, 'login-link')}
            ${header.production ? nothing : accountLink('OPEN account', header.openAccountHref, 'open-account-link')}`
      }
    </ul>`;
}

/** The drawer's expandable tree: every entry with children gets a toggle (aria-expanded) for its sub-list. */
function renderDrawerTree(header: EwaHeader, ctx: HeaderContext, nodes: MenuNode[]): TemplateResult {
  let opened = openBranches.get(header);
  if (!opened) {
    opened = new Set();
    openBranches.set(header, opened);
  }
  return html`<ul class="tree">
    ${drawerItems(header, ctx, opened, nodes)}
  </ul>`;
}

function drawerItems(
  header: EwaHeader,
  ctx: HeaderContext,
  opened: Set<string>,
  nodes: MenuNode[],
): TemplateResult[] {
  const toggleBranch = (node: MenuNode) => {
    if (!opened.delete(node.id)) opened.add(node.id);
    header.requestUpdate();
  };
  return nodes.map((node) => {
    if (node.children.length === 0) return html`<li>${link(ctx, node, '', 'drawer-link')}</li>`;
    const open = opened.has(node.id);
    const listId = `branch-${node.id}`;
    const toggle = (label: TemplateResult | typeof nothing, ariaLabel?: string) => html`<button
        part="drawer-toggle"
        type="button"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${listId}
        aria-label=${ariaLabel ?? nothing}
        @click=${() => toggleBranch(node)}
      >
        ${label} ${chevron}
      </button>`;
    return html`<li>
        ${
          node.href
            ? html`<div class="row">${link(ctx, node, '', 'drawer-link')}${toggle(nothing, `${node.label} submenu`)}</div>`
            : toggle(html`<span>${node.label}</span>`)
        }
        <ul id=${listId} ?hidden=${!open}>
          ${drawerItems(header, ctx, opened, node.children)}
        </ul>
      </li>`;
  });
}
