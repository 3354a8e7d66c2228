import {
  accessCodes,
  type MenuNode,
  type MenuViewer,
  menuTreeToWire,
  type PrimaryMenuList,
  primaryMenuToXml,
  visibleMenuTree,
} from '@ewa/api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, branches, seedRuns } from '../../db/schema/core.ts';
import { demoMenu, type MenuSeed } from './menu-data.ts';
import { menuEntries, menuHelpFiles } from './schema.ts';

type MenuRow = typeof menuEntries.$inferSelect;

/** Every menu entry as a tree, in menu order (inactive and restricted ones included). */
export async function loadMenuTree(db: Db): Promise<MenuNode[]> {
  const rows = await db
    .select()
    .from(menuEntries)
    .orderBy(asc(menuEntries.level), asc(menuEntries.sortOrder));
  return buildTree(rows);
}

export function buildTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  const roots: MenuNode[] = [];
  const sorted = [...rows].sort((a, b) => a.level - b.level || a.sortOrder - b.sortOrder || a.id - b.id);
  for (const row of sorted) {
    const node: MenuNode = {
      id: row.id,
      level: row.level as MenuNode['level'],
      menuName: row.menuName,
      name: row.displayName || row.menuName,
      url: row.url,
      active: row.active,
      accessedBy: row.accessedBy,
      accounts: row.accounts,
      branches: row.branches,
      showLink: row.showLink,
      inPrimary: row.inPrimary,
      inMobileApp: row.inMobileApp,
      entryModule: row.entryModule,
      showMessage: row.showMessage,
      messageActive: row.messageActive,
      messageText: row.messageText,
      showHelp: row.showHelp,
      helpActive: row.helpActive,
      helpContent: row.helpContent,
      children: [],
    };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (row.parentId === null) roots.push(node);
    // An entry whose parent is missing or deeper than four levels is an orphan: never shown.
    else if (parent && parent.level === row.level - 1) parent.children.push(node);
  }
  return roots;
}

/** The viewer of the menu: the account and its branch (NJ branch code, as the B lists hold it). */
export async function menuViewerFor(db: Db, njAcNo: string): Promise<MenuViewer> {
  const [row] = await db
    .select({ njBrCode: branches.njBrCode })
    .from(accounts)
    .innerJoin(branches, eq(branches.brCode, accounts.brCode))
    .where(eq(accounts.njAcNo, njAcNo));
  return { njAcNo, brCode: row?.njBrCode ?? null, desk: null };
}

/** The menu a signed-in account sees (spec 001 §4), with account and branch lists cut to its own. */
export async function primaryMenuFor(db: Db, njAcNo: string): Promise<PrimaryMenuList> {
  const [tree, viewer] = await Promise.all([loadMenuTree(db), menuViewerFor(db, njAcNo)]);
  return menuTreeToWire(visibleMenuTree(tree, viewer));
}

/**
 * Entries safe to publish to anyone: active, open to all (A) at every level, no account or
 * branch list. The static file is read before login too, so nothing narrower may appear in it.
 */
export function publicMenuTree(tree: MenuNode[]): MenuNode[] {
  return tree
    .filter((node) => node.active && accessCodes(node.accessedBy).includes('A'))
    .map((node) => ({ ...node, accounts: [], branches: [], children: publicMenuTree(node.children) }));
}

/** The static `xml/primaryMenu.xml`, generated from the same table. */
export async function primaryMenuXml(db: Db): Promise<string> {
  return primaryMenuToXml(menuTreeToWire(publicMenuTree(await loadMenuTree(db))));
}

/** The demo menu's version: a database seeded with an older one gets this one in its place. */
export const menuSeedName = 'demo-menu-v2';

function flatten(
  seeds: MenuSeed[],
  parentId: number | null,
  level: number,
): { entry: typeof menuEntries.$inferInsert; files: MenuSeed['files'] }[] {
  if (level > 4 && seeds.length > 0) throw new Error('the menu has four levels at most');
  return seeds.flatMap((seed, index) => [
    {
      entry: {
        id: seed.id,
        parentId,
        level,
        sortOrder: index + 1,
        menuName: seed.name,
        displayName: seed.display ?? null,
        url: seed.url ?? null,
        active: seed.active ?? true,
        accessedBy: seed.access ?? 'A,P,D,C,E',
        accounts: seed.accounts ?? [],
        branches: seed.branches ?? [],
        showLink: seed.showLink ?? true,
        inPrimary: seed.inPrimary ?? true,
        inMobileApp: seed.inMobileApp ?? true,
        entryModule: seed.module,
        showMessage: seed.showMessage ?? false,
        messageActive: seed.messageActive ?? seed.message !== undefined,
        messageText: seed.message ?? null,
        showHelp: seed.showHelp ?? seed.help !== undefined,
        helpActive: seed.helpActive ?? seed.help !== undefined,
        helpContent: seed.help ?? null,
      },
      files: seed.files,
    },
    ...flatten(seed.children ?? [], seed.id, level + 1),
  ]);
}

/** Loads the demo menu once; `branchCode` is the demo branch's NJ code (for its B entry). */
export async function seedMenu(db: Db, branchCode: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: menuSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await tx.delete(menuHelpFiles);
    await tx.delete(menuEntries);
    const flat = flatten(demoMenu(branchCode), null, 1);
    await tx.insert(menuEntries).values(flat.map((f) => f.entry));
    const files = flat.flatMap((f) =>
      (f.files ?? []).map((file, i) => ({ menuId: f.entry.id, position: i + 1, ...file })),
    );
    if (files.length > 0) await tx.insert(menuHelpFiles).values(files);
    return true;
  });
}
