import { type MenuNode, type SearchResult, visibleMenuTree } from '@ewa/api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadMenuTree, menuHelpFiles, menuViewerFor } from '../menu/public.ts';

/** Where help attachments are downloaded from (served by this area). */
export const HELP_FILES_PREFIX = '/ewa/documents/help/';

export interface SearchQuery {
  needSearchBoxData: 'Y' | 'N';
  keyword?: string | undefined;
}

/**
 * Search over the menu entries the account may see and their help (spec 001 §2 "Search results"):
 * with a keyword, every word must occur in the name, help, address, menu path or an attachment name;
 * without one, `needSearchBoxData` Y answers everything searchable so the box can filter as the user types.
 */
export async function searchMenu(db: Db, njAcNo: string, query: SearchQuery): Promise<SearchResult[]> {
  const words = (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 && query.needSearchBoxData === 'N') return [];
  const [tree, viewer, files] = await Promise.all([
    loadMenuTree(db),
    menuViewerFor(db, njAcNo),
    db.select().from(menuHelpFiles).orderBy(asc(menuHelpFiles.menuId), asc(menuHelpFiles.position)),
  ]);
  const filesOf = new Map<number, (typeof files)[number][]>();
  for (const file of files) filesOf.set(file.menuId, [...(filesOf.get(file.menuId) ?? []), file]);

  const results: SearchResult[] = [];
  const walk = (nodes: MenuNode[], trail: string[]) => {
    for (const node of nodes) {
      const path = [...trail, node.name];
      if (node.url || (node.helpActive && node.helpContent)) {
        const attached = filesOf.get(node.id) ?? [];
        const file = (i: number) => attached[i]?.fileName ?? null;
        const filePath = (i: number) => (attached[i] ? `${HELP_FILES_PREFIX}${attached[i].fileName}` : null);
        results.push({
          displayName: node.name,
          helpContent: node.showHelp && node.helpActive ? node.helpContent : null,
          url: node.url,
          moduleName: path.join('>'),
          file1: file(0),
          file2: file(1),
          file3: file(2),
          path1: filePath(0),
          path2: filePath(1),
          path3: filePath(2),
        });
      }
      walk(node.children, path);
    }
  };
  walk(visibleMenuTree(tree, viewer), ['Main Menu']);

  if (words.length === 0) return results;
  return results.filter((result) => {
    const haystack = [
      result.displayName,
      result.helpContent,
      result.url,
      result.moduleName,
      result.file1,
      result.file2,
      result.file3,
    ]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** A help attachment by file name, only if some entry lists it. */
export async function findHelpFile(
  db: Db,
  fileName: string,
): Promise<{ fileName: string; title: string; menuId: number } | undefined> {
  // Only plain file names reach the database (a NUL byte, for one, is not valid PostgreSQL text).
  if (!/^[A-Za-z0-9][\w.-]{0,119}$/.test(fileName)) return undefined;
  const [file] = await db.select().from(menuHelpFiles).where(eq(menuHelpFiles.fileName, fileName));
  return file;
}
