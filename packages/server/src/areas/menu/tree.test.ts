import { describe, expect, it } from 'vitest';
import { buildTree, publicMenuTree } from './domain.ts';
import type { menuEntries } from './schema.ts';

type Row = typeof menuEntries.$inferSelect;
const row = (id: number, parentId: number | null, level: number, extra: Partial<Row> = {}): Row => ({
  id,
  parentId,
  level,
  sortOrder: id,
  menuName: `Entry ${id}`,
  displayName: null,
  url: `/e/${id}`,
  active: true,
  accessedBy: 'A',
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
  ...extra,
});

describe('menu tree from rows', () => {
  it('nests by parent in sort order, whatever order the rows come in', () => {
    const tree = buildTree([row(3, 1, 2, { sortOrder: 2 }), row(2, 1, 2, { sortOrder: 1 }), row(1, null, 1)]);
    expect(tree.map((n) => n.id)).toEqual([1]);
    expect(tree[0]?.children.map((n) => n.id)).toEqual([2, 3]);
  });

  it('drops orphans and entries whose level does not follow their parent', () => {
    const tree = buildTree([row(1, null, 1), row(2, 99, 2), row(3, 1, 3)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children).toEqual([]);
  });

  it('publishes only active entries open to all, with no account or branch', () => {
    const tree = buildTree([
      row(1, null, 1, { accessedBy: 'A,P' }),
      row(2, 1, 2, { accessedBy: 'S', accounts: ['50000001'] }),
      row(3, 1, 2, { accessedBy: 'A,B', branches: ['NJB-SRT-001'] }),
      row(4, 1, 2, { active: false }),
      row(5, null, 1, { accessedBy: 'B', branches: ['NJB-SRT-001'] }),
    ]);
    const published = publicMenuTree(tree);
    expect(published.map((n) => n.id)).toEqual([1]);
    expect(published[0]?.children.map((n) => n.id)).toEqual([3]);
    expect(published[0]?.children[0]?.branches).toEqual([]);
  });
});
