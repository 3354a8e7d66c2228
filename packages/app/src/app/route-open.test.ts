import { describe, expect, it } from 'vitest';
import { opensScreenOf } from './route-rules.ts';

describe('which addresses open a real screen', () => {
  const routes = [
    { path: '/', screen: true },
    { path: '/report', screen: false },
    { path: '/transact/mutual-funds/allFunds/:mode', screen: true },
    { path: '/transact/:a/:b?/:c?', screen: false },
  ];

  it('ranks routes as the router does: a specific row with a screen wins over the catch-all without one', () => {
    expect(opensScreenOf('/transact/mutual-funds/allFunds/sip', routes)).toBe(true);
    expect(opensScreenOf('/transact/ipo', routes)).toBe(false);
  });

  it('a row without a screen, and a path no row matches, do not open; query and fragment are ignored', () => {
    expect(opensScreenOf('/report?as=on#top', routes)).toBe(false);
    expect(opensScreenOf('/nowhere/at/all', routes)).toBe(false);
    expect(opensScreenOf('/?from=menu', routes)).toBe(true);
  });

  it('addresses outside the app are left to the browser', () => {
    expect(opensScreenOf('https://example.com/loan', routes)).toBe(true);
    expect(opensScreenOf('//cdn.example.com/x', routes)).toBe(true);
  });
});
