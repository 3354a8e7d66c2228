import { html, nothing, type TemplateResult } from 'lit';
import type { MenuEntry, MenuNode } from './menu.ts';

/** What the menu templates need from the header. */
export interface MenuContext {
  openTop: string | null;
  expanded: ReadonlySet<string>;
  toggleTop(node: MenuNode): void;
  toggleBranch(node: MenuNode): void;
  choose(event: MouseEvent, href: string, entry?: MenuEntry): void;
  onBarKeydown(event: KeyboardEvent): void;
  onPanelKeydown(event: KeyboardEvent): void;
}

export const chevron = html`<svg class="chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
</svg>`;

export function link(ctx: MenuContext, node: MenuNode, cls: string, part: string): TemplateResult {
  return html`<a
    part=${part}
    class=${cls}
    href=${node.href ?? nothing}
    @click=${(e: MouseEvent) => node.href && ctx.choose(e, node.href, node.entry)}
    >${node.label}</a
  >`;
}

/** One level-2 entry in a top menu panel: a plain link, or a titled group of its level-3 and level-4 entries. */
function panelGroup(ctx: MenuContext, node: MenuNode): TemplateResult {
  if (node.children.length === 0) return html`<li>${link(ctx, node, 'level-2', 'menu-link')}</li>`;
  const titleId = `group-${node.id}`;
  return html`<li class="group">
    ${
      node.href
        ? html`<a part="menu-link" class="group-title" id=${titleId} href=${node.href} @click=${(e: MouseEvent) => ctx.choose(e, node.href!, node.entry)}
          >${node.label}</a
        >`
        : html`<span class="group-title" id=${titleId}>${node.label}</span>`
    }
    <ul aria-labelledby=${titleId}>
      ${node.children.map(
        (child) => html`<li>
          ${
            child.href
              ? link(ctx, child, 'level-3', 'menu-link')
              : html`<span class="group-title level-3">${child.label}</span>`
          }
          ${
            child.children.length
              ? html`<ul>
                ${child.children.map((leaf) => html`<li>${link(ctx, leaf, 'level-4', 'menu-link')}</li>`)}
              </ul>`
              : nothing
          }
        </li>`,
      )}
    </ul>
  </li>`;
}

/** The desktop top bar: buttons that open panels (disclosure pattern) and plain links. */
export function renderMenuBar(ctx: MenuContext, tree: MenuNode[]): TemplateResult {
  return html`<ul class="menubar" @keydown=${ctx.onBarKeydown}>
    ${tree.map((node) => {
      if (node.children.length === 0) {
        return html`<li>${link(ctx, node, 'top-item', 'menu-item')}</li>`;
      }
      const open = ctx.openTop === node.id;
      const panelId = `panel-${node.id}`;
      return html`<li>
        <button
          part="menu-item"
          class="top-item"
          type="button"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${panelId}
          data-top=${node.id}
          @click=${() => ctx.toggleTop(node)}
        >
          ${node.label} ${chevron}
        </button>
        <ul part="menu-panel" class="panel" id=${panelId} ?hidden=${!open} @keydown=${ctx.onPanelKeydown}>
          ${node.children.map((child) => panelGroup(ctx, child))}
        </ul>
      </li>`;
    })}
  </ul>`;
}
