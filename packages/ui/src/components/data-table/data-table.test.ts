import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { EwaAmount } from '../amount/amount.ts';
import './define.ts';
import type { EwaDataTable } from './data-table.ts';
import { billColumns, demoBills, demoBillsTotal } from './demo-bills.ts';

const shown = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility();

async function bills(extra = {}) {
  const el = await fixture<EwaDataTable>(html`<ewa-data-table
    caption="Outstanding bills"
    .columns=${billColumns}
    .rows=${demoBills}
    .footer=${demoBillsTotal}
  ></ewa-data-table>`);
  Object.assign(el, extra);
  await el.updateComplete;
  for (const amount of el.shadowRoot!.querySelectorAll<EwaAmount>('ewa-amount')) await amount.updateComplete;
  return el;
}

describe('ewa-data-table', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('renders caption, column headers with scope, and one row per bill', async () => {
    const el = await bills();
    const root = el.shadowRoot!;
    expect(root.querySelector('caption')!.textContent).to.equal('Outstanding bills');
    const headers = [...root.querySelectorAll('thead th')];
    expect(headers.map((th) => th.textContent)).to.deep.equal([
      'Sr No.',
      'Transaction ID',
      'Bill No.',
      'Charges Type',
      'Amount',
    ]);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).to.be.true;
    const rows = root.querySelectorAll('tbody tr');
    expect(rows).to.have.length(3);
    expect(rows[1]!.querySelectorAll('.cell-value')[1]!.textContent).to.equal('DP240415017');
  });

  it('shows amounts through ewa-amount, aligned to the end', async () => {
    const el = await bills();
    const amount = el.shadowRoot!.querySelector<EwaAmount>('tbody tr:nth-child(2) ewa-amount')!;
    expect(amount.kind).to.equal('amount');
    expect(amount.shadowRoot!.textContent).to.contain('₹ 17.70');
    expect(amount.closest('td')!.classList.contains('align-end')).to.be.true;
  });

  it('units columns use 3 decimals; missing text shows a dash', async () => {
    const el = await fixture<EwaDataTable>(html`<ewa-data-table
      .columns=${[{ key: 'scheme', label: 'Scheme' }, { key: 'units', label: 'Units', format: 'units' }]}
      .rows=${[{ units: 1234.5 }]}
    ></ewa-data-table>`);
    const units = el.shadowRoot!.querySelector<EwaAmount>('ewa-amount')!;
    await units.updateComplete;
    expect(units.shadowRoot!.textContent).to.contain('1,234.500');
    expect(el.shadowRoot!.querySelector('.cell-value')!.textContent).to.equal('–');
  });

  it('adds a total row with its label in the first column', async () => {
    const el = await bills();
    const footer = el.shadowRoot!.querySelector('tfoot tr')!;
    const label = footer.querySelector('th')!;
    expect(label.textContent).to.equal('Total');
    expect(label.getAttribute('scope')).to.equal('row');
    expect(footer.querySelector<EwaAmount>('ewa-amount')!.shadowRoot!.textContent).to.contain('₹ 489.70');
  });

  it('shows empty-text across all columns and no total when there are no rows', async () => {
    const el = await bills({ rows: [], emptyText: 'No outstanding bills.' });
    const empty = el.shadowRoot!.querySelector('[part="empty"]')!;
    expect(empty.textContent).to.equal('No outstanding bills.');
    expect(empty.getAttribute('colspan')).to.equal('5');
    expect(el.shadowRoot!.querySelector('tfoot')).to.be.null;
  });

  it('stacks rows into labelled cards below 767 px and is a table again from 767 px', async () => {
    await setViewport({ width: 390, height: 800 });
    const el = await bills();
    const row = el.shadowRoot!.querySelector('tbody tr')!;
    const label = row.querySelector('.cell-label')!;
    expect(getComputedStyle(row).display).to.equal('block');
    expect(shown(label)).to.be.true;
    expect(label.textContent).to.equal('Sr No.');
    expect(label.getAttribute('aria-hidden')).to.equal('true');
    expect(shown(el.shadowRoot!.querySelector('thead th'))).to.be.true; // still there for screen readers
    expect(el.shadowRoot!.querySelector('thead')!.getBoundingClientRect().height).to.be.at.most(1);
    await setViewport({ width: 767, height: 800 });
    expect(getComputedStyle(row).display).to.equal('table-row');
    expect(shown(label)).to.be.false;
  });

  it('is accessible as a table and as cards', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const el = await bills();
    await expect(el).to.be.accessible();
    await setViewport({ width: 390, height: 800 });
    await expect(el).to.be.accessible();
  });
  it('sorts by a sortable column from its header button, announcing the order', async function () {
    this.timeout(20000);
    const columns = billColumns.map((c) =>
      c.key === 'amount' || c.key === 'chargesType' ? { ...c, sortable: true } : c,
    );
    const el = await fixture<EwaDataTable>(
      html`<ewa-data-table caption="Bills" .columns=${columns} .rows=${demoBills}></ewa-data-table>`,
    );
    const root = el.shadowRoot!;
    const sorted: { key: string; direction: string }[] = [];
    el.addEventListener('ewa-sort', (e) => sorted.push((e as CustomEvent).detail));
    const firstColumn = () =>
      [...root.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('.cell-value')!.textContent);
    expect(root.querySelectorAll('thead button')).to.have.length(2);
    expect(root.querySelector('thead th')!.querySelector('button')).to.be.null;

    const amountHeader = root.querySelectorAll('thead th')[4]!;
    expect(amountHeader.getAttribute('aria-sort')).to.equal('none');
    amountHeader.querySelector('button')!.click();
    await el.updateComplete;
    // Amounts start with the largest: 354, 118, 17.70.
    expect(firstColumn()).to.deep.equal(['1', '3', '2']);
    expect(amountHeader.getAttribute('aria-sort')).to.equal('descending');
    amountHeader.querySelector('button')!.click();
    await el.updateComplete;
    expect(firstColumn()).to.deep.equal(['2', '3', '1']);
    expect(amountHeader.getAttribute('aria-sort')).to.equal('ascending');

    root.querySelectorAll('thead th')[3]!.querySelector('button')!.click();
    await el.updateComplete;
    // Text A–Z: AMC, Pledge Charges, Transaction Charges.
    expect(firstColumn()).to.deep.equal(['1', '3', '2']);
    expect(amountHeader.getAttribute('aria-sort')).to.equal('none');
    expect(sorted).to.deep.equal([
      { key: 'amount', direction: 'descending' },
      { key: 'amount', direction: 'ascending' },
      { key: 'chargesType', direction: 'ascending' },
    ]);
    await expect(el).to.be.accessible();
  });
});
