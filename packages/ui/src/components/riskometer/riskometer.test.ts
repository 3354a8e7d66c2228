import { expect, fixture, html } from '@open-wc/testing';
import './define.ts';
import { RISK_LEVELS, riskLevel } from './risk-level.ts';
import type { EwaRiskometer } from './riskometer.ts';

const base = (el: EwaRiskometer) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
const needleAngle = (el: EwaRiskometer) => {
  const t = el.shadowRoot!.querySelector('[part="needle"]')?.getAttribute('transform') ?? '';
  return Number(/rotate\((-?[\d.]+)/.exec(t)?.[1]);
};

describe('riskLevel', () => {
  it('reads labels in any case and spacing, and 1–6', () => {
    expect(riskLevel('Moderately High')).to.deep.equal({ index: 4, label: 'Moderately High' });
    expect(riskLevel('moderately high')?.index).to.equal(4);
    expect(riskLevel('LOW-TO-MODERATE')?.label).to.equal('Low to Moderate');
    expect(riskLevel(' very high ')?.index).to.equal(6);
    expect(riskLevel(1)?.label).to.equal('Low');
    expect(riskLevel('6')?.label).to.equal('Very High');
  });

  it('refuses anything else', () => {
    for (const bad of [0, 7, '7', -1, 2.5, '', 'Medium', 'High risk', null, undefined, Number.NaN]) {
      expect(riskLevel(bad), String(bad)).to.be.null;
    }
  });
});

describe('ewa-riskometer', () => {
  it('names itself "Riskometer: <label>" as an image for each of the six levels', async () => {
    for (const [i, label] of RISK_LEVELS.entries()) {
      const el = await fixture<EwaRiskometer>(
        html`<ewa-riskometer level=${label.toLowerCase()}></ewa-riskometer>`,
      );
      expect(base(el).getAttribute('role')).to.equal('img');
      expect(base(el).getAttribute('aria-label')).to.equal(`Riskometer: ${label}`);
      expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent).to.equal(label);
      expect(el.riskLevel?.index).to.equal(i + 1);
    }
  });

  it('accepts 1–6 as a number and points the needle further right as risk rises', async () => {
    const el = await fixture<EwaRiskometer>(html`<ewa-riskometer .level=${1}></ewa-riskometer>`);
    const angles: number[] = [];
    for (let n = 1; n <= 6; n++) {
      el.level = n;
      await el.updateComplete;
      angles.push(needleAngle(el));
    }
    expect(base(el).getAttribute('aria-label')).to.equal('Riskometer: Very High');
    expect(angles).to.deep.equal([-75, -45, -15, 15, 45, 75]);
  });

  it('colours the six segments from the risk tokens, which a page can set on :root', async () => {
    const el = await fixture<EwaRiskometer>(html`<ewa-riskometer level="3"></ewa-riskometer>`);
    const fills = () => [...el.shadowRoot!.querySelectorAll('.segment')].map((s) => getComputedStyle(s).fill);
    const defaults = fills();
    expect(defaults[0]).to.equal('rgb(46, 157, 79)');
    expect(defaults[5]).to.equal('rgb(198, 40, 40)');
    expect(new Set(defaults).size).to.equal(6);
    const page = document.createElement('style');
    page.textContent = ':root { --ewa-risk-3: #0a7a55; }';
    document.head.append(page);
    try {
      expect(fills()[2]).to.equal('rgb(10, 122, 85)');
      expect(fills()[3]).to.equal(defaults[3]);
    } finally {
      page.remove();
    }
  });

  it("shows a neutral gauge and 'Not rated' for an unknown level", async () => {
    const el = await fixture<EwaRiskometer>(html`<ewa-riskometer level="Medium"></ewa-riskometer>`);
    expect(base(el).getAttribute('aria-label')).to.equal('Riskometer: Not rated');
    expect(el.shadowRoot!.querySelector('[part="label"]')!.textContent).to.equal('Not rated');
    expect(el.shadowRoot!.querySelector('[part="needle"]')).to.be.null;
    const fills = new Set(
      [...el.shadowRoot!.querySelectorAll('.segment')].map((s) => getComputedStyle(s).fill),
    );
    expect(fills.size).to.equal(1);
  });

  it('is accessible, rated and not rated', async function () {
    // axe walks the whole tree; on a busy machine it needs more than the default 5 s.
    this.timeout(20000);
    const el = await fixture<EwaRiskometer>(html`<ewa-riskometer level="High"></ewa-riskometer>`);
    await expect(el).to.be.accessible();
    el.level = 'unknown';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
