import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './define.ts';
import { demoMenu } from './demo-menu.ts';
import { drawerPartLoader, type EwaHeader, type NavigateDetail } from './header.ts';
import type { MenuEntry } from './menu.ts';

const shown = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility();
const q = <T extends Element = HTMLElement>(el: EwaHeader, selector: string) =>
  el.shadowRoot!.querySelector<T & Element>(selector) as T | null;
const deepActive = () => {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
};

// Menu links point at real routes; the tests act as a routing host so the page never navigates away.
const route = (e: Event) => e.preventDefault();
before(() => document.addEventListener('ewa-navigate', route));
after(() => document.removeEventListener('ewa-navigate', route));
afterEach(() => setViewport({ width: 800, height: 600 }));

async function header(
  template = html`<ewa-header logged-in user-name="Ravi Kumar" .menu=${demoMenu}></ewa-header>`,
) {
  const el = await fixture<EwaHeader>(template);
  await el.updateComplete;
  return el;
}

describe('ewa-header at desktop width', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));

  it('shows the active top entries in a top bar and no hamburger', async () => {
    const el = await header();
    const labels = [...el.shadowRoot!.querySelectorAll('.menubar > li > .top-item')].map((b) =>
      b.textContent?.trim(),
    );
    expect(labels).to.deep.equal([
      'Mutual Funds',
      'MARS',
      'Stocks',
      'Fixed Income',
      'Loans',
      'IPO',
      'NPS',
      'Reports',
      'Profile',
    ]);
    expect(shown(q(el, '.top-nav'))).to.be.true;
    expect(shown(q(el, '[part="menu-toggle"]'))).to.be.false;
    // ACTIVE 0 hides an entry at any level, with everything beneath it.
    expect(el.shadowRoot!.textContent).not.to.contain('Beta Area');
    expect(el.shadowRoot!.textContent).not.to.contain('SIP Calculator');
  });

  it('falls back to the menu name when a level has no display name, and reads up to 4 levels', async () => {
    const menu: MenuEntry[] = [
      {
        MENU_ID1: 1,
        MENU_NAME: 'Funds',
        ACTIVE: 1,
        MODULE2: [
          {
            MENU_ID1: 1,
            MENU_ID2: 2,
            DISPLAY_NAME2: 'Transact',
            ACTIVE: '1',
            MODULE3: [
              {
                MENU_ID1: 1,
                MENU_ID2: 2,
                MENU_ID3: 3,
                DISPLAY_NAME3: 'NFO',
                ACTIVE: 1,
                MODULE4: [
                  {
                    MENU_ID1: 1,
                    MENU_ID2: 2,
                    MENU_ID3: 3,
                    MENU_ID4: 4,
                    DISPLAY_NAME4: 'NFO Switch',
                    URL4: '/transact/nfo/search',
                    ACTIVE: 1,
                  },
                ],
              },
            ],
          },
        ],
      },
    ];
    const el = await header(html`<ewa-header .menu=${menu}></ewa-header>`);
    expect(q(el, '.top-item')!.textContent?.trim()).to.equal('Funds');
    const deepest = q<HTMLAnchorElement>(el, '.panel a.level-4')!;
    expect(deepest.textContent).to.equal('NFO Switch');
    expect(deepest.getAttribute('href')).to.equal('/transact/nfo/search');
  });

  it('opens a panel on click with aria-expanded, and closes it on an outside click', async () => {
    const el = await header();
    const button = q<HTMLButtonElement>(el, '.top-item')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const panel = el.shadowRoot!.getElementById(button.getAttribute('aria-controls')!)!;
    expect(shown(panel)).to.be.false;
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(shown(panel)).to.be.true;
    expect(panel.textContent).to.contain('Insta Cash');
    document.body.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('keyboard: arrows move along the bar and through a panel, Escape closes and returns focus', async () => {
    const el = await header();
    const [mf, mars] = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.menubar > li > .top-item');
    mf!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()).to.equal(mars);
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActive()).to.equal(mf);
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(mf!.getAttribute('aria-expanded')).to.equal('true');
    expect(deepActive()?.textContent).to.equal('Purchase');
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()?.textContent).to.equal('Insta Cash');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActive()?.textContent).to.equal('Portfolio');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(mf!.getAttribute('aria-expanded')).to.equal('false');
    expect(deepActive()).to.equal(mf);
    // Enter toggles like a click.
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(mf!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('fires a cancelable ewa-navigate with the entry; the host that prevents it keeps the page', async () => {
    const el = await header();
    q<HTMLButtonElement>(el, '.top-item')!.click();
    await el.updateComplete;
    const link = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.panel a')].find(
      (a) => a.textContent === 'Insta Cash',
    )!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    setTimeout(() => link.dispatchEvent(click));
    const event = (await oneEvent(el, 'ewa-navigate')) as CustomEvent<NavigateDetail>;
    expect(event.detail.href).to.equal('/transact/insta-cash');
    expect(event.detail.entry?.MENU_ID3).to.equal(112);
    expect(event.cancelable).to.be.true;
    expect(click.defaultPrevented).to.be.true;
    await el.updateComplete;
    expect(q(el, '.top-item')!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('lets the browser follow the link when the host does not route', async () => {
    document.removeEventListener('ewa-navigate', route);
    try {
      const menu: MenuEntry[] = [{ MENU_ID1: 1, DISPLAY_NAME1: 'IPO', URL1: '#ipo', ACTIVE: 1 }];
      const el = await header(html`<ewa-header .menu=${menu}></ewa-header>`);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
      q(el, 'a.top-item')!.dispatchEvent(click);
      expect(click.defaultPrevented).to.be.false;
      expect(location.hash).to.equal('#ipo');
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
      document.addEventListener('ewa-navigate', route);
    }
  });

  it('logged in: shows the user name and a logout that fires ewa-logout', async () => {
    const el = await header();
    expect(q(el, '[part="user-name"]')!.textContent).to.equal('Ravi Kumar');
    expect(q(el, '[part="login-link"]')).to.be.null;
    const logout = q<HTMLButtonElement>(el, '.bar [part="logout-button"]')!;
    expect(shown(logout)).to.be.true;
    setTimeout(() => logout.click());
    await oneEvent(el, 'ewa-logout');
  });

  it('logged out: login and OPEN account links; production hides OPEN account', async () => {
    const el = await header(html`<ewa-header .menu=${demoMenu}></ewa-header>`);
    expect(q(el, '.bar [part="login-link"]')!.textContent).to.equal('Login');
    expect(q(el, '.bar [part="open-account-link"]')!.textContent).to.equal('OPEN account');
    el.production = true;
    await el.updateComplete;
    expect(q(el, '[part="open-account-link"]')).to.be.null;
    expect(q(el, '[part="login-link"]')).not.to.be.null;
  });

  it('shows the search slot inline with no search icon', async () => {
    const el = await header(
      html`<ewa-header .menu=${demoMenu}><input slot="search" aria-label="Search" /></ewa-header>`,
    );
    expect(shown(q(el, '[part="search"]'))).to.be.true;
    expect(shown(q(el, '[part="search-toggle"]'))).to.be.false;
  });

  it('is accessible with a panel open', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const el = await header();
    q<HTMLButtonElement>(el, '.top-item')!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('ewa-header at phone width', () => {
  beforeEach(() => setViewport({ width: 390, height: 800 }));

  it('hides the top bar and opens the drawer from the hamburger', async () => {
    const el = await header();
    const hamburger = q<HTMLButtonElement>(el, '[part="menu-toggle"]')!;
    expect(shown(q(el, '.top-nav'))).to.be.false;
    expect(shown(hamburger)).to.be.true;
    expect(hamburger.getAttribute('aria-expanded')).to.equal('false');
    hamburger.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const drawer = q(el, 'ewa-drawer') as HTMLElement & { open: boolean };
    expect(drawer.open).to.be.true;
    expect(hamburger.getAttribute('aria-expanded')).to.equal('true');
    const drawerText = drawer.textContent ?? '';
    for (const text of [
      'Mutual Funds',
      'Reports',
      'My profile',
      'Setting',
      'Help & Support',
      'My wealth partner',
      'Logout',
    ]) {
      expect(drawerText).to.contain(text);
    }
  });

  it('a closed drawer holds no menu tree; opening it builds the tree', async () => {
    const el = await header();
    await waitUntil(() => q(el, 'ewa-drawer'), 'drawer rendered', { timeout: 2000 });
    expect(el.shadowRoot!.querySelectorAll('ewa-drawer .tree li').length).to.equal(0);
    q<HTMLButtonElement>(el, '[part="menu-toggle"]')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('ewa-drawer .tree li').length).to.be.greaterThan(5);
  });

  it('the drawer tree expands branches and keeps focus inside; Escape closes and returns focus', async () => {
    const el = await header();
    const hamburger = q<HTMLButtonElement>(el, '[part="menu-toggle"]')!;
    hamburger.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const drawer = q(el, 'ewa-drawer') as HTMLElement & { open: boolean; updateComplete: Promise<boolean> };
    await drawer.updateComplete;
    const toggle = [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.tree [part="drawer-toggle"]'),
    ].find((b) => b.textContent?.trim() === 'Reports')!;
    const branch = el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(shown(branch)).to.be.false;
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(shown(branch)).to.be.true;
    expect(branch.textContent).to.contain('DP / CM Reports');

    for (let i = 0; i < 40; i++) {
      await sendKeys({ press: 'Tab' });
      expect(drawer.contains(deepActive()) || drawer.shadowRoot!.contains(deepActive())).to.equal(
        true,
        `tab ${i}`,
      );
    }
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(drawer.open).to.be.false;
    expect(el.drawerOpen).to.be.false;
    expect(deepActive()).to.equal(hamburger);
  });

  it('arrow keys walk the drawer tree: down/up, right opens and enters a branch, left goes back and closes', async () => {
    const el = await header();
    el.drawerOpen = true;
    await el.updateComplete;
    const toggles = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.tree [part="drawer-toggle"]')];
    const mf = toggles.find((b) => b.textContent?.trim() === 'Mutual Funds')!;
    const mars = toggles.find((b) => b.textContent?.trim() === 'MARS')!;
    mf.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActive()).to.equal(mars);
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActive()).to.equal(mf);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(mf.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()?.textContent?.trim()).to.equal('Transact');
    await sendKeys({ press: 'ArrowLeft' });
    expect(deepActive()).to.equal(mf);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(mf.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'End' });
    expect(deepActive()?.textContent?.trim()).to.equal('Profile');
  });

  it('choosing a drawer link fires ewa-navigate and closes the drawer', async () => {
    const el = await header();
    el.drawerOpen = true;
    await el.updateComplete;
    const link = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.account a')].find(
      (a) => a.textContent === 'My wealth partner',
    )!;
    setTimeout(() => link.click());
    const event = (await oneEvent(el, 'ewa-navigate')) as CustomEvent<NavigateDetail>;
    expect(event.detail.href).to.equal('/contact');
    await el.updateComplete;
    expect(el.drawerOpen).to.be.false;
  });

  it('logged out, the drawer has Login and OPEN account (not in production)', async () => {
    const el = await header(html`<ewa-header drawer-open .menu=${demoMenu}></ewa-header>`);
    const account = q(el, '.account')!;
    expect(account.textContent).to.contain('Login');
    expect(account.textContent).to.contain('OPEN account');
    expect(account.textContent).not.to.contain('My profile');
    el.production = true;
    await el.updateComplete;
    expect(account.textContent).not.to.contain('OPEN account');
  });

  it('puts search behind an icon that reveals it', async () => {
    const el = await header(
      html`<ewa-header .menu=${demoMenu}><input slot="search" aria-label="Search" /></ewa-header>`,
    );
    const toggle = q<HTMLButtonElement>(el, '[part="search-toggle"]')!;
    expect(shown(q(el, '[part="search"]'))).to.be.false;
    expect(shown(toggle)).to.be.true;
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(shown(q(el, '[part="search"]'))).to.be.true;
    expect(document.activeElement).to.equal(el.querySelector('input'));
  });

  it('is accessible with the drawer open', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const el = await header();
    el.drawerOpen = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('ewa-header at tablet width', () => {
  beforeEach(() => setViewport({ width: 800, height: 800 }));

  it('shows search and the user inline, the menu behind the hamburger', async () => {
    const el = await header(html`<ewa-header logged-in user-name="Ravi Kumar" .menu=${demoMenu}
      ><input slot="search" aria-label="Search"
    /></ewa-header>`);
    expect(shown(q(el, '[part="search"]'))).to.be.true;
    expect(shown(q(el, '[part="search-toggle"]'))).to.be.false;
    expect(shown(q(el, '[part="user-name"]'))).to.be.true;
    expect(shown(q(el, '[part="menu-toggle"]'))).to.be.true;
    expect(shown(q(el, '.top-nav'))).to.be.false;
  });

  it('the drawer and the top bar have distinct landmark names', async function () {
    this.timeout(20000);
    await setViewport({ width: 1280, height: 800 });
    const el = await header(html`<ewa-header drawer-open logged-in .menu=${demoMenu}></ewa-header>`);
    const names = [...el.shadowRoot!.querySelectorAll('nav')].map((n) => n.getAttribute('aria-label'));
    expect(new Set(names).size).to.equal(names.length);
    await expect(el).to.be.accessible();
  });

  it('renders the phone menu only below desktop width, and gets it when the window narrows', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await header();
    expect(q(el, 'ewa-drawer'), 'no drawer at desktop width').to.be.null;
    await setViewport({ width: 800, height: 600 });
    await waitUntil(() => q(el, 'ewa-drawer'), 'drawer rendered', { timeout: 2000 });
    el.drawerOpen = true;
    await el.updateComplete;
    expect(q(el, '.tree')).to.exist;
  });

  it('closes an open drawer when the window grows to desktop width', async () => {
    const el = await header();
    el.drawerOpen = true;
    await el.updateComplete;
    await setViewport({ width: 1280, height: 800 });
    await waitUntil(() => !el.drawerOpen, 'drawer closed', { timeout: 2000 });
  });
});

describe('ewa-header phone menu fetched on demand', () => {
  it('survives a failed fetch of the phone menu; pressing the menu button fetches it again', async () => {
    await setViewport({ width: 390, height: 800 });
    const real = drawerPartLoader.load;
    let calls = 0;
    drawerPartLoader.load = () => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    try {
      const el = await header();
      expect(calls).to.equal(1);
      expect(q(el, 'ewa-drawer')).to.be.null;
      drawerPartLoader.load = () => {
        calls += 1;
        return real();
      };
      q<HTMLButtonElement>(el, '[part="menu-toggle"]')!.click();
      await el.updateComplete;
      expect(calls).to.equal(2);
      expect(q(el, 'ewa-drawer')).to.exist;
    } finally {
      drawerPartLoader.load = real;
    }
  });
});

describe('ewa-header top menu from 1025 px', () => {
  // The portal's own top menu: nine areas with long names, more than one line holds at 1025 px.
  const longNames = [
    'Mutual Funds',
    'Ready Portfolios (MARS)',
    'Stocks & ETFs',
    'Fixed Income',
    'Loans',
    'Public Offers',
    'National Pension Scheme',
    'Reports',
    'Profile',
  ];
  const longMenu: MenuEntry[] = longNames.map((name, index) => ({
    ...demoMenu[index % demoMenu.length]!,
    MENU_ID1: 900 + index,
    MENU_NAME: name,
    DISPLAY_NAME1: name,
  }));
  const boxes = (els: Element[]) => els.map((item) => item.getBoundingClientRect());
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

  for (const width of [1025, 1100, 1280, 1440]) {
    it(`at ${width} px every top item is whole, inside the window and clear of the search, user and logout`, async () => {
      await setViewport({ width, height: 800 });
      const el = await header(html`<ewa-header logged-in user-name="Rajesh Kumar Sharma" .menu=${longMenu}
        ><label slot="search">Search <input type="search" /></label
      ></ewa-header>`);
      const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.menubar > li')];
      expect(items.length).to.equal(longNames.length);
      const itemBoxes = boxes(items);
      for (const [i, box] of itemBoxes.entries()) {
        expect(box.left, `${longNames[i]} starts inside the window`).to.be.at.least(0);
        expect(box.right, `${longNames[i]} ends inside the window`).to.be.at.most(width);
        for (const other of itemBoxes.slice(i + 1)) expect(overlap(box, other), 'items overlap').to.be.false;
      }
      const actions = boxes(
        ['[part="search"]', '[part="user-name"]', '[part="logout-button"]'].map((s) => q(el, s)!),
      );
      for (const action of actions) for (const box of itemBoxes) expect(overlap(action, box)).to.be.false;
      for (const selector of ['[part="search"]', '[part="user-name"]', '[part="logout-button"]'])
        expect(shown(q(el, selector)), selector).to.be.true;
      for (const item of items)
        expect(item.scrollWidth, 'no clipped label').to.be.at.most(item.clientWidth + 1);
    });
  }

  for (const width of [1280, 1366]) {
    it(`at ${width} px every open panel, the last ones (Reports, Profile) too, lies inside the window`, async () => {
      await setViewport({ width, height: 800 });
      const el = await header(
        html`<ewa-header logged-in user-name="Rajesh Kumar Sharma" .menu=${longMenu}></ewa-header>`,
      );
      for (const button of el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.menubar > li > button')) {
        button.click();
        await el.updateComplete;
        await waitUntil(() => shown(q(el, `#${button.getAttribute('aria-controls')}`)));
        const box = q(el, `#${button.getAttribute('aria-controls')}`)!.getBoundingClientRect();
        expect(box.left, `${button.textContent?.trim()} starts inside`).to.be.at.least(0);
        expect(box.right, `${button.textContent?.trim()} ends inside`).to.be.at.most(width);
        button.click();
        await el.updateComplete;
      }
    });
  }

  it('an open panel lies over the items below its button: its links take the click', async () => {
    await setViewport({ width: 1025, height: 800 });
    const el = await header(
      html`<ewa-header logged-in user-name="Rajesh Kumar Sharma" .menu=${longMenu}></ewa-header>`,
    );
    const first = q<HTMLButtonElement>(el, '.menubar > li > button')!;
    first.click();
    await el.updateComplete;
    const panel = q(el, `#${first.getAttribute('aria-controls')}`)!;
    const links = [...panel.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.length).to.be.greaterThan(0);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      const hit = el.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit === link || link.contains(hit), `${link.textContent} is on top`).to.be.true;
    }
  });
});

describe('ewa-header on sibling sites and for visitors', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));

  for (const site of ['loans', 'capital']) {
    it(`site="${site}" shows only logout: no menu, search or assistant`, async function () {
      // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
      this.timeout(20000);
      const el = await header(html`<ewa-header site=${site} logged-in .menu=${demoMenu}>
        <input slot="search" aria-label="Search" /><button slot="assistant">Assistant</button>
      </ewa-header>`);
      expect(q(el, 'nav')).to.be.null;
      expect(q(el, '[part="menu-toggle"]')).to.be.null;
      expect(q(el, 'slot[name="search"]')).to.be.null;
      expect(q(el, 'slot[name="assistant"]')).to.be.null;
      expect(q(el, '[part="login-link"]')).to.be.null;
      const buttons = [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent?.trim());
      expect(buttons).to.deep.equal(['Logout']);
      await setViewport({ width: 390, height: 800 });
      expect(shown(q(el, '[part="logout-button"]'))).to.be.true;
      await expect(el).to.be.accessible();
    });
  }

  it('public: login link, logo to /login, and the app banner that closes with an event', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const el = await header(
      html`<ewa-header variant="public" android-href="https://play.example/ewa" ios-href="https://apps.example/ewa"></ewa-header>`,
    );
    expect(q(el, '[part="login-link"]')).not.to.be.null;
    expect(q(el, '[part="logo"]')!.getAttribute('href')).to.equal('/login');
    expect(q(el, '[part="android-link"]')!.getAttribute('href')).to.equal('https://play.example/ewa');
    expect(q(el, '[part="ios-link"]')!.getAttribute('href')).to.equal('https://apps.example/ewa');
    await expect(el).to.be.accessible();
    const close = q<HTMLButtonElement>(el, '[part="banner-close"]')!;
    setTimeout(() => close.click());
    await oneEvent(el, 'ewa-banner-close');
    await el.updateComplete;
    expect(q(el, '[part="app-banner"]')).to.be.null;
    expect(el.hasAttribute('banner-closed')).to.be.true;
  });

  it('uses logo-href and the logo slot', async () => {
    const el = await header(
      html`<ewa-header logo-href="/ewa/home"><img slot="logo" alt="E-Wealth" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /></ewa-header>`,
    );
    expect(q(el, '[part="logo"]')!.getAttribute('href')).to.equal('/ewa/home');
    expect(q<HTMLSlotElement>(el, 'slot[name="logo"]')!.assignedElements()[0]?.tagName).to.equal('IMG');
  });
});
