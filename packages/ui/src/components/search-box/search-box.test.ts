import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './define.ts';
import type { EwaSearchBox } from './search-box.ts';
import { collapsedHelp, menuTrail, type SearchResult, shortAttachmentName } from './search-result.ts';

const longHelp =
  'Instant redemption credits up to Rs 50,000 or 90% of the value of your liquid fund units to your bank account within minutes, any time of the day, on any day of the year, including holidays.';

const catalogue: SearchResult[] = [
  {
    displayName: 'Insta Cash',
    helpContent: longHelp,
    url: '/transact/insta-cash',
    moduleName: 'Main Menu>Transact',
  },
  {
    displayName: 'Purchase',
    helpContent: 'Buy units of a mutual fund scheme.',
    url: '/transact/mutual-funds',
    file1: 'PurchaseGuide.pdf',
    path1: '/files/purchase-guide.pdf',
    file2: 'KIM.pdf',
    path2: '/files/kim.pdf',
  },
  { displayName: 'Portfolio', url: '/portfolio', moduleName: 'Main Menu>Portfolio' },
];

function fakeSearch() {
  const calls: string[] = [];
  const search = async (query: string) => {
    calls.push(query);
    return catalogue.filter((r) => r.displayName.toLowerCase().includes(query.toLowerCase()));
  };
  return { calls, search };
}

const root = (el: EwaSearchBox) => el.shadowRoot!;
const input = (el: EwaSearchBox) => root(el).querySelector('input')!;
const options = (el: EwaSearchBox) => [...root(el).querySelectorAll<HTMLElement>('[role="row"]')];

async function typeQuery(el: EwaSearchBox, text: string) {
  input(el).focus();
  await sendKeys({ type: text });
  await el.runSearch();
  await el.updateComplete;
}

const route = (e: Event) => e.preventDefault();
before(() => document.addEventListener('ewa-search-select', route));
after(() => document.removeEventListener('ewa-search-select', route));

describe('search-result helpers', () => {
  it('shows a menu path with spaced steps, so it reads and wraps as words', () => {
    expect(menuTrail('Main Menu>Mutual Funds>Invest>Insta Cash')).to.equal(
      'Main Menu › Mutual Funds › Invest › Insta Cash',
    );
    expect(menuTrail(' Main Menu > Portfolio ')).to.equal('Main Menu › Portfolio');
    expect(menuTrail('Reports')).to.equal('Reports');
  });

  it('cuts attachment names to 8 characters plus an ellipsis', () => {
    expect(shortAttachmentName('PurchaseGuide.pdf')).to.equal('Purchase…');
    expect(shortAttachmentName('KIM.pdf')).to.equal('KIM.pdf');
    expect(shortAttachmentName('12345678')).to.equal('12345678');
    expect(shortAttachmentName('123456789')).to.equal('12345678…');
  });

  it('collapses help past 160 characters only', () => {
    expect(collapsedHelp('a'.repeat(160))).to.deep.equal({ text: 'a'.repeat(160), collapsible: false });
    const long = collapsedHelp('b'.repeat(161));
    expect(long.collapsible).to.be.true;
    expect(long.text).to.equal(`${'b'.repeat(160)}…`);
  });
});

describe('ewa-search-box', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('has a labelled combobox input', async () => {
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box label="Search the portal"></ewa-search-box>`);
    const field = input(el);
    expect(field.getAttribute('role')).to.equal('combobox');
    expect(field.labels?.[0]?.textContent).to.equal('Search the portal');
    expect(field.getAttribute('aria-expanded')).to.equal('false');
    expect(field.getAttribute('aria-controls')).to.equal('results');
    expect(field.getAttribute('aria-haspopup')).to.equal('grid');
  });

  it('debounces typing into one search for the final query', async () => {
    const { calls, search } = fakeSearch();
    const el = await fixture<EwaSearchBox>(
      html`<ewa-search-box debounce="120" .search=${search}></ewa-search-box>`,
    );
    input(el).focus();
    await sendKeys({ type: 'purch' });
    expect(calls).to.deep.equal([]);
    await waitUntil(() => calls.length > 0, 'search ran', { timeout: 2000 });
    await aTimeout(150);
    expect(calls).to.deep.equal(['purch']);
    await el.updateComplete;
    expect(options(el).map((o) => o.querySelector('.name')!.textContent)).to.deep.equal(['Purchase']);
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    const pending: Record<string, (r: SearchResult[]) => void> = {};
    const signals: Record<string, AbortSignal> = {};
    const search = (query: string, signal: AbortSignal) =>
      new Promise<SearchResult[]>((resolve) => {
        pending[query] = resolve;
        signals[query] = signal;
      });
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    el.value = 'in';
    const first = el.runSearch();
    el.value = 'port';
    const second = el.runSearch();
    expect(signals.in!.aborted).to.be.true;
    pending.port!([catalogue[2]!]);
    await second;
    pending.in!([catalogue[0]!]);
    await first;
    await el.updateComplete;
    expect(options(el).map((o) => o.querySelector('.name')!.textContent)).to.deep.equal(['Portfolio']);
  });

  it("shows 'No Result Found' when nothing matches", async () => {
    const { search } = fakeSearch();
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'zzz');
    expect(root(el).querySelector('[part="status"]')!.textContent).to.equal('No Result Found');
    expect(options(el)).to.have.length(0);
    expect(root(el).querySelector('[role="status"]')!.textContent).to.equal('No Result Found');
  });

  it('shows the call failure text when the search fails', async () => {
    const el = await fixture<EwaSearchBox>(
      html`<ewa-search-box .search=${() => Promise.reject(new Error('down'))}></ewa-search-box>`,
    );
    await typeQuery(el, 'a');
    expect(root(el).querySelector('[part="status"]')!.textContent).to.equal(
      'There is some technical problem, please try after some time!',
    );
  });

  it('collapses long help with read more / read less', async () => {
    const { search } = fakeSearch();
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'insta');
    expect(root(el).querySelector('[part="module"]')?.textContent).to.equal('Main Menu › Transact');
    const help = root(el).querySelector('.help')!;
    expect(help.textContent).to.equal(`${longHelp.slice(0, 160).trimEnd()}…`);
    const toggle = root(el).querySelector<HTMLButtonElement>('[part="read-more"]')!;
    expect(toggle.textContent?.trim()).to.equal('read more');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await el.updateComplete;
    expect(help.textContent).to.equal(longHelp);
    expect(toggle.textContent?.trim()).to.equal('read less');
    toggle.click();
    await el.updateComplete;
    expect(toggle.textContent?.trim()).to.equal('read more');
  });

  it('short help has no read more; attachments are cut with the full name kept', async () => {
    const { search } = fakeSearch();
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'purchase');
    expect(root(el).querySelector('[part="read-more"]')).to.be.null;
    const files = [...root(el).querySelectorAll<HTMLAnchorElement>('[part="attachment"]')];
    expect(files.map((a) => a.textContent?.trim())).to.deep.equal(['Purchase…', 'KIM.pdf']);
    expect(files[0]!.title).to.equal('PurchaseGuide.pdf');
    expect(files[0]!.hasAttribute('aria-label')).to.be.false;
    expect(files[0]!.getAttribute('href')).to.equal('/files/purchase-guide.pdf');
    expect(root(el).querySelector<HTMLAnchorElement>('[part="link"]')!.getAttribute('href')).to.equal(
      '/transact/mutual-funds',
    );
  });

  it('arrow keys move the active option (aria-activedescendant); Enter fires a cancelable ewa-search-select', async () => {
    const search = async () => catalogue;
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'a');
    const field = input(el);
    expect(field.hasAttribute('aria-activedescendant')).to.be.false;
    await sendKeys({ press: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).to.equal('cell-0');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).to.equal('cell-2');
    expect(options(el)[2]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).to.equal('cell-0');
    await sendKeys({ press: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).to.equal('cell-2');
    expect(root(el).activeElement).to.equal(field);
    setTimeout(() => sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ewa-search-select')) as CustomEvent<{ result: SearchResult }>;
    expect(event.detail.result.displayName).to.equal('Portfolio');
    expect(event.cancelable).to.be.true;
    await el.updateComplete;
    expect(field.getAttribute('aria-expanded')).to.equal('false');
  });

  it('Escape closes the list, a second Escape clears the query', async () => {
    const search = async () => catalogue;
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'a');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    expect(input(el).hasAttribute('aria-activedescendant')).to.be.false;
    expect(el.value).to.equal('a');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.value).to.equal('');
    expect(input(el).value).to.equal('');
  });

  it('Tab reaches result links; Escape there closes and returns to the input', async () => {
    const { search } = fakeSearch();
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'insta');
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement?.getAttribute('part')).to.equal('read-more');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(root(el).activeElement).to.equal(input(el));
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('clicking an option selects it', async () => {
    const search = async () => catalogue;
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'a');
    setTimeout(() => options(el)[1]!.querySelector<HTMLElement>('.pick')!.click());
    const event = (await oneEvent(el, 'ewa-search-select')) as CustomEvent<{ result: SearchResult }>;
    expect(event.detail.result.url).to.equal('/transact/mutual-funds');
  });

  it('fits a phone: the results stay within the viewport', async () => {
    await setViewport({ width: 390, height: 800 });
    const search = async () => catalogue;
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'a');
    const popup = root(el).querySelector<HTMLElement>('[part="popup"]')!.getBoundingClientRect();
    expect(popup.right).to.be.at.most(390);
    await setViewport({ width: 1280, height: 800 });
    el.style.width = '240px';
    const wide = root(el).querySelector<HTMLElement>('[part="popup"]')!.getBoundingClientRect().width;
    expect(wide).to.be.within(32 * 16 - 1, 32 * 16 + 1);
  });

  it('opens its results leftwards when the box sits at the right edge', async () => {
    await setViewport({ width: 1280, height: 800 });
    const search = async () => catalogue;
    const el = await fixture<EwaSearchBox>(
      html`<ewa-search-box style="position:absolute; right:8px; width:200px" .search=${search}></ewa-search-box>`,
    );
    await typeQuery(el, 'a');
    const popup = root(el).querySelector<HTMLElement>('[part="popup"]')!.getBoundingClientRect();
    expect(popup.right).to.be.at.most(1280);
    expect(popup.width).to.be.greaterThan(400);
  });

  it('is accessible with results and with no result', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const { search } = fakeSearch();
    const el = await fixture<EwaSearchBox>(html`<ewa-search-box .search=${search}></ewa-search-box>`);
    await typeQuery(el, 'a');
    await sendKeys({ press: 'ArrowDown' });
    await expect(el).to.be.accessible();
    el.value = 'zzz';
    await el.runSearch();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
