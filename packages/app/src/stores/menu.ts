import {
  type DeskCode,
  getPrimaryMenu,
  type MenuNode,
  type MenuViewer,
  menuHelpText,
  menuMessageText,
  menuTreeFromWire,
  PRIMARY_MENU_XML_PATH,
  UNDER_CONSTRUCTION_TEXT,
  visibleMenuTree,
} from '@ewa/api/menu';
import { primaryMenuFromXml } from '@ewa/api/menuXml';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from './api.ts';
import { awaited, nextTask } from './flow.ts';

/** The server menu is applied this long after it answers (spec 001 §9). */
export const MENU_FALLBACK_DELAY_MS = 1000;

/** Entries never shown in the main bar: the home page and the user-menu group (spec 001 §2). */
export const HIDDEN_FROM_MAIN_BAR = ['/dashboard', '/admin-panel'] as const;

/** The user-menu dropdown is the children of this group. */
export const ADMIN_PANEL_URL = '/admin-panel';

/** How a desk-opened session names its desk, and the access letter that desk needs (spec 001 §4). */
const DESK_CODES: Record<string, DeskCode> = {
  PDESK: 'P',
  DDSD: 'D',
  CUSTOMERCARE: 'C',
  PEDESK: 'E',
};

export function deskCodeOf(openedFrom: string | null | undefined): DeskCode | null {
  return DESK_CODES[(openedFrom ?? '').toUpperCase()] ?? null;
}

/** Who is looking at the menu: account, branch, the desk the session was opened from. */
export interface MenuViewerSource {
  loginId: string;
  njAcNo: string;
  brCode: string | null;
  /** PDESK, DDSD, CUSTOMERCARE, PEDESK, or empty for a client's own login. */
  openedFrom: string;
}

export interface MenuDependencies {
  api: ApiPort;
  /** Reads the static menu file; rejects or answers garbage when it is unavailable. */
  fetchStaticMenu: () => Promise<string>;
  viewer: () => MenuViewerSource;
  /** Whether an in-app address opens a real screen yet; one that does not shows the menu's message instead. */
  opens?: (address: string) => boolean;
}

/** What the menu shows instead of opening an entry: the entry's name and its message. */
export interface MenuNotice {
  heading: string;
  text: string;
}

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The path part of a menu URL (no query, no trailing slash), for matching against the router's path. */
export function menuPath(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return null;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isHiddenFromMainBar(node: MenuNode): boolean {
  const path = menuPath(node.url);
  return !node.inPrimary || (path !== null && (HIDDEN_FROM_MAIN_BAR as readonly string[]).includes(path));
}

/**
 * The role-aware menu (spec 001 §4): read from the static menu file first; when that fails, from the
 * server, applied one second after it answers. Only entries the viewer may see are kept.
 */
export class MenuStore {
  /** Every entry the viewer may see, four levels at most. */
  tree: MenuNode[] = [];
  status: MenuStatus = 'idle';
  /** Where the applied menu came from. */
  source: 'static' | 'server' | null = null;

  /** The message on screen in place of an entry that does not open, or null. */
  notice: MenuNotice | null = null;

  private fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(private readonly deps: MenuDependencies) {
    makeAutoObservable<MenuStore, 'deps' | 'fallbackTimer' | 'disposed'>(
      this,
      { deps: false, fallbackTimer: false, disposed: false },
      { autoBind: true },
    );
  }

  get viewer(): MenuViewer {
    const source = this.deps.viewer();
    return { njAcNo: source.njAcNo, brCode: source.brCode, desk: deskCodeOf(source.openedFrom) };
  }

  /** Top entries of the main bar: /dashboard, /admin-panel and entries kept out of the primary bar are hidden. */
  get mainBar(): MenuNode[] {
    return this.tree.filter((node) => !isHiddenFromMainBar(node));
  }

  /** The user-menu dropdown: the entries of the admin-panel group. */
  get userMenu(): MenuNode[] {
    const group = this.tree.find((node) => menuPath(node.url) === ADMIN_PANEL_URL);
    return group?.children ?? [];
  }

  /**
   * The user-menu entries as the phone's drawer lists them, below the main menu: less those the main
   * menu already offers (My Profile beside Profile), so no page is listed twice.
   */
  get drawerUserMenu(): MenuNode[] {
    const inMainBar = new Set(this.mainBar.map((node) => menuPath(node.url)).filter(Boolean));
    return this.userMenu.filter((node) => node.url && !inMainBar.has(menuPath(node.url)));
  }

  readonly load = flow(function* (this: MenuStore) {
    if (this.status === 'loading' || this.status === 'ready') return;
    this.status = 'loading';
    try {
      const xml = yield* awaited(this.deps.fetchStaticMenu());
      const wire = primaryMenuFromXml(xml);
      // Reading the file and showing the menu are two tasks, each short enough for a phone.
      yield* awaited(nextTask());
      this.apply(menuTreeFromWire(wire), 'static');
      return;
    } catch {
      // The static file is missing or unreadable: the server's menu is the fallback (spec 001 §8).
    }
    yield* awaited(this.loadFromServer());
  });

  private readonly loadFromServer = flow(function* (this: MenuStore) {
    const { loginId, njAcNo } = this.deps.viewer();
    try {
      const reply = yield* awaited(
        this.deps.api.call(getPrimaryMenu, { loginid: loginId || njAcNo, njac_no: njAcNo }),
      );
      if (!reply.isSuccess || !reply.data) throw new Error(replyText(reply, 'menu'));
      const tree = menuTreeFromWire(reply.data.data);
      yield* awaited(
        new Promise<void>((resolve) => {
          this.fallbackTimer = setTimeout(resolve, MENU_FALLBACK_DELAY_MS);
        }),
      );
      if (!this.disposed) this.apply(tree, 'server');
    } catch {
      this.status = 'failed';
    }
  });

  /** Keeps only what the viewer may see: ACTIVE at every level and allowed by the access codes. */
  apply(tree: MenuNode[], source: 'static' | 'server'): void {
    this.tree = visibleMenuTree(tree, this.viewer);
    this.source = source;
    this.status = 'ready';
  }

  /**
   * The message an entry shows instead of opening: its own when it is flagged to show one ('Under
   * Construction ' when it has no active one), and the same default when its address opens no screen yet.
   */
  messageFor(node: MenuNode): string | null {
    return menuMessageText(node) ?? (node.url ? this.messageForAddress(node.url) : null);
  }

  /** The default message for an in-app address that opens no screen yet, or null when it opens one. */
  messageForAddress(address: string): string | null {
    const opens = this.deps.opens ?? (() => true);
    return opens(address) ? null : UNDER_CONSTRUCTION_TEXT;
  }

  /**
   * Shows the message of an entry (or of a bare address, for links that are not menu entries) instead
   * of opening it; answers whether it did, so the caller leaves the page where it is.
   */
  holdBack(heading: string, target: MenuNode | string): boolean {
    const text = typeof target === 'string' ? this.messageForAddress(target) : this.messageFor(target);
    if (text === null) return false;
    this.notice = { heading, text };
    return true;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** The entry's help ('Kindly provide help content.' when it has none). */
  helpFor(node: MenuNode): string | null {
    return menuHelpText(node);
  }

  /** The visible entry at this address with this name (a search result's entry). */
  findByLink(url: string | null, name: string): MenuNode | undefined {
    const walk = (nodes: MenuNode[]): MenuNode | undefined => {
      for (const node of nodes) {
        if (node.url === url && node.name === name) return node;
        const found = walk(node.children);
        if (found) return found;
      }
      return undefined;
    };
    return walk(this.tree);
  }

  /** The visible entry with this id, at any level. */
  find(id: number): MenuNode | undefined {
    const walk = (nodes: MenuNode[]): MenuNode | undefined => {
      for (const node of nodes) {
        if (node.id === id) return node;
        const found = walk(node.children);
        if (found) return found;
      }
      return undefined;
    };
    return walk(this.tree);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.fallbackTimer);
  }
}

/** The static menu file as the browser reads it. */
export async function fetchStaticMenuFile(): Promise<string> {
  const response = await fetch(PRIMARY_MENU_XML_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`primaryMenu.xml: ${response.status}`);
  return response.text();
}
