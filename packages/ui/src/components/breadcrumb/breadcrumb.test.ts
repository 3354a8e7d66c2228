import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import type { BreadcrumbItem, EwaBreadcrumb } from './breadcrumb.ts';

const trail: BreadcrumbItem[] = [
  { label: 'Mutual Funds', href: '/transact/mutual-funds' },
  { label: 'Authorize Transactions', href: '/transact/authorize/PIP' },
  { label: 'Purchase' },
];

const route = (e: Event) => e.preventDefault();
before(() => document.addEventListener('ewa-navigate', route));
after(() => document.removeEventListener('ewa-navigate', route));

describe('ewa-breadcrumb', () => {
  it('renders Home first, then the crumbs, in a nav named Breadcrumb', async () => {
    const el = await fixture<EwaBreadcrumb>(html`<ewa-breadcrumb .items=${trail}></ewa-breadcrumb>`);
    const nav = el.shadowRoot!.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Breadcrumb');
    const items = [...el.shadowRoot!.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('a, span:not(.separator)')!.textContent)).to.deep.equal([
      'Home',
      'Mutual Funds',
      'Authorize Transactions',
      'Purchase',
    ]);
    expect(items[0]!.querySelector('a')!.getAttribute('href')).to.equal('/');
  });

  it("separates crumbs with a '>' hidden from screen readers, none after the last", async () => {
    const el = await fixture<EwaBreadcrumb>(html`<ewa-breadcrumb .items=${trail}></ewa-breadcrumb>`);
    const separators = [...el.shadowRoot!.querySelectorAll('[part="separator"]')];
    expect(separators).to.have.length(3);
    for (const s of separators) {
      expect(s.textContent).to.equal('>');
      expect(s.getAttribute('aria-hidden')).to.equal('true');
    }
    expect(el.shadowRoot!.querySelector('li:last-child [part="separator"]')).to.be.null;
  });

  it('marks the last crumb as the current page, linked or not', async () => {
    const el = await fixture<EwaBreadcrumb>(html`<ewa-breadcrumb .items=${trail}></ewa-breadcrumb>`);
    const current = el.shadowRoot!.querySelectorAll('[aria-current="page"]');
    expect(current).to.have.length(1);
    expect(current[0]!.textContent).to.equal('Purchase');
    expect(current[0]!.tagName).to.equal('SPAN');
    el.items = [{ label: 'Portfolio', href: '/portfolio' }];
    await el.updateComplete;
    const linked = el.shadowRoot!.querySelector('[aria-current="page"]')!;
    expect(linked.tagName).to.equal('A');
    expect(linked.textContent).to.equal('Portfolio');
  });

  it('with no crumbs, Home is the current page', async () => {
    const el = await fixture<EwaBreadcrumb>(html`<ewa-breadcrumb></ewa-breadcrumb>`);
    expect(el.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('Home');
    expect(el.shadowRoot!.querySelector('[part="separator"]')).to.be.null;
  });

  it('home-href and home-label change the Home crumb', async () => {
    const el = await fixture<EwaBreadcrumb>(
      html`<ewa-breadcrumb home-href="/transact/loan/" home-label="Loan Home" .items=${trail}></ewa-breadcrumb>`,
    );
    const home = el.shadowRoot!.querySelector('a')!;
    expect(home.textContent).to.equal('Loan Home');
    expect(home.getAttribute('href')).to.equal('/transact/loan/');
  });

  it('keyboard: Enter on a crumb fires a cancelable ewa-navigate', async () => {
    const el = await fixture<EwaBreadcrumb>(html`<ewa-breadcrumb .items=${trail}></ewa-breadcrumb>`);
    el.shadowRoot!.querySelectorAll('a')[1]!.focus();
    setTimeout(() => sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ewa-navigate')) as CustomEvent<{ href: string }>;
    expect(event.detail.href).to.equal('/transact/mutual-funds');
    expect(event.defaultPrevented).to.be.true;
  });

  it('is accessible', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const el = await fixture<EwaBreadcrumb>(html`<ewa-breadcrumb .items=${trail}></ewa-breadcrumb>`);
    await expect(el).to.be.accessible();
  });
});
