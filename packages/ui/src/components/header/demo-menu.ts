import type { MenuEntry, MenuLevel } from './menu.ts';

/** A demo menu for stories and tests: the portal's main areas, up to four levels, one inactive entry. */
type Spec = [id: number, name: string, url?: string, children?: Spec[], active?: number];

function build(specs: Spec[], level: MenuLevel, parentIds: Partial<MenuEntry>): MenuEntry[] {
  return specs.map(([id, name, url, children, active = 1]) => {
    const ids = { ...parentIds, [`MENU_ID${level}`]: id } as Partial<MenuEntry>;
    const entry = {
      ...ids,
      MENU_NAME: name,
      [`DISPLAY_NAME${level}`]: name,
      ...(url ? { [`URL${level}`]: url } : {}),
      LEVEL: level,
      ACTIVE: active,
      ACCESSED_BY: 'A',
    } as MenuEntry;
    if (children && level < 4) {
      const key = `MODULE${level + 1}` as 'MODULE2' | 'MODULE3' | 'MODULE4';
      entry[key] = build(children, (level + 1) as MenuLevel, ids);
    }
    return entry;
  });
}

export const demoMenu: MenuEntry[] = build(
  [
    [
      1,
      'Mutual Funds',
      undefined,
      [
        [
          11,
          'Transact',
          undefined,
          [
            [111, 'Purchase', '/transact/mutual-funds'],
            [112, 'Insta Cash', '/transact/insta-cash'],
            [
              113,
              'New Fund Offers',
              '/transact/nfo',
              [
                [1131, 'NFO Purchase', '/transact/nfo'],
                [1132, 'NFO Switch', '/transact/nfo/search'],
              ],
            ],
            [114, 'Authorize Transactions', '/transact/authorize/PIP'],
          ],
        ],
        [12, 'Portfolio', '/portfolio'],
        [13, 'SIP Calculator', '/tools/sip-calculator', undefined, 0],
      ],
    ],
    [
      2,
      'MARS',
      undefined,
      [
        [21, 'Ready Portfolios', '/mars/portfolios'],
        [22, 'Pending Authorisations', '/mars/authorize'],
      ],
    ],
    [
      3,
      'Stocks',
      undefined,
      [
        [31, 'Stock SIP', '/stocks/sip'],
        [32, 'Holdings', '/stocks/holdings'],
      ],
    ],
    [
      4,
      'Fixed Income',
      undefined,
      [
        [41, 'Corporate Deposits', '/fixed-income/deposits'],
        [42, 'Bonds', '/fixed-income/bonds'],
      ],
    ],
    [
      5,
      'Loans',
      undefined,
      [
        [51, 'Loan Against Mutual Funds', '/transact/loan/'],
        [52, 'My Loans', '/transact/loan/njfspl/loans'],
      ],
    ],
    [6, 'IPO', '/ipo'],
    [7, 'NPS', '/nps'],
    [
      8,
      'Reports',
      undefined,
      [
        [
          81,
          'Mutual Fund Reports',
          undefined,
          [
            [811, 'Capital Gain', '/report/capital-gain'],
            [812, 'Transaction Statement', '/report/transactions'],
          ],
        ],
        [82, 'DP / CM Reports', '/report/dp-cm-reports'],
      ],
    ],
    [
      9,
      'Profile',
      undefined,
      [
        [91, 'My Profile', '/profile'],
        [92, 'Bank Mandates', '/profile?keyFor=banks-Mandate'],
        [93, 'E-Voting', '/evoting'],
      ],
    ],
    [10, 'Beta Area', '/beta', undefined, 0],
  ],
  1,
  {},
);
