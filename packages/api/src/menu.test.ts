import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  getPrimaryMenu,
  type MenuNode,
  MISSING_HELP_TEXT,
  menuHelpText,
  menuMessageText,
  menuTreeFromWire,
  menuTreeToWire,
  primaryMenuList,
  UNDER_CONSTRUCTION_TEXT,
  visibleMenuTree,
} from './menu.ts';
import { levelled, menuEntry } from './menu-fixture.ts';
import { primaryMenuFromXml, primaryMenuToXml } from './menuXml.ts';

const tree = levelled([
  menuEntry(1, 'Mutual Funds', '/transact/mutual-funds', {
    accessedBy: 'A',
    children: [
      menuEntry(2, 'Purchase', '/transact/purchase', {
        accessedBy: 'A,P',
        children: [
          menuEntry(3, 'Lumpsum', '/transact/lumpsum', {
            children: [menuEntry(4, 'Via UPI & more', '/transact/via-upi-more', { name: 'UPI' })],
          }),
        ],
      }),
      menuEntry(5, 'Insta Cash', '/transact/insta-cash', {
        active: false,
        children: [menuEntry(6, 'Redeem now', '/transact/redeem-now')],
      }),
      menuEntry(7, 'Family Desk', '/transact/family-desk', {
        accessedBy: 'S',
        accounts: ['50000001', '50000077'],
      }),
      menuEntry(8, 'Branch Offers', '/transact/branch-offers', {
        accessedBy: 'B',
        branches: ['BR001', 'BR099'],
      }),
    ],
  }),
  menuEntry(9, 'NPS', '/transact/nps', {
    accessedBy: 'A',
    active: false,
    children: [menuEntry(10, 'Open NPS', '/transact/open-nps')],
  }),
]);
/** A lone entry for the text rules. */
const loneEntry = (more: Partial<MenuNode> = {}) => menuEntry(99, 'x', '/transact/x', more);
const viewer = { njAcNo: '50000001', brCode: 'BR001' };

describe('menu wire shape', () => {
  it('round-trips the tree through the per-level wire shape and matches the reply struct', () => {
    const wire = menuTreeToWire(tree);
    expect(is(wire, primaryMenuList)).toBe(true);
    expect(wire[0]?.MODULE2[0]?.MODULE3[0]?.MODULE4[0]?.MENU_NAME4).toBe('Via UPI & more');
    expect(wire[0]?.MODULE2[0]?.MODULE3[0]?.MODULE4[0]?.DISPLAY_NAME4).toBe('UPI');
    expect(wire[0]?.DISPLAY_NAME1).toBeNull();
    expect(menuTreeFromWire(wire)).toEqual(tree);
    expect(is({ isSuccess: true, data: { data: wire } }, getPrimaryMenu.reply)).toBe(true);
  });

  it('display name falls back to the menu name', () => {
    const wire = menuTreeToWire(tree);
    expect(menuTreeFromWire(wire)[0]?.name).toBe('Mutual Funds');
  });

  it('round-trips through the static XML file, special characters included', () => {
    const wire = menuTreeToWire(tree);
    const xml = primaryMenuToXml(wire);
    expect(xml).toContain('<MODULE1>');
    expect(primaryMenuFromXml(xml)).toEqual(wire);
  });

  it('refuses a broken XML file so the app falls back to the call', () => {
    expect(() => primaryMenuFromXml('<primaryMenu><MODULE1><MENU_ID1>1</MODULE1>')).toThrow();
    expect(() => primaryMenuFromXml('<html>oops</html>')).toThrow();
    expect(() =>
      primaryMenuFromXml('<primaryMenu><MODULE1><MENU_ID1>x</MENU_ID1></MODULE1></primaryMenu>'),
    ).toThrow();
  });
});

describe('menu visibility', () => {
  const names = (t: MenuNode[]): string[] => t.flatMap((n) => [n.name, ...names(n.children)]);

  it('hides an entry unless ACTIVE at every level down to it', () => {
    const visible = names(visibleMenuTree(tree, viewer));
    expect(visible).toContain('UPI');
    expect(visible).not.toContain('Insta Cash');
    expect(visible).not.toContain('Redeem now'); // active itself, but its parent is not
    expect(visible).not.toContain('Open NPS');
  });

  it('S entries only for listed accounts, B entries only for listed branches', () => {
    expect(names(visibleMenuTree(tree, viewer))).toEqual(
      expect.arrayContaining(['Family Desk', 'Branch Offers']),
    );
    const stranger = names(visibleMenuTree(tree, { njAcNo: '50000002', brCode: 'BR002' }));
    expect(stranger).not.toContain('Family Desk');
    expect(stranger).not.toContain('Branch Offers');
    expect(names(visibleMenuTree(tree, { njAcNo: '50000002', brCode: null }))).not.toContain('Branch Offers');
  });

  it('never names other accounts or branches to a viewer', () => {
    const visible = visibleMenuTree(tree, viewer)[0]?.children ?? [];
    expect(visible.find((n) => n.name === 'Family Desk')?.accounts).toEqual(['50000001']);
    expect(visible.find((n) => n.name === 'Branch Offers')?.branches).toEqual(['BR001']);
  });

  it('a desk session sees only entries whose access code names its desk', () => {
    const desk = names(visibleMenuTree(tree, { ...viewer, desk: 'P' }));
    expect(desk).toEqual([]); // the top entries are A only, so nothing under them shows either
    const deskTree = levelled([
      menuEntry(11, 'Desk Menu', '/transact/desk-menu', {
        accessedBy: 'APD',
        children: [menuEntry(12, 'Purchase', '/transact/purchase', { accessedBy: 'A,P' })],
      }),
    ]);
    expect(names(visibleMenuTree(deskTree, { ...viewer, desk: 'P' }))).toEqual(['Desk Menu', 'Purchase']);
    expect(names(visibleMenuTree(deskTree, { ...viewer, desk: 'C' }))).toEqual([]);
  });
});

describe('menu texts', () => {
  it("defaults the message to 'Under Construction ' when flagged without an active message", () => {
    expect(menuMessageText(loneEntry({ showMessage: true }))).toBe(UNDER_CONSTRUCTION_TEXT);
    expect(UNDER_CONSTRUCTION_TEXT).toBe('Under Construction ');
    expect(menuMessageText(loneEntry({ showMessage: true, messageActive: false, messageText: 'Soon' }))).toBe(
      'Under Construction ',
    );
    expect(menuMessageText(loneEntry({ showMessage: true, messageActive: true, messageText: 'Soon' }))).toBe(
      'Soon',
    );
    expect(menuMessageText(loneEntry())).toBeNull();
  });

  it("defaults help to 'Kindly provide help content.'", () => {
    expect(menuHelpText(loneEntry({ showHelp: true }))).toBe(MISSING_HELP_TEXT);
    expect(MISSING_HELP_TEXT).toBe('Kindly provide help content.');
    expect(menuHelpText(loneEntry({ showHelp: true, helpActive: true, helpContent: 'How to buy' }))).toBe(
      'How to buy',
    );
    expect(menuHelpText(loneEntry({ helpContent: 'unused' }))).toBeNull();
  });
});
