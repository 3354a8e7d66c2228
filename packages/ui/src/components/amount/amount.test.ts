import { expect, fixture, html } from '@open-wc/testing';
import './define.ts';
import { eachStory } from '../../form/test-fixtures.ts';
import * as stories from './amount.stories.ts';
import type { EwaAmount } from './amount.ts';

const part = (el: EwaAmount, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`);

describe('ewa-amount', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('shows an amount in Indian grouping with the rupee sign', async () => {
    const el = await fixture<EwaAmount>(html`<ewa-amount value="12345678.5"></ewa-amount>`);
    expect(part(el, 'value')!.textContent).to.equal('₹ 1,23,45,678.50');
    expect(part(el, 'words')).to.equal(null);
  });

  it('takes a number property and re-renders when it changes', async () => {
    const el = await fixture<EwaAmount>(html`<ewa-amount .value=${1.005}></ewa-amount>`);
    expect(part(el, 'value')!.textContent).to.equal('₹ 1.01');
    el.value = -2500;
    await el.updateComplete;
    expect(part(el, 'value')!.textContent).to.equal('-₹ 2,500.00');
    expect(part(el, 'base')!.classList.contains('negative')).to.equal(true);
  });

  it('drops the sign with currency="none" and shows units with 3 decimals', async () => {
    const plain = await fixture<EwaAmount>(html`<ewa-amount value="5000" currency="none"></ewa-amount>`);
    expect(part(plain, 'value')!.textContent).to.equal('5,000.00');
    const units = await fixture<EwaAmount>(
      html`<ewa-amount kind="units" value="1234.5678" words></ewa-amount>`,
    );
    expect(part(units, 'value')!.textContent).to.equal('1,234.568');
    expect(part(units, 'words'), 'units are never written as rupees').to.equal(null);
  });

  it('writes the amount in words beneath', async () => {
    const el = await fixture<EwaAmount>(html`<ewa-amount value="12345678.5" words></ewa-amount>`);
    expect(part(el, 'words')!.textContent).to.equal(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paise Only',
    );
    el.value = '0.5';
    await el.updateComplete;
    expect(part(el, 'words')!.textContent).to.equal('Fifty Paise Only');
  });

  it('shows the compact form and keeps the full figure for screen readers', async () => {
    const el = await fixture<EwaAmount>(html`<ewa-amount value="12000000" compact></ewa-amount>`);
    const value = part(el, 'value')!;
    expect(value.querySelector('[aria-hidden="true"]')!.textContent).to.equal('₹ 1.2 Cr');
    expect(value.querySelector('.visually-hidden')!.textContent).to.equal('₹ 1,20,00,000.00');
    expect(value.getAttribute('title')).to.equal('₹ 1,20,00,000.00');
  });

  it('shows an en dash for empty or unreadable values, never NaN', async () => {
    const el = await fixture<EwaAmount>(html`<ewa-amount words></ewa-amount>`);
    expect(part(el, 'value')!.textContent).to.equal('–');
    el.value = Number.NaN;
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).not.to.contain('NaN');
    expect(part(el, 'value')!.textContent).to.equal('–');
    expect(part(el, 'words')).to.equal(null);
  });

  it('passes the axe check', async () => {
    const el = await fixture<EwaAmount>(html`<ewa-amount value="-1500.25" words compact></ewa-amount>`);
    await expect(el).to.be.accessible();
  });
});

describe('amount stories', () => {
  it('render every state without accessibility violations', async function () {
    // One axe run per story: more than the default 5 s on a busy machine.
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-amount'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});
