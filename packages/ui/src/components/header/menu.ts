/** Levels of the menu tree: a top entry (1) down to a leaf under three sub-levels (4). */
export type MenuLevel = 1 | 2 | 3 | 4;

/**
 * One entry of the role-aware menu, in the shape the menu service answers (spec 001 §3, "Menu entry").
 * An entry at level n carries the ids of its ancestors and its own (`MENU_ID1`..`MENU_IDn`),
 * its display name and URL in the level-n fields, and its children in `MODULE{n+1}`.
 */
export interface MenuEntry {
  MENU_ID1: number | string;
  MENU_ID2?: number | string;
  MENU_ID3?: number | string;
  MENU_ID4?: number | string;
  /** Name of the entry; the display name falls back to it. */
  MENU_NAME?: string;
  DISPLAY_NAME1?: string;
  DISPLAY_NAME2?: string;
  DISPLAY_NAME3?: string;
  DISPLAY_NAME4?: string;
  URL1?: string;
  URL2?: string;
  URL3?: string;
  URL4?: string;
  LEVEL?: MenuLevel;
  /** 1 shows the entry; anything else hides it and everything beneath it. */
  ACTIVE: number | string;
  /** Access codes: A all, B by branch, S by account, plus desk codes P, D, C, E (filtered by the app). */
  ACCESSED_BY?: string;
  NJAC_NO?: string[];
  NJBRCODE?: string[];
  SHOW_LINK?: string;
  IS_IN_PRIMARY?: string;
  SHOW_IN_MOBAPP?: string;
  ENTRY_MODULE?: string;
  HELP_CONTENT?: string;
  MESSAGE_TEXT?: string;
  M_SHOW?: string;
  MSG_ACTIVE?: string;
  H_SHOW?: string;
  HELP_ACTIVE?: string;
  MODULE2?: MenuEntry[];
  MODULE3?: MenuEntry[];
  MODULE4?: MenuEntry[];
}

/** A menu entry ready to render: its level, label, link and visible children. */
export interface MenuNode {
  id: string;
  level: MenuLevel;
  label: string;
  href: string | undefined;
  entry: MenuEntry;
  children: MenuNode[];
}

function isActive(entry: MenuEntry): boolean {
  // The service answers numbers; the static menu file may answer strings.
  return Number(entry.ACTIVE) === 1;
}

function field(entry: MenuEntry, name: 'DISPLAY_NAME' | 'URL' | 'MENU_ID', level: MenuLevel) {
  return entry[`${name}${level}` as keyof MenuEntry] as string | number | undefined;
}

function childrenOf(entry: MenuEntry, level: MenuLevel): MenuEntry[] {
  if (level === 1) return entry.MODULE2 ?? [];
  if (level === 2) return entry.MODULE3 ?? [];
  if (level === 3) return entry.MODULE4 ?? [];
  return [];
}

/**
 * Turns the menu service's list into the tree the header renders. Inactive entries (ACTIVE !== 1)
 * are dropped with everything beneath them; nothing deeper than level 4 is read.
 */
export function toMenuTree(entries: readonly MenuEntry[] | undefined, level: MenuLevel = 1): MenuNode[] {
  return (entries ?? []).filter(isActive).map((entry) => {
    const ids = [1, 2, 3, 4]
      .filter((n) => n <= level)
      .map((n) => field(entry, 'MENU_ID', n as MenuLevel) ?? '')
      .join('-');
    const label = String(field(entry, 'DISPLAY_NAME', level) || entry.MENU_NAME || '').trim();
    const url = field(entry, 'URL', level);
    return {
      id: ids,
      level,
      label,
      href: url ? String(url) : undefined,
      entry,
      children: level < 4 ? toMenuTree(childrenOf(entry, level), (level + 1) as MenuLevel) : [],
    };
  });
}
