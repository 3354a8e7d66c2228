import { expect, fixture, html } from '@open-wc/testing';
import type { EwaAllocation } from './allocation.ts';
import './define.ts';
import { sharesOf } from './shares.ts';

const legend = (el: EwaAllocation) =>
  [...el.shadowRoot!.querySelectorAll('[part="legend"] li')].map((li) => [
    li.querySelector('.name')!.textContent,
    li.querySelector('.share')!.textContent,
  ]);

describe('sharesOf', () => {
  it('gives shares that add up to exactly 100, the leftover to the largest remainders', () => {
    expect(
      sharesOf([
        { label: 'a', value: 1 },
        { label: 'b', value: 1 },
        { label: 'c', value: 1 },
      ]),
    ).to.deep.equal([33.4, 33.3, 33.3]);
    expect(
      sharesOf([
        { label: 'a', value: 3 },
        { label: 'b', value: 1 },
      ]),
    ).to.deep.equal([75, 25]);
    const odd = sharesOf([2, 3, 5, 7, 11, 13].map((value) => ({ label: String(value), value })));
    expect(Math.round(odd.reduce((s, v) => s + v, 0) * 10)).to.equal(1000);
  });

  it('counts nothing for zero, negative or non-numbers, and all zeros for an empty whole', () => {
    expect(
      sharesOf([
        { label: 'a', value: 5 },
        { label: 'b', value: -2 },
        { label: 'c', value: Number.NaN },
      ]),
    ).to.deep.equal([100, 0, 0]);
    expect(sharesOf([{ label: 'a', value: 0 }])).to.deep.equal([0]);
    expect(sharesOf([])).to.deep.equal([]);
  });
});

describe('ewa-allocation', () => {
  it('lists each part with its percentage and draws one arc per part, hidden from screen readers', async () => {
    const el = await fixture<EwaAllocation>(
      html`<ewa-allocation
        label="Allocation by asset class"
        .parts=${[
          { label: 'Equity', value: 60_000 },
          { label: 'Debt', value: 30_000 },
          { label: 'Hybrid', value: 10_000 },
        ]}
      ></ewa-allocation>`,
    );
    expect(legend(el)).to.deep.equal([
      ['Equity', '60.0%'],
      ['Debt', '30.0%'],
      ['Hybrid', '10.0%'],
    ]);
    expect(el.shadowRoot!.querySelector('figcaption')!.textContent).to.equal('Allocation by asset class');
    const arcs = [...el.shadowRoot!.querySelectorAll('.arc')];
    expect(arcs.map((a) => a.getAttribute('stroke-dasharray'))).to.deep.equal(['60 40', '30 70', '10 90']);
    // Each arc starts where the one before ends, from the top.
    expect(arcs.map((a) => a.getAttribute('stroke-dashoffset'))).to.deep.equal(['25', '-35', '-65']);
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('updates when the parts change, and colours parts from tokens a page can set', async () => {
    const el = await fixture<EwaAllocation>(
      html`<ewa-allocation .parts=${[{ label: 'Equity', value: 1 }]}></ewa-allocation>`,
    );
    expect(legend(el)).to.deep.equal([['Equity', '100.0%']]);
    el.parts = [
      { label: 'Equity', value: 1 },
      { label: 'Debt', value: 3 },
    ];
    await el.updateComplete;
    expect(legend(el)).to.deep.equal([
      ['Equity', '25.0%'],
      ['Debt', '75.0%'],
    ]);
    el.style.setProperty('--ewa-allocation-color-2', '#0a7a55');
    const arc = el.shadowRoot!.querySelectorAll('.arc')[1]!;
    expect(getComputedStyle(arc).stroke).to.equal('rgb(10, 122, 85)');
  });

  it('is accessible', async function () {
    this.timeout(20000);
    const el = await fixture<EwaAllocation>(
      html`<ewa-allocation label="By fund house" .parts=${[{ label: 'Arjuna Mutual Fund', value: 2 }, { label: 'Banyan Mutual Fund', value: 1 }]}></ewa-allocation>`,
    );
    await expect(el).to.be.accessible();
  });
});
