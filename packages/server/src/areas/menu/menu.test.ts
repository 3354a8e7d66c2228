import {
  getPrimaryMenu,
  type MenuNode,
  menuHelpText,
  menuMessageText,
  menuTreeFromWire,
  PRIMARY_MENU_XML_PATH,
  primaryMenuFromXml,
} from '@ewa/api';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { seedRuns } from '../../db/schema/core.ts';
import { demoBranch } from '../../seed/demo-data.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { menuSeedName, seedMenu } from './domain.ts';
import { otherAccountNos, otherBranchCodes } from './menu-data.ts';
import { menuEntries } from './schema.ts';

const t = useTestApp({ investor: '50000001' });

const flat = (tree: MenuNode[]): MenuNode[] => tree.flatMap((n) => [n, ...flat(n.children)]);
const find = (tree: MenuNode[], name: string) => flat(tree).find((n) => n.menuName === name);

async function menuOf(njAcNo: string, accessToken: string) {
  const res = await t.call(getPrimaryMenu, { loginid: njAcNo, njac_no: njAcNo }, accessToken);
  expect(res.status).toBe(200);
  expect(is(res.json, getPrimaryMenu.reply)).toBe(true);
  return { tree: menuTreeFromWire(dataOf(res).data), raw: JSON.stringify(res.json) };
}

describe('getPrimaryMenu', () => {
  it('answers four levels of the product areas in the contract shape', async () => {
    const { tree } = await menuOf('50000001', t.token);
    const top = tree.map((n) => n.menuName);
    for (const area of [
      'Mutual Funds',
      'MARS',
      'Stocks',
      'Fixed Income',
      'Loans',
      'IPO',
      'NPS',
      'Reports',
      'Profile',
    ]) {
      expect(top).toContain(area);
    }
    expect(flat(tree).some((n) => n.level === 4)).toBe(true);
    expect(find(tree, 'Dashboard')?.url).toBe('/dashboard');
    expect(find(tree, 'Admin Panel')?.children.map((c) => c.url)).toContain('/admin-panel/authorize');
  });

  it('leaves out inactive entries and everything under them', async () => {
    const { tree } = await menuOf('50000001', t.token);
    expect(find(tree, 'Digital Gold')).toBeUndefined();
    expect(find(tree, 'Corporate FD')).toBeUndefined();
    expect(find(tree, 'SIP Shifting')).toBeUndefined();
    expect(flat(tree).every((n) => n.active)).toBe(true);
  });

  it('shows the account (S) and branch (B) entries to the investor they name, listing only the investor', async () => {
    const { tree, raw } = await menuOf('50000001', t.token);
    expect(find(tree, 'Family Desk')?.accounts).toEqual(['50000001']);
    expect(find(tree, 'Branch Offers')?.branches).toEqual(['NJB-SRT-001']);
    for (const other of [...otherAccountNos, ...otherBranchCodes]) expect(raw).not.toContain(other);
  });

  it('hides S entries from another investor, whose reply names no other account', async () => {
    const other = await t.sessionToken('50000002');
    const { tree, raw } = await menuOf('50000002', other);
    expect(find(tree, 'Family Desk')).toBeUndefined();
    expect(raw).not.toContain('50000001');
    expect(find(tree, 'Mutual Funds')).toBeDefined();
  });

  it('carries the message and help flags the app turns into its texts', async () => {
    const { tree } = await menuOf('50000001', t.token);
    const stopSip = find(tree, 'Stop SIP') as MenuNode;
    expect(menuMessageText(stopSip)).toBe('Under Construction ');
    expect(menuMessageText(find(tree, 'Top Up SIP') as MenuNode)).toBe('Under Construction ');
    expect(menuMessageText(find(tree, 'Stock SIP') as MenuNode)).toMatch(/paused/);
    expect(menuHelpText(find(tree, 'Switch') as MenuNode)).toBe('Kindly provide help content.');
    expect(menuHelpText(find(tree, 'Purchase') as MenuNode)).toMatch(/cut-off/);
  });

  it('refuses another account number (403) and a missing session (401)', async () => {
    const res = await t.call(getPrimaryMenu, { loginid: 'x', njac_no: '50000002' }, t.token);
    expect(res.status).toBe(403);
    expect(res.json.isSuccess).toBe(false);
    const anonymous = await t.call(getPrimaryMenu, { loginid: '50000001', njac_no: '50000001' });
    expect(anonymous.status).toBe(401);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const res = await t.post(getPrimaryMenu.path, { loginid: '50000001' }, t.token);
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('njac_no');
    const wrongType = await t.post(getPrimaryMenu.path, { loginid: 5, njac_no: '50000001' }, t.token);
    expect(wrongType.status).toBe(400);
  });
});

describe('static primaryMenu.xml', () => {
  it('serves the menu entries open to everyone, readable by the app', async () => {
    const res = await t.inject({ method: 'GET', url: PRIMARY_MENU_XML_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const tree = menuTreeFromWire(primaryMenuFromXml(res.body));
    expect(find(tree, 'Mutual Funds')).toBeDefined();
    expect(find(tree, 'Lumpsum')?.level).toBe(4);
    // Nothing narrower than "all users", nothing inactive, no account or branch.
    expect(find(tree, 'Family Desk')).toBeUndefined();
    expect(find(tree, 'Branch Offers')).toBeUndefined();
    expect(find(tree, 'Digital Gold')).toBeUndefined();
    expect(res.body).not.toMatch(/5000\d{4}|NJB-/);
  });
});

describe('the demo menu', () => {
  it('offers Settings once (the password is inside it) and names the authorization list for the investor', async () => {
    const { tree } = await menuOf('50000001', t.token);
    const group = flat(tree).find((n) => n.url === '/admin-panel');
    const names = group?.children.map((n) => n.name) ?? [];
    expect(names).toContain('Settings');
    expect(names).toContain('Authorize Transactions');
    expect(names).not.toContain('Setting');
    expect(names).not.toContain('Change Password');
  });

  it('takes the place of an older demo menu a database was seeded with', async () => {
    const db = t.database.db;
    await db.delete(seedRuns).where(eq(seedRuns.name, menuSeedName));
    await db.update(menuEntries).set({ displayName: 'An older name' }).where(eq(menuEntries.id, 9920));
    expect(await seedMenu(db, demoBranch.njBrCode)).toBe(true);
    const [entry] = await db.select().from(menuEntries).where(eq(menuEntries.id, 9920));
    expect(entry?.displayName).toBe('Settings');
    expect(await seedMenu(db, demoBranch.njBrCode)).toBe(false);
  });
});
