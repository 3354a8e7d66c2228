import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { demoValues } from './demo-values.ts';
import { type EwaValueChart, valueChartPartLoader } from './value-chart.ts';
import { latestFigures, samplePoints, type ValuePoint } from './value-series.ts';

const figures = (el: EwaValueChart) =>
  [...el.shadowRoot!.querySelectorAll('[part="figures"] div')].map((d) => [
    d.querySelector('dt')!.textContent!.trim(),
    d.querySelector('dd')!.textContent!.trim(),
  ]);
const tableRows = (el: EwaValueChart) =>
  [...el.shadowRoot!.querySelectorAll('[part="table"] tbody tr')].map((tr) =>
    [...tr.children].map((c) => c.textContent!.trim()),
  );
const radio = (el: EwaValueChart, range: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (r) => r.value === range,
  )!;

// Hand-checked: ₹10,000 in, worth ₹10,450.50 by the last day; ₹2,500 more on the second.
const handMade: ValuePoint[] = [
  { date: '2026-11-02', value: 10_000, invested: 10_000 },
  { date: '2026-11-03', value: 12_480.25, invested: 12_500 },
  { date: '2026-11-20', value: 12_950.5, invested: 12_500 },
];

describe('value series', () => {
  it('tells the latest value, invested and gain, and gain over invested', () => {
    expect(latestFigures(handMade)).to.deep.equal({
      date: '2026-11-20',
      value: 12_950.5,
      invested: 12_500,
      gain: 450.5,
      gainPercent: 3.604,
    });
    expect(latestFigures([])).to.be.undefined;
    expect(latestFigures([{ date: '2026-11-20', value: 10, invested: -5 }])!.gainPercent).to.be.undefined;
  });

  it('spreads the table’s rows over the range, first and last always in', () => {
    const days = Array.from({ length: 100 }, (_, i) => i);
    const picked = samplePoints(days, 12);
    expect(picked).to.have.length(12);
    expect(picked[0]).to.equal(0);
    expect(picked.at(-1)).to.equal(99);
    expect(samplePoints([1, 2, 3], 12)).to.deep.equal([1, 2, 3]);
  });
});

describe('ewa-value-chart', () => {
  it('shows the latest figures and a table of value and invested for screen readers', async () => {
    const el = await fixture<EwaValueChart>(
      html`<ewa-value-chart .points=${handMade} range="1M" label="Portfolio"></ewa-value-chart>`,
    );
    expect(figures(el)).to.deep.equal([
      ['Value on 20 Nov 2026', '₹ 12,950.50'],
      ['Invested', '₹ 12,500.00'],
      ['Gain', '₹ 450.50 (+3.60%)'],
    ]);
    expect(el.shadowRoot!.querySelector('[part="figures"] dd.up')).to.exist;
    expect(el.shadowRoot!.querySelector('[part="table"] caption')!.textContent).to.equal(
      'Portfolio value and amount invested over 1 month',
    );
    expect(tableRows(el)).to.deep.equal([
      ['2 Nov 2026', '₹ 10,000.00', '₹ 10,000.00'],
      ['3 Nov 2026', '₹ 12,480.25', '₹ 12,500.00'],
      ['20 Nov 2026', '₹ 12,950.50', '₹ 12,500.00'],
    ]);
    expect(el.shadowRoot!.querySelector('[part="chart"]')!.getAttribute('aria-hidden')).to.equal('true');
    // The two lines are named in a legend, the invested one dashed: not told by colour alone.
    expect(
      el.shadowRoot!.querySelector('[part="legend"]')!.textContent!.replace(/\s+/g, ' ').trim(),
    ).to.equal('Portfolio value Invested');
  });

  it('shows a loss in the danger colour with its sign, and keeps a long range’s table to 12 rows', async () => {
    const points = demoValues('2025-11-20', '2026-11-20', 10_000, -0.6);
    const el = await fixture<EwaValueChart>(html`<ewa-value-chart .points=${points}></ewa-value-chart>`);
    expect(figures(el)[2]![1]).to.match(/^-₹ [\d,]+\.\d{2} \(-\d+\.\d{2}%\)$/);
    expect(el.shadowRoot!.querySelector('[part="figures"] dd.down')).to.exist;
    expect(tableRows(el)).to.have.length(12);
  });

  it('draws both lines once it has points, with the library fetched on demand', async () => {
    const el = await fixture<EwaValueChart>(html`<ewa-value-chart></ewa-value-chart>`);
    expect(el.shadowRoot!.querySelector('[part="chart"]')).to.be.null;
    expect(el.shadowRoot!.querySelector('.empty')!.textContent).to.equal('No value to show over 1 year yet.');
    el.points = demoValues('2025-11-20', '2026-11-20');
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.shadowRoot!.querySelectorAll('[part="chart"] canvas').length).to.be.greaterThan(0);
  });

  it('draws no line through a single day, and says from when the chart starts', async () => {
    const el = await fixture<EwaValueChart>(
      html`<ewa-value-chart .points=${handMade.slice(0, 1)}></ewa-value-chart>`,
    );
    expect(el.shadowRoot!.querySelector('[part="chart"]')).to.be.null;
    expect(el.shadowRoot!.querySelector('.empty')!.textContent).to.equal(
      "The chart starts from 2 Nov 2026 and draws its line from the next day's value.",
    );
    expect(figures(el)[0]).to.deep.equal(['Value on 2 Nov 2026', '₹ 10,000.00']);
    el.points = handMade;
    await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.shadowRoot!.querySelectorAll('[part="chart"] canvas').length).to.be.greaterThan(0);
  });

  it('keeps the figures and the table when the chart library cannot be fetched', async () => {
    const real = valueChartPartLoader.load;
    valueChartPartLoader.load = () => Promise.reject(new Error('offline'));
    try {
      const el = await fixture<EwaValueChart>(html`<ewa-value-chart .points=${handMade}></ewa-value-chart>`);
      expect(figures(el)).to.have.length(3);
      expect(el.shadowRoot!.querySelector('[part="chart"] canvas')).to.be.null;
      expect(tableRows(el)).to.have.length(3);
    } finally {
      valueChartPartLoader.load = real;
    }
  });

  it('changes the range with the arrow keys and says so in an event', async () => {
    const el = await fixture<EwaValueChart>(
      html`<ewa-value-chart .points=${handMade} range="6M"></ewa-value-chart>`,
    );
    radio(el, '6M').focus();
    const changed = oneEvent(el, 'ewa-range-change');
    await sendKeys({ press: 'ArrowRight' });
    expect((await changed).detail).to.deep.equal({ range: '1Y' });
    await el.updateComplete;
    expect(el.getAttribute('range')).to.equal('1Y');
    expect(radio(el, '1Y').checked).to.be.true;
    el.range = 'bad' as never;
    await el.updateComplete;
    expect(el.shownRange).to.equal('1Y');
  });

  it('is accessible, busy or not', async function () {
    this.timeout(20000);
    const el = await fixture<EwaValueChart>(
      html`<ewa-value-chart .points=${handMade} busy></ewa-value-chart>`,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
  });
});
