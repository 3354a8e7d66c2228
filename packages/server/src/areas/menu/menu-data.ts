/**
 * The demo primary menu: the product areas of spec 000 §1 in four levels, with the cases the
 * visibility rules and texts must handle — branch (B) and account (S) entries, desk codes, inactive
 * entries, help with and without content and attachments, messages with and without text.
 */

export interface MenuSeed {
  id: number;
  name: string;
  /** Shown instead of the name when set. */
  display?: string;
  url?: string | null;
  /** Access letters; default all users and every desk. */
  access?: string;
  active?: boolean;
  module: string;
  accounts?: string[];
  branches?: string[];
  inPrimary?: boolean;
  inMobileApp?: boolean;
  showLink?: boolean;
  /** Help: `help` text shown when `helpActive` (default true when text is given). */
  help?: string;
  showHelp?: boolean;
  helpActive?: boolean;
  /** Attachments of the help: file name and title. */
  files?: { fileName: string; title: string }[];
  /** Message shown instead of opening the entry. */
  message?: string;
  showMessage?: boolean;
  messageActive?: boolean;
  children?: MenuSeed[];
}

const ALL = 'A,P,D,C,E';
/** Accounts and branches the demo S / B entries list: the demo investor's and others'. */
export const demoAccountNo = '50000001';
export const otherAccountNos = ['50000777', '50001234'];
export const otherBranchCodes = ['NJB-AHD-014', 'NJB-PUN-007'];

export function demoMenu(demoBranchCode: string): MenuSeed[] {
  return [
    { id: 100, name: 'Dashboard', url: '/dashboard', module: 'HOME', access: ALL, inPrimary: false },
    {
      id: 1000,
      name: 'Mutual Funds',
      url: '/transact/mutual-funds',
      module: 'MF',
      access: ALL,
      help: 'Invest in mutual fund schemes of all leading AMCs: lumpsum purchase, SIP, redemption, switch, STP and SWP, new fund offers and Insta Cash, all from one place.',
      children: [
        {
          id: 1100,
          name: 'Invest',
          url: null,
          module: 'MF',
          children: [
            {
              id: 1110,
              name: 'Purchase',
              url: '/transact/mutual-funds/purchase',
              module: 'MF',
              help: 'Buy units of a mutual fund scheme in one go. Choose a scheme, enter the amount, add it to the cart and pay by UPI, net banking, NEFT/RTGS or a registered mandate. Units are allotted at the NAV of the day the money reaches the fund house before the cut-off time.',
              files: [
                { fileName: 'Purchase-Guide.pdf', title: 'How to purchase a mutual fund' },
                { fileName: 'Cut-off-Timings.pdf', title: 'NAV applicability and cut-off timings' },
              ],
              children: [
                { id: 1111, name: 'Lumpsum', url: '/transact/mutual-funds/allFunds/lumpsum', module: 'MF' },
                {
                  id: 1112,
                  name: 'Purchase by UPI',
                  display: 'Pay by UPI',
                  url: '/transact/mutual-funds/allFunds/upi',
                  module: 'MF',
                  help: 'Approve the collect request in your UPI app within 5 minutes. The UPI ID must belong to a bank account registered with your investment account.',
                },
              ],
            },
            {
              id: 1120,
              name: 'SIP',
              display: 'Start a SIP',
              url: '/transact/mutual-funds/allFunds/sip',
              module: 'MF',
              help: 'A Systematic Investment Plan invests a fixed amount every month, fortnight or week through your registered mandate. You choose the instalment date, the number of instalments and an optional step-up.',
              files: [{ fileName: 'SIP-Mandate-Guide.pdf', title: 'Registering a mandate for SIP' }],
            },
            {
              id: 1130,
              name: 'NFO',
              url: '/transact/nfo',
              module: 'MF',
              help: 'New Fund Offers open for subscription for a limited period.',
              children: [
                { id: 1131, name: 'NFO Purchase', url: '/transact/nfo/purchase', module: 'MF' },
                { id: 1132, name: 'NFO SIP', url: '/transact/nfo/sip', module: 'MF' },
                { id: 1133, name: 'NFO Switch', url: '/transact/nfo/switch', module: 'MF' },
              ],
            },
            {
              id: 1140,
              name: 'Insta Cash',
              url: '/transact/insta-cash',
              module: 'MF',
              help: 'Redeem from liquid schemes and receive the money in your bank account within 30 minutes, up to Rs 50,000 or 90% of the redeemable value a day, whichever is lower. Available round the clock on all days except scheduled bank maintenance windows.',
              files: [{ fileName: 'Insta-Cash-FAQ.pdf', title: 'Insta Cash: frequently asked questions' }],
            },
          ],
        },
        {
          id: 1200,
          name: 'Transact',
          url: null,
          module: 'MF',
          children: [
            {
              id: 1210,
              name: 'Redeem',
              url: '/transact/mutual-funds/portfolio/redeem',
              module: 'MF',
              help: 'Sell units by amount, by units or all units. Redemption proceeds are credited to your registered bank account, usually within 3 working days for equity schemes.',
            },
            {
              id: 1220,
              name: 'Switch',
              url: '/transact/mutual-funds/portfolio/switch',
              module: 'MF',
              showHelp: true,
            },
            {
              id: 1230,
              name: 'Systematic Plans',
              display: 'SIP / STP / SWP',
              url: '/transact/mutual-funds/systematic',
              module: 'MF',
              children: [
                { id: 1231, name: 'STP', url: '/transact/mutual-funds/systematic/stp', module: 'MF' },
                { id: 1232, name: 'SWP', url: '/transact/mutual-funds/systematic/swp', module: 'MF' },
                {
                  id: 1233,
                  name: 'Stop SIP',
                  url: '/transact/mutual-funds/systematic/stop-sip',
                  module: 'MF',
                  showMessage: true,
                },
                {
                  id: 1234,
                  name: 'Top Up SIP',
                  url: '/transact/mutual-funds/systematic/top-up',
                  module: 'MF',
                  showMessage: true,
                  message: 'Top Up SIP will be available shortly.',
                  messageActive: false,
                },
                {
                  id: 1235,
                  name: 'SIP Shifting',
                  url: '/transact/mutual-funds/systematic/bank-shift',
                  module: 'MF',
                  active: false,
                },
              ],
            },
            {
              id: 1240,
              name: 'Bulk Switch',
              url: '/transact/mutual-funds/portfolio/bulk-switch',
              module: 'MF',
              access: 'A,P',
            },
          ],
        },
        {
          id: 1300,
          name: 'Authorize',
          display: 'Authorize Transactions',
          url: '/transact/authorize/all',
          module: 'MF',
          help: 'Transactions placed for you by your wealth partner wait here for your authorization. Authorize to send them to the fund house, or reject them.',
        },
        {
          id: 1400,
          name: 'Branch Offers',
          display: 'Branch Investor Meet',
          url: '/transact/banner/banner?BI=41&t=B&rf=al',
          module: 'MF',
          access: 'B',
          branches: [demoBranchCode, ...otherBranchCodes],
          help: 'Register for the investor awareness meet organised by your branch this month.',
        },
        {
          id: 1500,
          name: 'Family Desk',
          display: 'Family Portfolio Review',
          url: '/transact/mutual-funds/family-review',
          module: 'MF',
          access: 'S',
          accounts: [demoAccountNo, ...otherAccountNos],
        },
      ],
    },
    {
      id: 2000,
      name: 'MARS',
      display: 'Ready Portfolios (MARS)',
      url: '/marsBanner',
      module: 'MARS',
      access: ALL,
      help: 'MARS ready portfolios are model baskets of mutual fund schemes built for a goal and a risk profile. Invest in a whole portfolio with one payment; switch is not available.',
      children: [
        { id: 2100, name: 'Explore Portfolios', url: '/ewaToMarsRedirection', module: 'MARS' },
        { id: 2200, name: 'Family Need', url: '/marsFamilyNeed', module: 'MARS' },
        { id: 2300, name: 'Authorize MARS', url: '/transact/authorize/mars', module: 'MARS' },
      ],
    },
    {
      id: 3000,
      name: 'Stocks',
      display: 'Stocks & ETFs',
      url: '/transact/capital-market/rs-redirect',
      module: 'STOCKS',
      access: 'A,P,D',
      children: [
        { id: 3100, name: 'Buy Stocks', url: '/transact/capital-market/rs-redirect', module: 'STOCKS' },
        {
          id: 3200,
          name: 'Stock SIP',
          url: '/transact/capital-market/stock-sip',
          module: 'STOCKS',
          showMessage: true,
          messageActive: true,
          message:
            'Stock SIP registrations are paused during the annual exchange maintenance. Please try again after 2 days.',
        },
        { id: 3300, name: 'E-Voting', url: '/evoting', module: 'STOCKS' },
      ],
    },
    {
      id: 4000,
      name: 'Fixed Income',
      url: '/transact/fixed-income',
      module: 'FI',
      access: ALL,
      children: [
        { id: 4100, name: 'Bonds', url: '/transact/fixed-income/bonds', module: 'FI' },
        {
          id: 4200,
          name: 'Debentures',
          display: 'NCDs & Debentures',
          url: '/transact/fixed-income/ncd',
          module: 'FI',
        },
        { id: 4300, name: 'Corporate FD', url: '/transact/fixed-income/fd', module: 'FI', active: false },
      ],
    },
    {
      id: 5000,
      name: 'Loans',
      url: '/transact/loan',
      module: 'LOAN',
      access: 'A,P',
      help: 'Borrow against your mutual fund units and shares without selling them.',
      children: [
        {
          id: 5100,
          name: 'Loan Against Securities',
          url: '/transact/loan/njfspl/loans',
          module: 'LOAN',
          children: [
            { id: 5110, name: 'Term Loan', url: '/transact/loan/processloan?type=term', module: 'LOAN' },
            { id: 5120, name: 'Flexi Loan', url: '/transact/loan/processloan?type=flexi', module: 'LOAN' },
            { id: 5130, name: 'Top Up Loan', url: '/transact/loan/processloan?type=topup', module: 'LOAN' },
            { id: 5140, name: 'Security Unpledge', url: '/transact/loan/unpledge', module: 'LOAN' },
          ],
        },
        {
          id: 5200,
          name: 'Consumer Loan',
          url: '/transact/loan/consumer',
          module: 'LOAN',
          showMessage: true,
        },
      ],
    },
    {
      id: 6000,
      name: 'IPO',
      display: 'Public Offers',
      url: '/transact/ipo',
      module: 'IPO',
      access: ALL,
      children: [
        { id: 6100, name: 'Equity IPO', url: '/transact/ipo/equity', module: 'IPO' },
        { id: 6200, name: 'Debt IPO', url: '/transact/ipo/debt', module: 'IPO' },
        { id: 6300, name: 'Offer for Sale', url: '/transact/ipo/ofs', module: 'IPO' },
        { id: 6400, name: 'Other Bids', display: 'OTB', url: '/transact/ipo/otb', module: 'IPO' },
      ],
    },
    {
      id: 7000,
      name: 'NPS',
      display: 'National Pension Scheme',
      url: '/transact/nps',
      module: 'NPS',
      access: ALL,
      children: [
        { id: 7100, name: 'NPS Account', url: '/transact/nps/account', module: 'NPS' },
        {
          id: 7200,
          name: 'NPS Contribution',
          url: '/transact/nps/purchase',
          module: 'NPS',
          showMessage: true,
          messageActive: true,
          message:
            'Purchase, redeem and switch are not available online for the National Pension Scheme. Please contact your wealth partner.',
        },
      ],
    },
    {
      id: 8000,
      name: 'Reports',
      url: '/report',
      module: 'REPORTS',
      access: ALL,
      children: [
        {
          id: 8100,
          name: 'Portfolio',
          url: '/portfolio',
          module: 'REPORTS',
          help: 'Your holdings across mutual funds, stocks, bonds and other products at current value, with gain and XIRR per scheme.',
        },
        {
          id: 8200,
          name: 'Net Worth',
          url: '/report/net-worth',
          module: 'REPORTS',
          help: 'Net worth as on a chosen date for every member of the family, product by product. Choose the as-on date and the accounts, then download the statement as PDF.',
          files: [{ fileName: 'Net-Worth-Sample.pdf', title: 'Sample net worth statement' }],
        },
        {
          id: 8300,
          name: 'Capital Gain',
          url: '/report/capital-gain',
          module: 'REPORTS',
          help: 'Realised short-term and long-term capital gains for a financial year, with grandfathering of equity gains as on 31 January 2018, ready to use for your income-tax return. Figures are computed on a first-in first-out basis per folio.',
          files: [
            { fileName: 'Capital-Gain-Guide.pdf', title: 'Reading the capital gain statement' },
            { fileName: 'Grandfathering-Note.pdf', title: 'Grandfathering of long-term gains' },
            { fileName: 'Tax-Rates-FY.pdf', title: 'Tax rates on mutual fund gains' },
          ],
        },
        {
          id: 8400,
          name: 'DP/CM Reports',
          url: '/report/dp-cm-reports',
          module: 'REPORTS',
          access: 'A,P,D,C',
          children: [
            {
              id: 8410,
              name: 'Demat Holding',
              url: '/report/dp-cm-reports/demat-holding',
              module: 'REPORTS',
            },
            {
              id: 8420,
              name: 'Demat Transaction',
              url: '/report/dp-cm-reports/demat-transaction',
              module: 'REPORTS',
            },
            {
              id: 8430,
              name: 'DP Charges Bill',
              url: '/report/dp-cm-reports/dp-bill',
              module: 'REPORTS',
              active: false,
            },
          ],
        },
        { id: 8500, name: 'Transaction Statement', url: '/report/transactions', module: 'REPORTS' },
      ],
    },
    {
      id: 9000,
      name: 'Profile',
      url: '/profile',
      module: 'PROFILE',
      access: ALL,
      children: [
        { id: 9100, name: 'Personal Details', url: '/profile/personal', module: 'PROFILE' },
        { id: 9200, name: 'Banks & Mandates', url: '/profile/banks-Mandate', module: 'PROFILE' },
        { id: 9300, name: 'Nominees', url: '/profile/nominees', module: 'PROFILE' },
      ],
    },
    {
      id: 9900,
      name: 'Admin Panel',
      url: '/admin-panel',
      module: 'ADMIN',
      access: ALL,
      inPrimary: false,
      children: [
        { id: 9910, name: 'My Profile', url: '/profile', module: 'ADMIN' },
        // Settings holds the password (Change Password) and the live sessions: one entry for both.
        { id: 9920, name: 'Setting', display: 'Settings', url: '/setting', module: 'ADMIN' },
        {
          id: 9930,
          name: 'Help & Support',
          url: '/help-and-support',
          module: 'ADMIN',
          help: 'Raise a query, track it, or call your branch.',
        },
        { id: 9940, name: 'My Wealth Partner', url: '/contact', module: 'ADMIN' },
        { id: 9950, name: 'Notifications', url: '/notifications', module: 'ADMIN' },
        {
          id: 9960,
          name: 'Authorize',
          display: 'Authorize Transactions',
          url: '/admin-panel/authorize',
          module: 'ADMIN',
        },
      ],
    },
    { id: 9990, name: 'Digital Gold', url: '/transact/gold', module: 'GOLD', access: ALL, active: false },
  ];
}
