import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './define.ts';
import { eachStory } from '../../form/test-fixtures.ts';
import { accountOpeningSteps } from './demo-steps.ts';
import * as stories from './stepper.stories.ts';
import type { EwaStepper, StepRequestDetail } from './stepper.ts';

const items = (el: EwaStepper) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('li')];
const partsOf = (el: EwaStepper) => items(el).map((item) => item.getAttribute('part'));
const visible = (element: Element | null) => !!element && element.checkVisibility();

const stepper = (current = 'bankdetails') =>
  fixture<EwaStepper>(html`<ewa-stepper .steps=${accountOpeningSteps} current=${current}></ewa-stepper>`);

describe('ewa-stepper', function () {
  this.timeout(20_000);
  afterEach(() => setViewport({ width: 1280, height: 800 }));

  it('marks steps before the current one done, the current one with aria-current="step", the rest to do', async () => {
    const el = await stepper();
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Account opening steps');
    expect(partsOf(el)).to.deep.equal([
      ...Array(6).fill('step step-done'),
      'step step-current',
      'step step-todo',
      'step step-todo',
    ]);
    const current = el.shadowRoot!.querySelectorAll('[aria-current]');
    expect(current.length).to.equal(1);
    expect(current[0]!.getAttribute('aria-current')).to.equal('step');
    expect(current[0]!.textContent).to.contain('Bank details');
    expect(items(el)[0]!.textContent!.replace(/\s+/g, ' ')).to.contain('Mobile & E-mail, done');
    expect(items(el)[8]!.textContent!.replace(/\s+/g, ' ')).to.contain('Nominees, not done yet');
  });

  it('makes done steps buttons that ask the page, without moving by itself', async () => {
    const el = await stepper();
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="step-button"]')];
    expect(buttons.length, 'the six done steps').to.equal(6);
    setTimeout(() => buttons[2]!.click());
    const event = (await oneEvent(el, 'ewa-step-request')) as CustomEvent<StepRequestDetail>;
    expect(event.detail).to.deep.equal({ id: 'personaldetails', index: 2 });
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(el.current, 'the page decides').to.equal('bankdetails');
    el.current = event.detail.id;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[aria-current="step"]')!.textContent).to.contain('Personal details');
  });

  it('is reached with Tab and chosen with Enter or Space', async () => {
    const el = await stepper('preference');
    const requests: string[] = [];
    el.addEventListener('ewa-step-request', (event) => requests.push(event.detail.id));
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="step-button"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    expect(requests).to.deep.equal(['loadmobemail', 'loaddigilocker']);
  });

  it('follows per-step status and allowed', async () => {
    const el = await fixture<EwaStepper>(html`<ewa-stepper
      current="fatca"
      .steps=${accountOpeningSteps.map((step) =>
        step.id === 'loaddigilocker'
          ? { ...step, allowed: false }
          : step.id === 'bankdetails'
            ? { ...step, status: 'done' as const }
            : step.id === 'preference'
              ? { ...step, allowed: true }
              : step,
      )}
    ></ewa-stepper>`);
    expect(el.stateOf(1)).to.equal('done');
    expect(el.isAllowed(1), 'refused by the page').to.equal(false);
    expect(el.stateOf(6), 'done out of order').to.equal('done');
    expect(el.isAllowed(6)).to.equal(true);
    expect(el.stateOf(5)).to.equal('todo');
    expect(el.isAllowed(5), 'an allowed step to do').to.equal(true);
    expect(el.isAllowed(4), 'never the current one').to.equal(false);
    const reached = items(el).map((item) => item.classList.contains('reached'));
    expect(reached, 'the line into a step is travelled only from a done step').to.deep.equal([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    const labels = [...el.shadowRoot!.querySelectorAll('[part="step-button"] [part="label"]')].map((label) =>
      label.textContent!.split(',')[0]!.trim(),
    );
    expect(labels).to.deep.equal([
      'Mobile & E-mail',
      'Personal details',
      'Address',
      'Preferences',
      'Bank details',
    ]);
  });

  it('is one line with the list on demand on a phone, the full list from 767 px', async () => {
    const el = await stepper();
    const list = el.shadowRoot!.querySelector('[part="list"]')!;
    const summary = el.shadowRoot!.querySelector('[part="summary"]')!;
    expect(visible(list)).to.equal(true);
    expect(visible(summary)).to.equal(false);
    await setViewport({ width: 390, height: 800 });
    expect(visible(summary)).to.equal(true);
    expect(summary.textContent!.trim()).to.equal('Step 7 of 9: Bank details');
    expect(visible(list)).to.equal(false);
    const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal('steps');
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(visible(list)).to.equal(true);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="step-button"]')!.click();
    await el.updateComplete;
    expect(visible(list), 'a request folds the list').to.equal(false);
  });

  it('shows the whole list when no step is current', async () => {
    const el = await stepper('');
    expect(el.shadowRoot!.querySelector('[part="summary"]')).to.equal(null);
    expect(partsOf(el).every((part) => part === 'step step-todo')).to.equal(true);
    await setViewport({ width: 390, height: 800 });
    expect(visible(el.shadowRoot!.querySelector('[part="list"]'))).to.equal(true);
  });

  it('passes the axe check on a phone and a desktop', async () => {
    const el = await stepper();
    await expect(el).to.be.accessible();
    await setViewport({ width: 390, height: 800 });
    await expect(el).to.be.accessible();
  });
});

describe('stepper stories', () => {
  it('render every state without accessibility violations', async function () {
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-stepper'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(4);
  });
});
