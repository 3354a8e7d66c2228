import { html, nothing, type TemplateResult } from 'lit';
import type { MenuEntry, MenuNode } from './menu.ts';

/** What the header's parts (the desktop top bar, the phone drawer, the visitors' pieces) need from it. */
export interface HeaderContext {
  choose(event: MouseEvent, href: string, entry?: MenuEntry): void;
  logout(): void;
}

export const chevron = html`<svg class="chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
</svg>`;

export function link(ctx: HeaderContext, node: MenuNode, cls: string, part: string): TemplateResult {
  return html`<a
    part=${part}
    class=${cls}
    href=${node.href ?? nothing}
    @click=${(e: MouseEvent) => node.href && ctx.choose(e, node.href, node.entry)}
    >${node.label}</a
  >`;
}
