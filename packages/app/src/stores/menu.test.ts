import { getPrimaryMenu, type MenuNode, menuTreeToWire } from '@ewa/api/menu';
import { primaryMenuToXml } from '@ewa/api/menuXml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, levelled, sampleMenu } from '../menu/menu-fixture.ts';
import type { ApiPort } from './api.ts';
import { deskCodeOf, MENU_FALLBACK_DELAY_MS, MenuStore, type MenuViewerSource } from './menu.ts';

const investor: MenuViewerSource = {
  loginId: '50000001',
  njAcNo: '50000001',
  brCode: 'BR-1',
  openedFrom: '',
};

function storeWith(options: {
  staticMenu?: MenuNode[] | 'missing' | 'garbage';
  serverMenu?: MenuNode[];
  viewer?: MenuViewerSource;
  opens?: (address: string) => boolean;
}) {
  const calls: { path: string; body: unknown }[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: unknown) => {
      calls.push({ path: call.path, body });
      if (call.path !== getPrimaryMenu.path) throw new Error(`unexpected ${call.path}`);
      return { isSuccess: true, data: { data: menuTreeToWire(options.serverMenu ?? []) } };
    }) as ApiPort['call'],
  };
  const fetchStaticMenu = async () => {
    const file = options.staticMenu ?? 'missing';
    if (file === 'missing') throw new Error('404');
    if (file === 'garbage') return '<html>not a menu</html>';
    return primaryMenuToXml(menuTreeToWire(file));
  };
  const store = new MenuStore({
    api,
    fetchStaticMenu,
    viewer: () => options.viewer ?? investor,
    opens: options.opens,
  });
  return { store, calls };
}

const ids = (nodes: MenuNode[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);

describe('menu visibility (spec 001 §4)', () => {
  it('shows an entry only when ACTIVE=1 at every level up to its own', async () => {
    const { store } = storeWith({ staticMenu: sampleMenu });
    await store.load();
    const visible = ids(store.tree);
    expect(visible).toContain(1110);
    expect(visible).not.toContain(1140);
    expect(visible).not.toContain(2000);
    // The child is active itself, but its parent is not.
    expect(visible).not.toContain(2100);
  });

  it('A is everyone, B needs the branch in the list, S the account in the list', async () => {
    const { store } = storeWith({ staticMenu: sampleMenu });
    await store.load();
    expect(ids(store.tree)).toEqual(expect.arrayContaining([1200, 1300]));

    const stranger = storeWith({
      staticMenu: sampleMenu,
      viewer: { loginId: 'x', njAcNo: '50009999', brCode: 'BR-9', openedFrom: '' },
    }).store;
    await stranger.load();
    expect(ids(stranger.tree)).not.toContain(1200);
    expect(ids(stranger.tree)).not.toContain(1300);
    expect(ids(stranger.tree)).toContain(1110);
  });

  it('a desk-opened session sees only entries whose access code names that desk', async () => {
    const pdesk = storeWith({ staticMenu: sampleMenu, viewer: { ...investor, openedFrom: 'PDESK' } }).store;
    await pdesk.load();
    expect(ids(pdesk.tree)).toContain(1400);

    const care = storeWith({
      staticMenu: sampleMenu,
      viewer: { ...investor, openedFrom: 'CUSTOMERCARE' },
    }).store;
    await care.load();
    // 'A,P' allows every user, but not a customer-care desk.
    expect(ids(care.tree)).not.toContain(1400);
    expect(ids(care.tree)).toContain(1110);
  });

  it('maps the desks to their letters', () => {
    expect([
      deskCodeOf('PDESK'),
      deskCodeOf('DDSD'),
      deskCodeOf('CUSTOMERCARE'),
      deskCodeOf('PEDESK'),
    ]).toEqual(['P', 'D', 'C', 'E']);
    expect(deskCodeOf('')).toBeNull();
  });

  it('hides /dashboard and /admin-panel from the main bar; the user menu is the admin-panel group', async () => {
    const { store } = storeWith({ staticMenu: sampleMenu });
    await store.load();
    expect(store.mainBar.map((n) => n.url)).toEqual(['/transact/mutual-funds', '/report']);
    expect(store.userMenu.map((n) => n.name)).toEqual(['My Profile', 'My Wealth Partner']);
  });

  it('lists in the drawer only the user-menu entries the main menu does not already offer', async () => {
    const tree = levelled([
      entry(9000, 'Profile', '/profile'),
      entry(9900, 'Admin Panel', '/admin-panel', {
        inPrimary: false,
        children: [entry(9910, 'My Profile', '/profile'), entry(9920, 'Settings', '/setting')],
      }),
    ]);
    const { store } = storeWith({ staticMenu: tree });
    await store.load();
    expect(store.userMenu.map((n) => n.name)).toEqual(['My Profile', 'Settings']);
    expect(store.drawerUserMenu.map((n) => n.name)).toEqual(['Settings']);
  });

  it("defaults a message without an active text to 'Under Construction ' and missing help to 'Kindly provide help content.'", async () => {
    const { store } = storeWith({ staticMenu: sampleMenu });
    await store.load();
    expect(store.messageFor(store.find(1130)!)).toBe('Under Construction ');
    expect(store.messageFor(store.find(1110)!)).toBeNull();
    expect(store.helpFor(store.find(8100)!)).toBe('Kindly provide help content.');
    expect(store.findByLink('/portfolio', 'Portfolio')?.id).toBe(8100);
    expect(store.findByLink('/portfolio', 'Other name')).toBeUndefined();
    const withHelp = entry(1, 'x', '/x', { showHelp: true, helpActive: true, helpContent: 'Read me' });
    expect(store.helpFor(withHelp)).toBe('Read me');
    const withMessage = entry(2, 'y', '/y', { showMessage: true, messageActive: true, messageText: 'Soon' });
    expect(store.messageFor(withMessage)).toBe('Soon');
  });
});

describe('entries whose area is not open yet (no dead ends)', () => {
  const opens = (address: string) => !address.startsWith('/portfolio') && !address.startsWith('/report');

  it("shows 'Under Construction ' for an entry whose address opens no screen, and lets the others open", async () => {
    const { store } = storeWith({ staticMenu: sampleMenu, opens });
    await store.load();
    expect(store.messageFor(store.find(8100)!)).toBe('Under Construction ');
    expect(store.messageFor(store.find(1110)!)).toBeNull();
    // An entry's own active message still wins over the default.
    const flagged = entry(3, 'Reports', '/report', {
      showMessage: true,
      messageActive: true,
      messageText: 'Soon',
    });
    expect(store.messageFor(flagged)).toBe('Soon');
    // A group without an address never shows one.
    expect(store.messageFor(store.find(1100)!)).toBeNull();
  });

  it('holds back an entry or a bare address that does not open, keeps the notice until dismissed', async () => {
    const { store } = storeWith({ staticMenu: sampleMenu, opens });
    await store.load();
    expect(store.holdBack('Purchase', store.find(1110)!)).toBe(false);
    expect(store.notice).toBeNull();
    expect(store.holdBack('Reports', '/report?tab=2')).toBe(true);
    expect(store.notice).toEqual({ heading: 'Reports', text: 'Under Construction ' });
    store.dismissNotice();
    expect(store.notice).toBeNull();
    expect(store.holdBack('Portfolio', store.find(8100)!)).toBe(true);
    expect(store.notice?.heading).toBe('Portfolio');
  });

  it('opens every entry when nobody says which addresses open', async () => {
    const { store } = storeWith({ staticMenu: sampleMenu });
    await store.load();
    expect(store.messageFor(store.find(8100)!)).toBeNull();
  });
});

describe('static menu file first, server after 1 s on failure (spec 001 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the static file and never calls the server when it reads', async () => {
    const { store, calls } = storeWith({ staticMenu: sampleMenu, serverMenu: [] });
    await store.load();
    expect(store.source).toBe('static');
    expect(store.status).toBe('ready');
    expect(calls).toEqual([]);
  });

  for (const failure of ['missing', 'garbage'] as const) {
    it(`falls back to the server when the static file is ${failure}, applying it after 1 s`, async () => {
      const serverMenu = levelled([entry(7000, 'NPS', '/transact/nps')]);
      const { store, calls } = storeWith({ staticMenu: failure, serverMenu });
      const loading = store.load();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual([
        { path: getPrimaryMenu.path, body: { loginid: '50000001', njac_no: '50000001' } },
      ]);
      expect(store.tree).toEqual([]);
      await vi.advanceTimersByTimeAsync(MENU_FALLBACK_DELAY_MS - 1);
      expect(store.tree).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(store.source).toBe('server');
      expect(store.tree.map((n) => n.name)).toEqual(['NPS']);
    });
  }

  it('applies the visibility rules to the server menu too', async () => {
    const { store } = storeWith({ staticMenu: 'missing', serverMenu: sampleMenu });
    const loading = store.load();
    await vi.advanceTimersByTimeAsync(MENU_FALLBACK_DELAY_MS);
    await loading;
    expect(ids(store.tree)).not.toContain(2000);
    expect(ids(store.tree)).toContain(1110);
  });

  it('does not apply a late server menu after the header left', async () => {
    const { store } = storeWith({ staticMenu: 'missing', serverMenu: sampleMenu });
    const loading = store.load();
    await vi.advanceTimersByTimeAsync(0);
    store.dispose();
    await vi.advanceTimersByTimeAsync(MENU_FALLBACK_DELAY_MS);
    expect(store.tree).toEqual([]);
    void loading;
  });
});
