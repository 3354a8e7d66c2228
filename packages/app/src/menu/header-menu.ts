import type { MenuNode } from '@ewa/api/menu';
import type { MenuEntry, MenuLevel } from '@ewa/ui/components/header';
import { BASE_PATH } from '../stores/paths.ts';

/** An app path as the browser sees it (the router's basename added), so a link opened in a new tab works. */
export function appHref(path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (absolute === BASE_PATH || absolute.startsWith(`${BASE_PATH}/`)) return absolute;
  return absolute === '/' ? `${BASE_PATH}/` : `${BASE_PATH}${absolute}`;
}

/** The router path of an address the header hands back, or null when it leaves the app. */
export function routerPath(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid' && url.origin !== globalThis.location?.origin) return null;
  const { pathname, search, hash } = url;
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return `${pathname}${search}${hash}`;
  return `${pathname.slice(BASE_PATH.length) || '/'}${search}${hash}`;
}

/**
 * The visible menu in the shape `ewa-header` renders: ids of every ancestor, display name and
 * address in the level's fields, children in MODULE{n+1}. Addresses carry the app's base path.
 */
export function toHeaderMenu(nodes: MenuNode[], ancestors: Partial<MenuEntry> = {}): MenuEntry[] {
  return nodes.map((node) => {
    const level = node.level as MenuLevel;
    const ids = { ...ancestors, [`MENU_ID${level}`]: node.id } as Partial<MenuEntry>;
    const entry = {
      ...ids,
      MENU_NAME: node.menuName,
      [`DISPLAY_NAME${level}`]: node.name,
      ...(node.url ? { [`URL${level}`]: appHref(node.url) } : {}),
      LEVEL: level,
      ACTIVE: 1,
      ACCESSED_BY: node.accessedBy,
      ENTRY_MODULE: node.entryModule,
    } as MenuEntry;
    if (level < 4 && node.children.length > 0) {
      const key = `MODULE${level + 1}` as 'MODULE2' | 'MODULE3' | 'MODULE4';
      entry[key] = toHeaderMenu(node.children, ids);
    }
    return entry;
  });
}

/** The menu id of a header entry (its own level's id), to find the store's entry again. */
export function headerEntryId(entry: MenuEntry): number | null {
  const level = entry.LEVEL ?? 1;
  const id = entry[`MENU_ID${level}` as 'MENU_ID1'];
  return id === undefined ? null : Number(id);
}
