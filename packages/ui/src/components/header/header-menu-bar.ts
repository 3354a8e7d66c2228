// The desktop top menu, loaded by the header only from 1025 px when it has a menu to show: visitors,
// the sibling sites and phones never fetch it.
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { EwaHeader } from './header.ts';
import { menuBarStyles } from './header-menu-bar.styles.ts';
import { menuStyles } from './header-menus.styles.ts';
import { chevron, type HeaderContext, link } from './header-menus.ts';
import type { MenuNode } from './menu.ts';
import { type MenuBarHost, MenuBarKeyboard } from './menu-bar-keyboard.ts';

export const styles = [menuStyles, menuBarStyles];

/** Which top panel of a header is open (the top bar's own state, so it lives here); a click outside the header closes it. */
class OpenPanel implements MenuBarHost, ReactiveController {
  #id: string | null = null;

  constructor(private readonly header: EwaHeader) {
    header.addController(this);
  }

  root(): ParentNode {
    return this.header.renderRoot;
  }

  openTop(): string | null {
    return this.#id;
  }

  async setOpenTop(id: string | null): Promise<void> {
    if (id !== this.#id) {
      this.#id = id;
      this.header.requestUpdate();
    }
    await this.header.updateComplete;
    if (id) this.#keepInViewport(id);
  }

  /** Moves an open panel left by as much as it would run past the window's right edge (Reports, Profile). */
  #keepInViewport(id: string): void {
    const panel = this.header.renderRoot.querySelector<HTMLElement>(`#panel-${CSS.escape(id)}`);
    if (!panel) return;
    panel.style.removeProperty('left');
    const margin = 8;
    const { left, right } = panel.getBoundingClientRect();
    const overflow = right - (document.documentElement.clientWidth - margin);
    if (overflow > 0) panel.style.left = `${-Math.min(overflow, Math.max(0, left - margin))}px`;
  }

  hostConnected(): void {
    document.addEventListener('click', this.#onDocumentClick);
  }

  hostDisconnected(): void {
    document.removeEventListener('click', this.#onDocumentClick);
  }

  #onDocumentClick = (event: MouseEvent) => {
    if (this.#id && !event.composedPath().includes(this.header)) void this.setOpenTop(null);
  };
}

const openPanels = new WeakMap<EwaHeader, OpenPanel>();

function openPanelOf(header: EwaHeader): OpenPanel {
  let panel = openPanels.get(header);
  if (!panel) {
    panel = new OpenPanel(header);
    openPanels.set(header, panel);
  }
  return panel;
}

/** Closes the header's open top panel, e.g. after the user chose a link. */
export function closePanel(header: EwaHeader): void {
  void openPanels.get(header)?.setOpenTop(null);
}

/** One level-2 entry in a top menu panel: a plain link, or a titled group of its level-3 and level-4 entries. */
function panelGroup(ctx: HeaderContext, node: MenuNode): TemplateResult {
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
export function renderMenuBar(header: EwaHeader, ctx: HeaderContext, tree: MenuNode[]): TemplateResult {
  const panel = openPanelOf(header);
  const keys = new MenuBarKeyboard(panel);
  const openTop = panel.openTop();
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    const nav = event.currentTarget as HTMLElement;
    if (panel.openTop() && (!next || !nav.contains(next))) void panel.setOpenTop(null);
  };
  return html`<nav part="nav" class="top-nav" aria-label="Main menu" @focusout=${onFocusOut}>
    <ul class="menubar" @keydown=${(event: KeyboardEvent) => keys.onBarKeydown(event)}>
      ${tree.map((node) => {
        if (node.children.length === 0) {
          return html`<li>${link(ctx, node, 'top-item', 'menu-item')}</li>`;
        }
        const open = openTop === node.id;
        const panelId = `panel-${node.id}`;
        return html`<li>
          <button
            part="menu-item"
            class="top-item"
            type="button"
            aria-expanded=${open ? 'true' : 'false'}
            aria-controls=${panelId}
            data-top=${node.id}
            @click=${() => panel.setOpenTop(panel.openTop() === node.id ? null : node.id)}
          >
            ${node.label} ${chevron}
          </button>
          <ul
            part="menu-panel"
            class="panel"
            id=${panelId}
            ?hidden=${!open}
            @keydown=${(event: KeyboardEvent) => keys.onPanelKeydown(event)}
          >
            ${node.children.map((child) => panelGroup(ctx, child))}
          </ul>
        </li>`;
      })}
    </ul>
  </nav>`;
}
