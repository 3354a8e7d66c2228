import type { MenuNode } from '@ewa/api/menu';
import { menuEntry as entry, levelled } from '@ewa/api/menu-fixture';

// The builders are the contract's, shared with its own menu tests; the sample tree is the app's.
export { entry, levelled };

export const sampleMenu: MenuNode[] = levelled([
  entry(100, 'Dashboard', '/dashboard', { inPrimary: false }),
  entry(1000, 'Mutual Funds', '/transact/mutual-funds', {
    children: [
      entry(1100, 'Invest', null, {
        children: [
          entry(1110, 'Purchase', '/transact/mutual-funds/purchase', {
            children: [entry(1111, 'Lumpsum', '/transact/mutual-funds/allFunds/lumpsum')],
          }),
          entry(1120, 'Start a SIP', '/transact/mutual-funds/allFunds/sip'),
          entry(1130, 'Stop SIP', '/transact/mutual-funds/systematic/stop-sip', { showMessage: true }),
          entry(1140, 'Hidden child', '/transact/hidden', { active: false }),
        ],
      }),
      entry(1200, 'Branch Meet', '/transact/banner/banner?BI=41', {
        accessedBy: 'B',
        branches: ['BR-1', 'BR-2'],
      }),
      entry(1300, 'Family Desk', '/transact/family', { accessedBy: 'S', accounts: ['50000001'] }),
      entry(1400, 'Bulk Switch', '/transact/mutual-funds/portfolio/bulk-switch', { accessedBy: 'A,P' }),
    ],
  }),
  entry(2000, 'Old Area', '/old', {
    active: false,
    children: [entry(2100, 'Child of inactive', '/old/child')],
  }),
  entry(8000, 'Reports', '/report', {
    children: [entry(8100, 'Portfolio', '/portfolio', { showHelp: true })],
  }),
  entry(9900, 'Admin Panel', '/admin-panel', {
    inPrimary: false,
    children: [entry(9910, 'My Profile', '/profile'), entry(9940, 'My Wealth Partner', '/contact')],
  }),
]);
