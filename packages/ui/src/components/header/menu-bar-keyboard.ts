/** What the top-bar keyboard needs from the header. */
export interface MenuBarHost {
  root(): ParentNode;
  /** Id of the open top menu, or null. */
  openTop(): string | null;
  /** Opens (or with null closes) a top menu; resolves once it is rendered. */
  setOpenTop(id: string | null): Promise<void>;
}

/**
 * Keys of the desktop top bar (a disclosure menu): Left/Right move between top entries, Home/End
 * to the ends, Down/Up open a menu on its first/last link and move through its links, Escape closes
 * it and returns focus to its button.
 */
export class MenuBarKeyboard {
  constructor(private readonly host: MenuBarHost) {}

  private topItems(): HTMLElement[] {
    return [...this.host.root().querySelectorAll<HTMLElement>('.menubar > li > .top-item')];
  }

  private focusTop(index: number): void {
    const items = this.topItems();
    if (items.length === 0) return;
    items[(index + items.length) % items.length]!.focus();
  }

  private async openPanel(id: string, focus: 'first' | 'last'): Promise<void> {
    await this.host.setOpenTop(id);
    const links = this.panelLinks(id);
    (focus === 'first' ? links[0] : links[links.length - 1])?.focus();
  }

  private panelLinks(id: string): HTMLElement[] {
    const panel = this.host.root().querySelector(`#panel-${CSS.escape(id)}`);
    return [...(panel?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
  }

  onBarKeydown(event: KeyboardEvent): void {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('top-item')) return;
    const items = this.topItems();
    const index = items.indexOf(target);
    const id = target.dataset.top;
    switch (event.key) {
      case 'ArrowRight':
        void this.host.setOpenTop(null);
        this.focusTop(index + 1);
        break;
      case 'ArrowLeft':
        void this.host.setOpenTop(null);
        this.focusTop(index - 1);
        break;
      case 'Home':
        this.focusTop(0);
        break;
      case 'End':
        this.focusTop(-1);
        break;
      case 'ArrowDown':
        if (!id) return;
        void this.openPanel(id, 'first');
        break;
      case 'ArrowUp':
        if (!id) return;
        void this.openPanel(id, 'last');
        break;
      case 'Escape':
        if (!this.host.openTop()) return;
        void this.host.setOpenTop(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  onPanelKeydown(event: KeyboardEvent): void {
    const id = this.host.openTop();
    if (!id) return;
    event.stopPropagation();
    const links = this.panelLinks(id);
    const index = links.indexOf(event.target as HTMLElement);
    const button = this.topItems().find((item) => item.dataset.top === id);
    const topIndex = button ? this.topItems().indexOf(button) : 0;
    switch (event.key) {
      case 'ArrowDown':
        links[(index + 1) % links.length]?.focus();
        break;
      case 'ArrowUp':
        links[(index - 1 + links.length) % links.length]?.focus();
        break;
      case 'Home':
        links[0]?.focus();
        break;
      case 'End':
        links[links.length - 1]?.focus();
        break;
      case 'Escape':
        void this.host.setOpenTop(null);
        button?.focus();
        break;
      case 'ArrowRight':
        void this.host.setOpenTop(null);
        this.focusTop(topIndex + 1);
        break;
      case 'ArrowLeft':
        void this.host.setOpenTop(null);
        this.focusTop(topIndex - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  }
}
