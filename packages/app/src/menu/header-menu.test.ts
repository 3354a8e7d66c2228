import { describe, expect, it } from 'vitest';
import { appHref, headerEntryId, routerPath, toHeaderMenu } from './header-menu.ts';
import { entry, levelled } from './menu-fixture.ts';

describe('the menu as ewa-header renders it', () => {
  const tree = levelled([
    entry(1000, 'Mutual Funds', '/transact/mutual-funds', {
      children: [
        entry(1100, 'Invest', null, {
          children: [entry(1110, 'Purchase', '/transact/mutual-funds/purchase', { menuName: 'MF Purchase' })],
        }),
      ],
    }),
  ]);

  it('puts names, base-path addresses and ancestor ids in the level fields', () => {
    const [top] = toHeaderMenu(tree);
    expect(top).toMatchObject({
      MENU_ID1: 1000,
      DISPLAY_NAME1: 'Mutual Funds',
      URL1: '/ewa/transact/mutual-funds',
    });
    const invest = top?.MODULE2?.[0];
    expect(invest).toMatchObject({ MENU_ID1: 1000, MENU_ID2: 1100, DISPLAY_NAME2: 'Invest', LEVEL: 2 });
    expect(invest?.URL2).toBeUndefined();
    const purchase = invest?.MODULE3?.[0];
    expect(purchase).toMatchObject({ MENU_ID3: 1110, DISPLAY_NAME3: 'Purchase', MENU_NAME: 'MF Purchase' });
    expect(headerEntryId(purchase!)).toBe(1110);
  });

  it('adds the base path once and maps header links back to router paths', () => {
    expect(appHref('/report')).toBe('/ewa/report');
    expect(appHref('/ewa/report')).toBe('/ewa/report');
    expect(appHref('/')).toBe('/ewa/');
    expect(appHref('https://example.in/x')).toBe('https://example.in/x');
    expect(routerPath('/ewa/transact/banner/banner?BI=41')).toBe('/transact/banner/banner?BI=41');
    expect(routerPath('/ewa/')).toBe('/');
    expect(routerPath('/ewa')).toBe('/');
    expect(routerPath('https://example.in/x')).toBeNull();
  });
});
