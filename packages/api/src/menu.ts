import { array, type Infer, nullable, number, object, type Struct, size, string } from 'superstruct';
import { defineCall, envelope, ynFlag } from './core.ts';

/**
 * The primary menu (spec 001 §3 "Menu entry", §4 "Menu visibility", §6).
 *
 * On the wire a level-n entry carries its own fields suffixed with n (`MENU_ID2`, `ACTIVE2`, ...),
 * the unsuffixed entry flags, and its children in `MODULE{n+1}` — four levels at most.
 */

type Level = 1 | 2 | 3 | 4;
type Num<N extends Level> = `MENU_ID${N}` | `LEVEL${N}` | `ACTIVE${N}`;
type Str<N extends Level> = `MENU_NAME${N}` | `ACCESSED_BY${N}`;
type Flag<N extends Level> = `M_SHOW${N}` | `MSG_ACTIVE${N}` | `H_SHOW${N}` | `HELP_ACTIVE${N}`;
type Opt<N extends Level> = `DISPLAY_NAME${N}` | `URL${N}`;
type List<N extends Level> = `NJAC_NO${N}` | `NJBRCODE${N}`;
type LevelSchema<N extends Level> = { [K in Num<N>]: Struct<number, null> } & {
  [K in Str<N>]: Struct<string, null>;
} & { [K in Flag<N>]: Struct<'Y' | 'N', { Y: 'Y'; N: 'N' }> } & {
  [K in Opt<N>]: Struct<string | null, null>;
} & { [K in List<N>]: Struct<string[], Struct<string, null>> };

function levelSchema<N extends Level>(n: N): LevelSchema<N> {
  // biome-ignore lint/suspicious/noExplicitAny: keys are built per level; the result type is LevelSchema<N>
  const schema: Record<string, Struct<any, any>> = {};
  for (const key of ['MENU_ID', 'LEVEL', 'ACTIVE']) schema[`${key}${n}`] = number();
  for (const key of ['MENU_NAME', 'ACCESSED_BY']) schema[`${key}${n}`] = string();
  for (const key of ['M_SHOW', 'MSG_ACTIVE', 'H_SHOW', 'HELP_ACTIVE']) schema[`${key}${n}`] = ynFlag();
  for (const key of ['DISPLAY_NAME', 'URL']) schema[`${key}${n}`] = nullable(string());
  for (const key of ['NJAC_NO', 'NJBRCODE']) schema[`${key}${n}`] = array(string());
  return schema as unknown as LevelSchema<N>;
}

/** Fields an entry carries whatever its level. */
const entryFlags = {
  SHOW_LINK: ynFlag(),
  IS_IN_PRIMARY: ynFlag(),
  SHOW_IN_MOBAPP: ynFlag(),
  /** The product module the entry opens (MF, MARS, STOCKS, ADMIN, ...). */
  ENTRY_MODULE: string(),
  HELP_CONTENT: nullable(string()),
  MESSAGE_TEXT: nullable(string()),
};

export const menuEntry4 = object({ ...levelSchema(4), ...entryFlags });
export const menuEntry3 = object({ ...levelSchema(3), ...entryFlags, MODULE4: array(menuEntry4) });
export const menuEntry2 = object({ ...levelSchema(2), ...entryFlags, MODULE3: array(menuEntry3) });
export const menuEntry1 = object({ ...levelSchema(1), ...entryFlags, MODULE2: array(menuEntry2) });
export type MenuEntry1 = Infer<typeof menuEntry1>;
export const primaryMenuList = array(menuEntry1);
export type PrimaryMenuList = Infer<typeof primaryMenuList>;

export const getPrimaryMenu = defineCall(
  'ewaportfoliows/api/rest/primarymenu/getPrimaryMenu',
  object({ loginid: size(string(), 1, 64), njac_no: size(string(), 1, 20) }),
  envelope(object({ data: primaryMenuList })),
);

/** Where the static menu file is served (read first; the call above is the fallback). */
export const PRIMARY_MENU_XML_PATH = '/ewa/xml/primaryMenu.xml';

// ——— The same menu as one uniform tree, for code that walks it ———

export type AccessCode = 'A' | 'B' | 'S' | 'P' | 'D' | 'C' | 'E';
/** The desk a session was opened from: P PDESK, D DDSD, C CUSTOMERCARE, E PEDESK. */
export type DeskCode = 'P' | 'D' | 'C' | 'E';

export interface MenuNode {
  id: number;
  level: Level;
  menuName: string;
  /** Display name, falling back to the menu name. */
  name: string;
  url: string | null;
  active: boolean;
  accessedBy: string;
  accounts: string[];
  branches: string[];
  showLink: boolean;
  inPrimary: boolean;
  inMobileApp: boolean;
  entryModule: string;
  showMessage: boolean;
  messageActive: boolean;
  messageText: string | null;
  showHelp: boolean;
  helpActive: boolean;
  helpContent: string | null;
  children: MenuNode[];
}

// biome-ignore lint/suspicious/noExplicitAny: a wire entry of any level is read by its suffixed keys
type WireEntry = Record<string, any>;

const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');

export function menuTreeFromWire(list: PrimaryMenuList): MenuNode[] {
  const read = (entry: WireEntry, n: Level): MenuNode => {
    const menuName: string = entry[`MENU_NAME${n}`];
    const children: WireEntry[] = n < 4 ? (entry[`MODULE${n + 1}`] ?? []) : [];
    return {
      id: entry[`MENU_ID${n}`],
      level: n,
      menuName,
      name: entry[`DISPLAY_NAME${n}`] || menuName,
      url: entry[`URL${n}`] ?? null,
      active: entry[`ACTIVE${n}`] === 1,
      accessedBy: entry[`ACCESSED_BY${n}`],
      accounts: entry[`NJAC_NO${n}`] ?? [],
      branches: entry[`NJBRCODE${n}`] ?? [],
      showLink: entry.SHOW_LINK === 'Y',
      inPrimary: entry.IS_IN_PRIMARY === 'Y',
      inMobileApp: entry.SHOW_IN_MOBAPP === 'Y',
      entryModule: entry.ENTRY_MODULE,
      showMessage: entry[`M_SHOW${n}`] === 'Y',
      messageActive: entry[`MSG_ACTIVE${n}`] === 'Y',
      messageText: entry.MESSAGE_TEXT ?? null,
      showHelp: entry[`H_SHOW${n}`] === 'Y',
      helpActive: entry[`HELP_ACTIVE${n}`] === 'Y',
      helpContent: entry.HELP_CONTENT ?? null,
      children: children.map((child) => read(child, (n + 1) as Level)),
    };
  };
  return list.map((entry) => read(entry, 1));
}

/** Back to the wire shape; `displayName` is sent only when it differs from the menu name. */
export function menuTreeToWire(tree: MenuNode[]): PrimaryMenuList {
  const write = (node: MenuNode, n: Level): WireEntry => {
    const entry: WireEntry = {
      [`MENU_ID${n}`]: node.id,
      [`MENU_NAME${n}`]: node.menuName,
      [`DISPLAY_NAME${n}`]: node.name === node.menuName ? null : node.name,
      [`URL${n}`]: node.url,
      [`LEVEL${n}`]: n,
      [`ACTIVE${n}`]: node.active ? 1 : 0,
      [`ACCESSED_BY${n}`]: node.accessedBy,
      [`NJAC_NO${n}`]: node.accounts,
      [`NJBRCODE${n}`]: node.branches,
      [`M_SHOW${n}`]: yn(node.showMessage),
      [`MSG_ACTIVE${n}`]: yn(node.messageActive),
      [`H_SHOW${n}`]: yn(node.showHelp),
      [`HELP_ACTIVE${n}`]: yn(node.helpActive),
      SHOW_LINK: yn(node.showLink),
      IS_IN_PRIMARY: yn(node.inPrimary),
      SHOW_IN_MOBAPP: yn(node.inMobileApp),
      ENTRY_MODULE: node.entryModule,
      HELP_CONTENT: node.helpContent,
      MESSAGE_TEXT: node.messageText,
    };
    if (n < 4) entry[`MODULE${n + 1}`] = node.children.map((child) => write(child, (n + 1) as Level));
    return entry;
  };
  return tree.map((node) => write(node, 1)) as PrimaryMenuList;
}

// ——— Visibility (spec 001 §4, §6) ———

export interface MenuViewer {
  njAcNo: string;
  /** The viewer's branch code, for entries opened to branches (B). */
  brCode: string | null;
  /** Set when the session was opened from a desk; its code must then appear in the access code. */
  desk?: DeskCode | null;
}

/** The access letters of an entry, however they are written ('A', 'APD', 'A,P,D'). */
export function accessCodes(accessedBy: string): AccessCode[] {
  return [...new Set(accessedBy.toUpperCase().replace(/[^ABSPDCE]/g, ''))] as AccessCode[];
}

/** This entry's own rule; its ancestors are checked by `visibleMenuTree`. */
export function entryAllows(node: MenuNode, viewer: MenuViewer): boolean {
  if (!node.active) return false;
  const codes = accessCodes(node.accessedBy);
  if (viewer.desk && !codes.includes(viewer.desk)) return false;
  if (codes.includes('A')) return true;
  if (codes.includes('B') && viewer.brCode && node.branches.includes(viewer.brCode)) return true;
  if (codes.includes('S') && node.accounts.includes(viewer.njAcNo)) return true;
  return false;
}

/**
 * The entries a viewer may see: ACTIVE at every level down to the entry and allowed by its access code.
 * Account and branch lists are cut to the viewer's own number and branch, so a reply never names
 * other clients or branches.
 */
export function visibleMenuTree(tree: MenuNode[], viewer: MenuViewer): MenuNode[] {
  return tree
    .filter((node) => entryAllows(node, viewer))
    .map((node) => ({
      ...node,
      accounts: node.accounts.filter((ac) => ac === viewer.njAcNo),
      branches: node.branches.filter((br) => br === viewer.brCode),
      children: visibleMenuTree(node.children, viewer),
    }));
}

import { MISSING_HELP_TEXT, UNDER_CONSTRUCTION_TEXT } from './texts.ts';

export { MISSING_HELP_TEXT, UNDER_CONSTRUCTION_TEXT };

/** The message an entry shows instead of opening, or null when it opens normally. */
export function menuMessageText(node: MenuNode): string | null {
  if (!node.showMessage) return null;
  return node.messageActive && node.messageText?.trim() ? node.messageText : UNDER_CONSTRUCTION_TEXT;
}

/** The help an entry shows, or null when it shows none. */
export function menuHelpText(node: MenuNode): string | null {
  if (!node.showHelp) return null;
  return node.helpActive && node.helpContent?.trim() ? node.helpContent : MISSING_HELP_TEXT;
}
