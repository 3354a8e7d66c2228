import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { eachStory, plainFixture } from '../../form/test-fixtures.ts';
import * as stories from './amount-input.stories.ts';
import type { EwaAmountInput } from './amount-input.ts';

const input = (el: EwaAmountInput) => el.shadowRoot!.querySelector('input')!;
const feedback = (el: EwaAmountInput) =>
  el.shadowRoot!.querySelector('[part="feedback"]')!.textContent!.trim();
const words = (el: EwaAmountInput) => el.shadowRoot!.querySelector('[part="words"]')?.textContent?.trim();

async function paste(el: EwaAmountInput, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input(el).dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
  await el.updateComplete;
}

describe('ewa-amount-input', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('groups the Indian way while typing and keeps a plain value', async () => {
    const el = await fixture<EwaAmountInput>(html`<ewa-amount-input label="Amount"></ewa-amount-input>`);
    el.focus();
    await sendKeys({ type: '100000.5' });
    await el.updateComplete;
    expect(input(el).value).to.equal('1,00,000.5');
    expect(el.value).to.equal('100000.5');
    expect(el.valueAsNumber).to.equal(100000.5);
  });

  it('keeps the caret in place when typing in the middle', async () => {
    const el = await fixture<EwaAmountInput>(html`<ewa-amount-input label="Amount"></ewa-amount-input>`);
    el.focus();
    await sendKeys({ type: '1000' });
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowLeft' });
    // Caret after '1' in '1,000'.
    await sendKeys({ type: '50' });
    await el.updateComplete;
    expect(input(el).value).to.equal('1,50,000');
    expect(input(el).selectionStart).to.equal(4);
    expect(el.value).to.equal('150000');
  });

  it('deletes the digit beyond a grouping comma with Backspace and Delete', async () => {
    const el = await fixture<EwaAmountInput>(
      html`<ewa-amount-input label="Amount" value="1234567"></ewa-amount-input>`,
    );
    el.focus();
    // '12,34,567' with the caret just after the first comma.
    input(el).setSelectionRange(3, 3);
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    expect(input(el).value).to.equal('1,34,567');
    expect(input(el).selectionStart).to.equal(1);
    expect(el.value).to.equal('134567');
    el.value = '100000';
    await el.updateComplete;
    input(el).setSelectionRange(1, 1);
    await sendKeys({ press: 'Delete' });
    await el.updateComplete;
    expect(input(el).value).to.equal('10,000');
    expect(input(el).selectionStart).to.equal(1);
  });

  it('reads pasted amounts with grouping or a currency sign', async () => {
    const el = await fixture<EwaAmountInput>(html`<ewa-amount-input label="Amount"></ewa-amount-input>`);
    for (const [text, value, shown] of [
      ['1,00,000', '100000', '1,00,000'],
      ['100000.50', '100000.50', '1,00,000.50'],
      ['₹ 5,000', '5000', '5,000'],
    ] as const) {
      input(el).value = '';
      input(el).setSelectionRange(0, 0);
      await paste(el, text);
      expect(el.value, text).to.equal(value);
      expect(input(el).value, text).to.equal(shown);
    }
  });

  it('shows the amount in words beneath', async () => {
    const el = await fixture<EwaAmountInput>(
      html`<ewa-amount-input label="Amount" words value="12345678.5"></ewa-amount-input>`,
    );
    expect(input(el).value).to.equal('1,23,45,678.5');
    expect(words(el)).to.equal(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paise Only',
    );
    expect(input(el).getAttribute('aria-describedby')).to.contain('words');
  });

  it('checks required, min, max and multiples with clear messages', async () => {
    const el = await fixture<EwaAmountInput>(
      html`<ewa-amount-input label="SIP amount" required min="5000" max="200000" multiple-of="100"></ewa-amount-input>`,
    );
    el.reportValidity();
    await el.updateComplete;
    expect(feedback(el)).to.equal('SIP amount cannot be empty.');
    el.value = '4999';
    await el.updateComplete;
    expect(el.validity.rangeUnderflow).to.equal(true);
    expect(feedback(el)).to.equal('Minimum amount is ₹ 5,000.00');
    el.value = '200100';
    await el.updateComplete;
    expect(el.validity.rangeOverflow).to.equal(true);
    expect(feedback(el)).to.equal('Maximum amount is ₹ 2,00,000.00');
    el.value = '5050';
    await el.updateComplete;
    expect(el.validity.stepMismatch).to.equal(true);
    expect(feedback(el)).to.equal('Amount should be in multiples of ₹ 100.00');
    el.multipleOfMessage = 'SIP amount should be in multiples of 100';
    await el.updateComplete;
    expect(feedback(el)).to.equal('SIP amount should be in multiples of 100');
    el.value = '5100';
    await el.updateComplete;
    expect(el.checkValidity()).to.equal(true);
    expect(input(el).value).to.equal('5,100');
  });

  it('counts multiples from its minimum', async () => {
    const el = await plainFixture<EwaAmountInput>(
      html`<ewa-amount-input label="SIP amount" min="150" multiple-of="100"></ewa-amount-input>`,
    );
    el.value = '250';
    await el.updateComplete;
    expect(el.checkValidity(), '150 + 100').to.equal(true);
    el.value = '200';
    await el.updateComplete;
    expect(el.checkValidity(), '200 is not 150 plus whole hundreds').to.equal(false);
    expect(el.validity.stepMismatch).to.equal(true);
  });

  it('accepts brokerage in steps of 0.05', async () => {
    const el = await fixture<EwaAmountInput>(
      html`<ewa-amount-input label="Brokerage" currency="none" min="0" max="2.50" multiple-of="0.05"></ewa-amount-input>`,
    );
    el.value = '2.45';
    await el.updateComplete;
    expect(el.checkValidity()).to.equal(true);
    el.value = '2.47';
    await el.updateComplete;
    expect(el.validity.stepMismatch).to.equal(true);
    el.reportValidity();
    await el.updateComplete;
    expect(feedback(el), 'no rupee sign in a rate').to.equal('Value should be in multiples of 0.05');
    expect(el.shadowRoot!.querySelector('[part="currency"]')).to.equal(null);
  });

  it('sends a plain decimal string with its form, resets and follows disabled', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-amount-input name="amount" label="Amount" value="5000"></ewa-amount-input>
    </form>`);
    const el = form.querySelector('ewa-amount-input')!;
    await el.updateComplete;
    expect(new FormData(form).get('amount')).to.equal('5000');
    // What a browser does on typing: the text changes, then an input event.
    input(el).value = '250000.75';
    input(el).dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(input(el).value).to.equal('2,50,000.75');
    expect(new FormData(form).get('amount')).to.equal('250000.75');
    form.reset();
    await el.updateComplete;
    expect(input(el).value).to.equal('5,000');
    el.disabled = true;
    await el.updateComplete;
    expect(new FormData(form).has('amount')).to.equal(false);
  });

  it('fires input and change from the host', async () => {
    const el = await fixture<EwaAmountInput>(html`<ewa-amount-input label="Amount"></ewa-amount-input>`);
    el.focus();
    setTimeout(() => sendKeys({ type: '5' }));
    await oneEvent(el, 'input');
    setTimeout(() => sendKeys({ press: 'Tab' }));
    await oneEvent(el, 'change');
    expect(el.value).to.equal('5');
  });

  it('passes the axe check', async () => {
    const el = await fixture<EwaAmountInput>(
      html`<ewa-amount-input label="Amount" words value="5000" required min="10000"></ewa-amount-input>`,
    );
    el.reportValidity();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('amount-input stories', () => {
  it('render every state without accessibility violations', async function () {
    // One axe run per story: more than the default 5 s on a busy machine.
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-amount-input'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});
