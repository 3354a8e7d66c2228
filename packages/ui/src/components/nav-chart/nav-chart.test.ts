import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { demoSeries } from './demo-series.ts';
import { chartPartLoader, type EwaNavChart } from './nav-chart.ts';
import { pointsInRange, rangeCovered, rangeReturn, rangeStart, type SeriesPoint } from './ranges.ts';

const returnText = (el: EwaNavChart) =>
  el.shadowRoot!.querySelector('[part="return"]')!.textContent!.replace(/\s+/g, ' ').trim();
const radio = (el: EwaNavChart, range: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (r) => r.value === range,
  )!;
const summaryRows = (el: EwaNavChart) =>
  [...el.shadowRoot!.querySelectorAll('[part="summary"] tr')].map((tr) =>
    [...tr.children].map((c) => c.textContent!.trim()),
  );

// Hand-checked: 100 → 110 over the year, 120 at the end of the month before the last, 132 last.
const handMade: SeriesPoint[] = [
  { date: '2020-11-20', value: 50 },
  { date: '2023-11-17', value: 80 },
  { date: '2025-11-20', value: 100 },
  { date: '2025-12-01', value: 104 },
  { date: '2026-05-20', value: 110 },
  { date: '2026-10-19', value: 120 },
  { date: '2026-10-21', value: 121 },
  { date: '2026-11-20', value: 132 },
];

describe('NAV ranges', () => {
  it('counts a range back in calendar months, a month from 31 March ending in February', () => {
    expect(rangeStart('2026-11-20', '1M')).to.equal('2026-10-20');
    expect(rangeStart('2026-11-20', '6M')).to.equal('2026-05-20');
    expect(rangeStart('2026-11-20', '1Y')).to.equal('2025-11-20');
    expect(rangeStart('2026-11-20', '5Y')).to.equal('2021-11-20');
    expect(rangeStart('2026-03-31', '1M')).to.equal('2026-02-28');
    expect(rangeStart('2024-03-31', '1M')).to.equal('2024-02-29');
    expect(rangeStart('2026-01-15', '1M')).to.equal('2025-12-15');
    expect(rangeStart('2026-11-20', 'ALL')).to.be.undefined;
  });

  it('starts a range at the last value on or before its first day', () => {
    expect(pointsInRange(handMade, '1M').map((p) => p.value)).to.deep.equal([120, 121, 132]);
    expect(pointsInRange(handMade, '1Y')[0]!.value).to.equal(100);
    expect(pointsInRange(handMade, '3Y')[0]!.value).to.equal(80);
    expect(pointsInRange(handMade, '5Y')[0]!.value).to.equal(50);
    expect(pointsInRange(handMade, 'ALL')).to.have.length(handMade.length);
    expect(pointsInRange([], '1Y')).to.deep.equal([]);
  });

  it('gives the return from first to last point and knows which ranges the series reaches', () => {
    expect(rangeReturn(pointsInRange(handMade, '1Y'))).to.be.closeTo(32, 1e-9);
    expect(rangeReturn(pointsInRange(handMade, '1M'))).to.be.closeTo(10, 1e-9);
    expect(rangeReturn([{ date: '2026-11-20', value: 10 }])).to.be.undefined;
    expect(rangeCovered(handMade, '5Y')).to.be.true;
    expect(rangeCovered(handMade.slice(1), '5Y')).to.be.false;
    expect(rangeCovered(handMade.slice(1), '3Y')).to.be.true;
  });
});

describe('ewa-nav-chart', () => {
  it('shows the return of the range and a table for screen readers with its figures', async () => {
    const el = await fixture<EwaNavChart>(
      html`<ewa-nav-chart .points=${handMade} range="1Y" label="NAV of Demo Fund"></ewa-nav-chart>`,
    );
    expect(returnText(el)).to.equal('1 year return +32.00%');
    expect(el.shadowRoot!.querySelector('[part="summary"] caption')!.textContent).to.equal(
      'NAV of Demo Fund over 1 year',
    );
    expect(summaryRows(el)).to.deep.equal([
      ['20 Nov 2025', '₹ 100.0000'],
      ['20 Nov 2026', '₹ 132.0000'],
      ['Highest', '₹ 132.0000'],
      ['Lowest', '₹ 100.0000'],
      ['Return', '+32.00%'],
    ]);
    expect(el.shadowRoot!.querySelector('[part="chart"]')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('draws the chart once it has points, with the library fetched on demand', async () => {
    const el = await fixture<EwaNavChart>(html`<ewa-nav-chart></ewa-nav-chart>`);
    expect(el.shadowRoot!.querySelector('[part="chart"] canvas')).to.be.null;
    el.points = demoSeries('2021-01-01', '2026-11-20');
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.shadowRoot!.querySelectorAll('[part="chart"] canvas').length).to.be.greaterThan(0);
  });

  it('keeps the return and the table when the chart library cannot be fetched', async () => {
    const real = chartPartLoader.load;
    chartPartLoader.load = () => Promise.reject(new Error('offline'));
    try {
      const el = await fixture<EwaNavChart>(html`<ewa-nav-chart .points=${handMade}></ewa-nav-chart>`);
      expect(returnText(el)).to.equal('1 year return +32.00%');
      expect(el.shadowRoot!.querySelector('[part="chart"] canvas')).to.be.null;
      expect(summaryRows(el)).to.have.length(5);
    } finally {
      chartPartLoader.load = real;
    }
  });

  it('changes the range with the arrow keys and says so in an event and the return text', async () => {
    const el = await fixture<EwaNavChart>(
      html`<ewa-nav-chart .points=${handMade} range="6M"></ewa-nav-chart>`,
    );
    expect(returnText(el)).to.equal('6 months return +20.00%');
    radio(el, '6M').focus();
    const changed = oneEvent(el, 'ewa-range-change');
    await sendKeys({ press: 'ArrowLeft' });
    expect((await changed).detail).to.deep.equal({ range: '1M' });
    await el.updateComplete;
    expect(el.range).to.equal('1M');
    expect(el.getAttribute('range')).to.equal('1M');
    expect(returnText(el)).to.equal('1 month return +10.00%');
    expect(radio(el, '1M').checked).to.be.true;
  });

  it('disables the periods the series does not reach back to, and falls back to 1Y on a bad range', async () => {
    const el = await fixture<EwaNavChart>(
      html`<ewa-nav-chart .points=${handMade.slice(2)} range="10Y"></ewa-nav-chart>`,
    );
    expect(el.shownRange).to.equal('1Y');
    expect(radio(el, '3Y').disabled).to.be.true;
    expect(radio(el, '5Y').disabled).to.be.true;
    expect(radio(el, '1Y').disabled).to.be.false;
    expect(radio(el, 'ALL').disabled).to.be.false;
    expect(returnText(el)).to.equal('1 year return +32.00%');
  });

  it("says 'not available' with no points, and shows a fall in the danger colour", async () => {
    const el = await fixture<EwaNavChart>(html`<ewa-nav-chart></ewa-nav-chart>`);
    expect(returnText(el)).to.equal('1 year return not available');
    expect(el.shadowRoot!.querySelector('[part="summary"]')).to.be.null;
    el.points = [
      { date: '2025-11-20', value: 100 },
      { date: '2026-11-20', value: 95 },
    ];
    await el.updateComplete;
    expect(returnText(el)).to.equal('1 year return -5.00%');
    expect(el.shadowRoot!.querySelector('[part="return"] strong')!.className).to.equal('down');
  });

  it('is accessible', async function () {
    this.timeout(20000);
    const el = await fixture<EwaNavChart>(html`<ewa-nav-chart .points=${handMade}></ewa-nav-chart>`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.shadowRoot!.querySelectorAll('[part="chart"] canvas').length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });
});
