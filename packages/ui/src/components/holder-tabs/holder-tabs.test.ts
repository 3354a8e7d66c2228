import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { eachStory } from '../../form/test-fixtures.ts';
import * as stories from './holder-tabs.stories.ts';
import type { EwaHolderTabs, HolderChangeDetail, HolderTab } from './holder-tabs.ts';

const tabs = (el: EwaHolderTabs) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const names = (el: EwaHolderTabs) => tabs(el).map((tab) => tab.textContent!.replace(/\s+/g, ' ').trim());
const selectedName = (el: EwaHolderTabs) =>
  tabs(el)
    .find((tab) => tab.getAttribute('aria-selected') === 'true')!
    .textContent!.replace(/\s+/g, ' ')
    .trim();
const shownPanel = (el: EwaHolderTabs) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden);

const joint: HolderTab[] = [{ code: 'F', done: true }, { code: 'S' }, { code: 'T' }, { code: 'G' }];

const holderTabs = (holders = joint, selected = '') =>
  fixture<EwaHolderTabs>(html`<ewa-holder-tabs .holders=${holders} selected=${selected}>
    <p slot="F">First holder's details</p>
    <p slot="S">Second holder's details</p>
    <p slot="T">Third holder's details</p>
    <p slot="G">Guardian's details</p>
  </ewa-holder-tabs>`);

describe('ewa-holder-tabs', function () {
  this.timeout(20_000);

  it('is a tab list of the holders, each tab controlling its panel, the first selected by default', async () => {
    const el = await holderTabs();
    const list = el.shadowRoot!.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).to.equal('Holders');
    expect(names(el)).to.deep.equal(['First holder✓, done', 'Second holder', 'Third holder', 'Guardian']);
    const [first] = tabs(el);
    expect(first!.getAttribute('aria-selected')).to.equal('true');
    expect(first!.getAttribute('aria-controls')).to.equal('panel-F');
    expect(tabs(el).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    const panels = shownPanel(el);
    expect(panels.length).to.equal(1);
    expect(panels[0]!.getAttribute('aria-labelledby')).to.equal('tab-F');
    expect(panels[0]!.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal(
      "First holder's details",
    );
    expect(first!.querySelector('[part="done-mark"]')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('moves with ArrowRight / ArrowLeft (wrapping), Home and End, showing each holder at once', async () => {
    const el = await holderTabs();
    const seen: string[] = [];
    el.addEventListener('ewa-holder-change', (event) => seen.push(event.detail.code));
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.selected).to.equal('S');
    expect(el.shadowRoot!.activeElement).to.equal(tabs(el)[1]);
    expect(shownPanel(el)[0]!.id).to.equal('panel-S');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(selectedName(el)).to.equal('Guardian');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.selected, 'wraps to the first').to.equal('F');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(el.selected).to.equal('F');
    expect(seen).to.deep.equal(['S', 'G', 'F', 'G', 'F']);
    expect(tabs(el).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
  });

  it('leaves the tab list with one Tab', async () => {
    const el = await holderTabs(joint, 'T');
    tabs(el)[2]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(null);
  });

  it('chooses a holder by click and lets the page refuse the change', async () => {
    const el = await holderTabs();
    setTimeout(() => tabs(el)[2]!.click());
    const event = (await oneEvent(el, 'ewa-holder-change')) as CustomEvent<HolderChangeDetail>;
    expect(event.detail).to.deep.equal({ code: 'T', index: 2 });
    await el.updateComplete;
    expect(el.selected).to.equal('T');
    el.addEventListener('ewa-holder-change', (e) => e.preventDefault());
    tabs(el)[2]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.selected, 'refused').to.equal('T');
    expect(el.shadowRoot!.activeElement, 'focus stays on the shown holder').to.equal(tabs(el)[2]);
  });

  it('shows a tick for each done holder and takes custom labels', async () => {
    const el = await holderTabs([
      { code: 'F', label: 'Minor', done: true },
      { code: 'G', done: true },
    ]);
    expect(names(el)).to.deep.equal(['Minor✓, done', 'Guardian✓, done']);
    expect(tabs(el).map((tab) => tab.getAttribute('part'))).to.deep.equal([
      'tab tab-selected tab-done',
      'tab tab-done',
    ]);
  });

  it('puts default-slot content in the selected panel', async () => {
    const el = await fixture<EwaHolderTabs>(
      html`<ewa-holder-tabs .holders=${joint} selected="S"><p>Shown holder</p></ewa-holder-tabs>`,
    );
    const slot = shownPanel(el)[0]!.querySelector<HTMLSlotElement>('slot:not([name])')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal('Shown holder');
    el.selected = 'T';
    await el.updateComplete;
    expect(shownPanel(el)[0]!.id).to.equal('panel-T');
    expect(
      shownPanel(el)[0]!.querySelector<HTMLSlotElement>('slot:not([name])')!.assignedElements().length,
    ).to.equal(1);
  });

  it('passes the axe check', async () => {
    const el = await holderTabs();
    await expect(el).to.be.accessible();
  });
});

describe('holder-tabs stories', () => {
  it('render every state without accessibility violations', async function () {
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-holder-tabs'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});
