import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { eachStory, plainFixture } from '../../form/test-fixtures.ts';
import * as stories from './otp-input.stories.ts';
import type { EwaOtpInput, OtpCompleteDetail } from './otp-input.ts';

const input = (el: EwaOtpInput) => el.shadowRoot!.querySelector('input')!;
const feedback = (el: EwaOtpInput) => el.shadowRoot!.querySelector('[part="feedback"]')!.textContent!.trim();
const boxes = (el: EwaOtpInput) => [...el.shadowRoot!.querySelectorAll('.box')].map((box) => box.textContent);

async function paste(el: EwaOtpInput, text: string) {
  // What the browser does on paste into an empty input: the text lands, then an input event.
  input(el).value = text;
  input(el).dispatchEvent(
    new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste' }),
  );
  await el.updateComplete;
}

describe('ewa-otp-input', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('is one labelled numeric input for the SMS code, with six boxes hidden from screen readers', async () => {
    const el = await fixture<EwaOtpInput>(html`<ewa-otp-input></ewa-otp-input>`);
    const field = input(el);
    expect(field.autocomplete).to.equal('one-time-code');
    expect(field.inputMode).to.equal('numeric');
    expect(field.maxLength).to.equal(6);
    expect(el.shadowRoot!.querySelectorAll('input').length).to.equal(1);
    expect(el.shadowRoot!.querySelector('label')!.textContent).to.contain('OTP');
    expect(el.shadowRoot!.querySelector('[part="boxes"]')!.getAttribute('aria-hidden')).to.equal('true');
    expect(boxes(el).length).to.equal(6);
  });

  it('takes typed digits only, shows them in the boxes and fires ewa-otp-complete once full', async () => {
    const el = await fixture<EwaOtpInput>(html`<ewa-otp-input></ewa-otp-input>`);
    el.focus();
    await sendKeys({ type: '12a34' });
    await el.updateComplete;
    expect(el.value).to.equal('1234');
    expect(boxes(el)).to.deep.equal(['1', '2', '3', '4', '', '']);
    expect(el.shadowRoot!.querySelectorAll('.box.active').length).to.equal(1);
    setTimeout(() => sendKeys({ type: '56' }));
    const event = (await oneEvent(el, 'ewa-otp-complete')) as CustomEvent<OtpCompleteDetail>;
    expect(event.detail.otp).to.equal('123456');
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    expect(el.value).to.equal('12345');
  });

  it('takes a pasted code whole, dropping spaces and extra characters', async () => {
    const el = await fixture<EwaOtpInput>(html`<ewa-otp-input></ewa-otp-input>`);
    let completed = '';
    el.addEventListener('ewa-otp-complete', (event) => {
      completed = event.detail.otp;
    });
    await paste(el, '482 913');
    expect(el.value).to.equal('482913');
    expect(completed).to.equal('482913');
    expect(input(el).value).to.equal('482913');
  });

  it("says 'Please enter valid OTP.' for an empty or short code", async () => {
    const el = await fixture<EwaOtpInput>(html`<ewa-otp-input></ewa-otp-input>`);
    el.reportValidity();
    await el.updateComplete;
    expect(feedback(el)).to.equal('Please enter valid OTP.');
    await paste(el, '1234');
    expect(el.validity.patternMismatch).to.equal(true);
    expect(feedback(el)).to.equal('Please enter valid OTP.');
    await paste(el, '123456');
    expect(el.checkValidity()).to.equal(true);
    expect(feedback(el)).to.equal('');
  });

  it('puts the caret on the next empty box when focused', async () => {
    const el = await fixture<EwaOtpInput>(html`<ewa-otp-input value="482"></ewa-otp-input>`);
    el.focus();
    await el.updateComplete;
    expect(input(el).selectionStart).to.equal(3);
    const active = [...el.shadowRoot!.querySelectorAll('.box')].findIndex((box) =>
      box.classList.contains('active'),
    );
    expect(active).to.equal(3);
  });

  it('supports other lengths', async () => {
    const el = await fixture<EwaOtpInput>(html`<ewa-otp-input length="4"></ewa-otp-input>`);
    expect(boxes(el).length).to.equal(4);
    await paste(el, '123456');
    expect(el.value).to.equal('1234');
  });

  it('takes part in its form: value, validity, reset, disabled', async () => {
    const form = await plainFixture<HTMLFormElement>(
      html`<form><ewa-otp-input name="otp"></ewa-otp-input></form>`,
    );
    const el = form.querySelector('ewa-otp-input')!;
    expect(form.checkValidity()).to.equal(false);
    await paste(el, '654321');
    expect(new FormData(form).get('otp')).to.equal('654321');
    expect(form.checkValidity()).to.equal(true);
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal('');
    el.disabled = true;
    await el.updateComplete;
    expect(input(el).disabled).to.equal(true);
    expect(new FormData(form).has('otp')).to.equal(false);
  });

  it('passes the axe check', async () => {
    const el = await fixture<EwaOtpInput>(
      html`<ewa-otp-input description="Sent to your mobile"></ewa-otp-input>`,
    );
    el.reportValidity();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('otp-input stories', () => {
  it('render every state without accessibility violations', async function () {
    // One axe run per story: more than the default 5 s on a busy machine.
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-otp-input'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});
