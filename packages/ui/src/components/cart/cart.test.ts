import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './define.ts';
import type { EwaAmount } from '../amount/amount.ts';
import {
  amountEditorLoader,
  type CartAmountChangeDetail,
  type CartItem,
  type CartRemoveDetail,
  type EwaCart,
} from './cart.ts';

const items: CartItem[] = [
  { schemeName: 'Axis Bluechip Fund', option: 'Growth', plan: 'Direct', amount: 5000, brokerage: 0 },
  { schemeName: 'HDFC Liquid Fund', option: 'IDCW', plan: 'Regular', amount: 100000.1, brokerage: 20 },
  { schemeName: 'SBI Small Cap Fund', option: 'Growth', plan: 'Regular', amount: 2500.2, brokerage: 12.5 },
];

const text = (el: Element | null | undefined) =>
  (el?.shadowRoot ?? el)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const deepActive = () => {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
};

async function cart(list: CartItem[] = items, attrs = html``) {
  const el = await fixture<EwaCart>(html`<ewa-cart .items=${list}>${attrs}</ewa-cart>`);
  await el.updateComplete;
  return el;
}

describe('ewa-cart', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  // First in this file: no other test has loaded the amount field yet.
  it('loads the amount field with the first item, not for an empty cart', async () => {
    const el = await cart([]);
    expect(customElements.get('ewa-amount-input')).to.equal(undefined);
    el.items = [items[0]!];
    await el.updateComplete;
    expect(customElements.get('ewa-amount-input')).to.exist;
    const field = el.shadowRoot!.querySelector('ewa-amount-input')!;
    expect(
      field.shadowRoot!.querySelector('input')!.value,
      'rendered by the time updateComplete resolves',
    ).to.equal('5,000');
  });

  it('survives a failed fetch of the amount field and fetches it again on the next update', async () => {
    const real = amountEditorLoader.load;
    let calls = 0;
    amountEditorLoader.load = () => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    try {
      const el = await cart([items[0]!]);
      expect(calls).to.equal(1);
      amountEditorLoader.load = () => {
        calls += 1;
        return real();
      };
      el.items = [items[0]!, items[1]!];
      await el.updateComplete;
      expect(calls).to.equal(2);
      expect(el.shadowRoot!.querySelector('ewa-amount-input')).to.exist;
    } finally {
      amountEditorLoader.load = real;
    }
  });

  it('shows the empty state and no totals when there are no items', async () => {
    const el = await cart([]);
    expect(el.shadowRoot!.querySelector('[part="empty"]')!.textContent).to.equal('Your cart is empty.');
    expect(el.shadowRoot!.querySelector('[part="totals"]')).to.be.null;
    el.emptyText = 'No schemes added yet.';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="empty"]')!.textContent).to.equal('No schemes added yet.');
  });

  it('lists scheme, option and plan; amounts through ewa-amount; the last amount as an input', async () => {
    const el = await cart();
    const rows = el.shadowRoot!.querySelectorAll('[part="item"]');
    expect(rows.length).to.equal(3);
    expect(rows[1]!.querySelector('[part="scheme-name"]')!.textContent).to.equal('HDFC Liquid Fund');
    expect(rows[1]!.querySelector('[part="meta"]')!.textContent).to.equal('IDCW · Regular');
    const shown = rows[1]!.querySelector('ewa-amount')!;
    await shown.updateComplete;
    expect(text(shown)).to.contain('₹ 1,00,000.10');
    expect(rows[0]!.querySelector('ewa-amount-input')).to.be.null;
    expect(rows[1]!.querySelector('ewa-amount-input')).to.be.null;
    const input = rows[2]!.querySelector('ewa-amount-input')!;
    expect(input.value).to.equal('2500.2');
  });

  it('computes total and total brokerage in paise when not given, and uses them when given', async () => {
    const el = await cart();
    expect(el.computedTotal).to.equal(107500.3);
    expect(el.computedTotalBrokerage).to.equal(32.5);
    const total = el.shadowRoot!.querySelector<EwaAmount>('ewa-amount.total')!;
    await total.updateComplete;
    expect(text(total)).to.contain('₹ 1,07,500.30');
    el.total = 99;
    el.totalBrokerage = 1.5;
    await el.updateComplete;
    const brokerage = el.shadowRoot!.querySelector<EwaAmount>('ewa-amount.total-brokerage')!;
    await brokerage.updateComplete;
    expect(text(brokerage)).to.contain('₹ 1.50');
    expect(el.computedTotal).to.equal(99);
    // The payment and the brokerage are told apart: the total is what is paid now.
    const totals = el.shadowRoot!.querySelector('[part="totals"]')!.textContent ?? '';
    expect(totals).to.contain('Total to pay now');
    expect(totals).to.contain('Total brokerage, on execution');
    expect(el.shadowRoot!.querySelector('[part="brokerage-note"]')?.textContent).to.contain(
      'not part of this payment',
    );
  });

  it('hides total brokerage when no item has one; reads attributes', async () => {
    const el = await fixture<EwaCart>(
      html`<ewa-cart total="1234.5" .items=${[{ schemeName: 'A', option: 'Growth', plan: 'Direct', amount: 1 }]}></ewa-cart>`,
    );
    expect(el.shadowRoot!.querySelector('.total-brokerage')).to.be.null;
    expect(el.total).to.equal(1234.5);
    expect(el.shadowRoot!.textContent).not.to.contain('Total brokerage');
    expect(el.shadowRoot!.querySelector('[part="brokerage-note"]')).to.be.null;
  });

  it('remove fires ewa-cart-remove with the index and keeps keyboard focus in the list', async () => {
    const el = await cart();
    const second = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="remove-button"]')[1]!;
    expect(second.getAttribute('aria-label')).to.equal('Remove HDFC Liquid Fund (IDCW, Regular)');
    second.focus();
    setTimeout(() => sendKeys({ press: 'Enter' }));
    const event = (await oneEvent(el, 'ewa-cart-remove')) as CustomEvent<CartRemoveDetail>;
    expect(event.detail).to.deep.equal({ index: 1 });
    el.items = items.filter((_, i) => i !== event.detail.index);
    await el.updateComplete;
    const buttons = el.shadowRoot!.querySelectorAll('[part="remove-button"]');
    expect(deepActive()).to.equal(buttons[1]);
    expect(buttons[1]!.getAttribute('aria-label')).to.contain('SBI Small Cap Fund');
  });

  it('removing the only item moves focus to the heading', async () => {
    const el = await cart([items[0]!]);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="remove-button"]')!.click();
    el.items = [];
    await el.updateComplete;
    expect(deepActive()).to.equal(el.shadowRoot!.querySelector('h2'));
  });

  it('editing the last amount fires ewa-cart-amount-change with the new amount', async () => {
    const el = await cart();
    const field = el.shadowRoot!.querySelector('ewa-amount-input')!;
    field.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'a' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ type: '7500' });
    const changed = oneEvent(el, 'ewa-cart-amount-change');
    await sendKeys({ press: 'Tab' });
    const event = (await changed) as CustomEvent<CartAmountChangeDetail>;
    expect(event.detail).to.deep.equal({ index: 2, amount: 7500 });
  });

  it('after a removal the new last item gets the amount field with its own amount', async () => {
    const el = await cart();
    el.items = items.slice(0, 2);
    await el.updateComplete;
    const rows = el.shadowRoot!.querySelectorAll('[part="item"]');
    expect(rows[0]!.querySelector('ewa-amount-input')).to.be.null;
    expect(rows[1]!.querySelector('ewa-amount-input')!.value).to.equal('100000.1');
  });

  it('gives another last item a fresh amount field: nothing typed, no feedback carried over', async () => {
    const el = await fixture<EwaCart>(
      html`<ewa-cart min-amount="3000" .items=${items.slice(0, 2)}></ewa-cart>`,
    );
    const field = el.shadowRoot!.querySelector('ewa-amount-input')!;
    field.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'a' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Tab' });
    await field.updateComplete;
    expect(field.matches(':state(user-invalid)'), 'the emptied field shows its feedback').to.equal(true);
    // Below min-amount: a field carried over from the other item would show that at once.
    el.items = [items[0]!, items[2]!];
    await el.updateComplete;
    const fresh = el.shadowRoot!.querySelector('ewa-amount-input')!;
    expect(fresh.value).to.equal('2500.2');
    expect(fresh.shadowRoot!.querySelector('input')!.value).to.equal('2,500.2');
    expect(fresh.matches(':state(user-invalid)')).to.equal(false);
    expect(fresh.shadowRoot!.querySelector('[part="feedback"]')!.textContent).to.equal('');
  });

  it('does not report an amount below min-amount', async () => {
    const el = await fixture<EwaCart>(html`<ewa-cart min-amount="500" .items=${[items[0]!]}></ewa-cart>`);
    let fired = 0;
    el.addEventListener('ewa-cart-amount-change', () => fired++);
    const field = el.shadowRoot!.querySelector('ewa-amount-input')!;
    expect(field.getAttribute('min')).to.equal('500');
    field.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'a' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ type: '100' });
    await sendKeys({ press: 'Tab' });
    await field.updateComplete;
    expect(fired).to.equal(0);
  });

  it('shows Add more only with add-more, and fires ewa-cart-add-more', async () => {
    const el = await cart();
    expect(el.shadowRoot!.querySelector('[part="add-more-button"]')).to.be.null;
    el.addMore = true;
    await el.updateComplete;
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part="add-more-button"]')!;
    expect(button.textContent?.trim()).to.equal('Add more');
    setTimeout(() => button.click());
    await oneEvent(el, 'ewa-cart-add-more');
  });

  it('is accessible, empty and with items, at phone and desktop widths', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    await setViewport({ width: 390, height: 800 });
    const el = await cart(items);
    el.addMore = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await setViewport({ width: 1280, height: 800 });
    await expect(el).to.be.accessible();
    el.items = [];
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
