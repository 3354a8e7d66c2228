import type { MenuNode } from './menu.ts';

/**
 * Menu trees for tests of every package that reads one (the contract's wire shape, the app's menu,
 * breadcrumbs and header): every field of an entry defaulted, the ones a test cares about given.
 */
export function menuEntry(
  id: number,
  name: string,
  url: string | null,
  more: Partial<MenuNode> = {},
): MenuNode {
  return {
    id,
    level: 1,
    menuName: name,
    name,
    url,
    active: true,
    accessedBy: 'A,P,D,C,E',
    accounts: [],
    branches: [],
    showLink: true,
    inPrimary: true,
    inMobileApp: true,
    entryModule: 'MF',
    showMessage: false,
    messageActive: false,
    messageText: null,
    showHelp: false,
    helpActive: false,
    helpContent: null,
    children: [],
    ...more,
  };
}

const deeper: Record<MenuNode['level'], MenuNode['level'] | null> = { 1: 2, 2: 3, 3: 4, 4: null };

/** Fixes each child's level from its parent's, so a tree can be written without counting (four levels at most). */
export function levelled(nodes: MenuNode[], level: MenuNode['level'] = 1): MenuNode[] {
  const next = deeper[level];
  return nodes.map((node) => ({ ...node, level, children: next ? levelled(node.children, next) : [] }));
}
