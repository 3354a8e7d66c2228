// The phone menu, loaded by the header only below desktop width (or when its drawer is opened): the
// ewa-drawer element, the menu tree inside it and the tree's arrow keys. Desktop visitors never fetch it.
import '../drawer/define.ts';
import { html, nothing, type TemplateResult } from 'lit';
import { chevron, link, type MenuContext } from './header-menus.ts';
import type { MenuNode } from './menu.ts';

export { onDrawerTreeKeydown } from './drawer-keyboard.ts';

/** The drawer's expandable tree: every entry with children gets a toggle (aria-expanded) for its sub-list. */
export function renderDrawerTree(ctx: MenuContext, nodes: MenuNode[]): TemplateResult {
  return html`<ul class="tree">
    ${drawerItems(ctx, nodes)}
  </ul>`;
}

function drawerItems(ctx: MenuContext, nodes: MenuNode[]): TemplateResult[] {
  return nodes.map((node) => {
    if (node.children.length === 0) return html`<li>${link(ctx, node, '', 'drawer-link')}</li>`;
    const open = ctx.expanded.has(node.id);
    const listId = `branch-${node.id}`;
    const toggle = (label: TemplateResult | typeof nothing, ariaLabel?: string) => html`<button
        part="drawer-toggle"
        type="button"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${listId}
        aria-label=${ariaLabel ?? nothing}
        @click=${() => ctx.toggleBranch(node)}
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
          ${drawerItems(ctx, node.children)}
        </ul>
      </li>`;
  });
}
