import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { eachStory, plainFixture } from '../../form/test-fixtures.ts';
import * as stories from './upi-id-field.stories.ts';
import type { EwaUpiIdField, UpiInvalidDetail, UpiVerification, UpiVerifiedDetail } from './upi-id-field.ts';

const input = (el: EwaUpiIdField) => el.shadowRoot!.querySelector('input')!;
const feedback = (el: EwaUpiIdField) =>
  el.shadowRoot!.querySelector('[part="feedback"]')!.textContent!.trim();
const status = (el: EwaUpiIdField) =>
  el.shadowRoot!.querySelector('[part="status"] .status-text')?.textContent?.trim() ?? '';

/** A verify function whose answers the test gives by hand, recording each call and its signal. */
function manualVerify() {
  const calls: {
    upiId: string;
    signal: AbortSignal;
    answer: (v: UpiVerification) => void;
    fail: () => void;
  }[] = [];
  const verify = (upiId: string, { signal }: { signal: AbortSignal }) =>
    new Promise<UpiVerification>((resolve, reject) => {
      calls.push({ upiId, signal, answer: resolve, fail: () => reject(new Error('network')) });
    });
  return { verify, calls };
}

async function typeAndLeave(el: EwaUpiIdField, text: string) {
  el.focus();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Tab' });
  await el.updateComplete;
}

async function settle(el: EwaUpiIdField) {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
}

describe('ewa-upi-id-field', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('renders a labelled, required input of at most 200 characters', async () => {
    const el = await fixture<EwaUpiIdField>(html`<ewa-upi-id-field></ewa-upi-id-field>`);
    expect(el.shadowRoot!.querySelector('label')!.textContent).to.contain('UPI ID');
    expect(input(el).maxLength).to.equal(200);
    expect(el.required).to.equal(true);
    expect(el.valid).to.equal(false);
  });

  it("says 'Please provide UPI ID' when left empty", async () => {
    const el = await fixture<EwaUpiIdField>(html`<ewa-upi-id-field></ewa-upi-id-field>`);
    el.focus();
    setTimeout(() => sendKeys({ press: 'Tab' }));
    const event = (await oneEvent(el, 'ewa-upi-invalid')) as CustomEvent<UpiInvalidDetail>;
    await el.updateComplete;
    expect(event.detail.message).to.equal('Please provide UPI ID');
    expect(feedback(el)).to.equal('Please provide UPI ID');
    expect(el.validity.valueMissing).to.equal(true);
  });

  it("says 'Kindly enter valid UPI ID' for a malformed ID, only after leaving the field", async () => {
    const { verify, calls } = manualVerify();
    const el = await fixture<EwaUpiIdField>(html`<ewa-upi-id-field .verify=${verify}></ewa-upi-id-field>`);
    el.focus();
    await sendKeys({ type: 'ravi' });
    await el.updateComplete;
    expect(feedback(el), 'not while typing').to.equal('');
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(feedback(el)).to.equal('Kindly enter valid UPI ID');
    expect(el.validity.patternMismatch).to.equal(true);
    expect(calls.length, 'the server is not asked about a malformed ID').to.equal(0);
  });

  it('verifies on leaving, shows the pending state, then the payer name for status VE', async () => {
    const { verify, calls } = manualVerify();
    const el = await fixture<EwaUpiIdField>(html`<ewa-upi-id-field .verify=${verify}></ewa-upi-id-field>`);
    await typeAndLeave(el, 'ravi.kumar@okicici');
    expect(calls.map((call) => call.upiId)).to.deep.equal(['ravi.kumar@okicici']);
    expect(el.matches(':state(pending)')).to.equal(true);
    expect(el.verifying).to.equal(true);
    expect(status(el)).to.equal('Verifying UPI ID…');
    expect(input(el).getAttribute('aria-busy')).to.equal('true');
    expect(el.valid).to.equal(false);
    expect(feedback(el)).to.equal('');
    setTimeout(() => calls[0]!.answer({ status: 'VE', name: 'RAVI KUMAR' }));
    const event = (await oneEvent(el, 'ewa-upi-verified')) as CustomEvent<UpiVerifiedDetail>;
    expect(event.detail).to.deep.equal({ upiId: 'ravi.kumar@okicici', name: 'RAVI KUMAR' });
    expect(el.valid).to.equal(true);
    expect(el.matches(':state(pending)')).to.equal(false);
    expect(status(el)).to.equal('Verified: RAVI KUMAR');
  });

  it('keeps its verifying ring still when the user asked for reduced motion', async () => {
    const { verify } = manualVerify();
    const el = await fixture<EwaUpiIdField>(html`<ewa-upi-id-field .verify=${verify}></ewa-upi-id-field>`);
    await typeAndLeave(el, 'ravi.kumar@okicici');
    const spinner = el.shadowRoot!.querySelector('.spinner')!;
    try {
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(getComputedStyle(spinner).animationName).to.equal('spin');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(spinner).animationName).to.equal('none');
      expect(status(el), 'the words still say what is going on').to.equal('Verifying UPI ID…');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it("shows 'Kindly enter valid UPI ID' for any status but VE, and for a failed call", async () => {
    const { verify, calls } = manualVerify();
    const el = await fixture<EwaUpiIdField>(html`<ewa-upi-id-field .verify=${verify}></ewa-upi-id-field>`);
    await typeAndLeave(el, 'ravi@ybl');
    setTimeout(() => calls[0]!.answer({ status: 'IN' }));
    const event = (await oneEvent(el, 'ewa-upi-invalid')) as CustomEvent<UpiInvalidDetail>;
    expect(event.detail).to.deep.equal({ upiId: 'ravi@ybl', message: 'Kindly enter valid UPI ID' });
    await el.updateComplete;
    expect(feedback(el)).to.equal('Kindly enter valid UPI ID');
    expect(el.valid).to.equal(false);

    el.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '2' });
    await sendKeys({ press: 'Tab' });
    setTimeout(() => calls[1]!.fail());
    await oneEvent(el, 'ewa-upi-invalid');
    await el.updateComplete;
    expect(feedback(el)).to.equal('Kindly enter valid UPI ID');
  });

  it('drops a stale check when the ID changes before the answer', async () => {
    const { verify, calls } = manualVerify();
    const el = await fixture<EwaUpiIdField>(html`<ewa-upi-id-field .verify=${verify}></ewa-upi-id-field>`);
    let verified = 0;
    el.addEventListener('ewa-upi-verified', () => verified++);
    await typeAndLeave(el, 'ravi@ybl');
    el.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    await el.updateComplete;
    expect(calls[0]!.signal.aborted).to.equal(true);
    expect(el.verifying).to.equal(false);
    calls[0]!.answer({ status: 'VE', name: 'RAVI' });
    await settle(el);
    expect(verified).to.equal(0);
    expect(el.valid).to.equal(false);
    await sendKeys({ press: 'Tab' });
    expect(calls[1]!.upiId).to.equal('ravi@yblx');
    calls[1]!.answer({ status: 'VE' });
    await settle(el);
    expect(verified).to.equal(1);
    expect(el.valid).to.equal(true);
    expect(status(el)).to.equal('UPI ID verified');
  });

  it('asks again when the host gives another verify function', async () => {
    const el = await fixture<EwaUpiIdField>(
      html`<ewa-upi-id-field .verify=${async () => ({ status: 'VE' })}></ewa-upi-id-field>`,
    );
    await typeAndLeave(el, 'ravi@ybl');
    await settle(el);
    expect(el.valid).to.equal(true);
    el.verify = async () => ({ status: 'IN' });
    await el.updateComplete;
    expect(el.valid).to.equal(false);
    await el.validateAsync();
    await el.updateComplete;
    expect(feedback(el)).to.equal('Kindly enter valid UPI ID');
  });

  it('lets a host Pay via UPI button follow its validity', async () => {
    const { verify, calls } = manualVerify();
    const root = await plainFixture<HTMLDivElement>(html`<div>
      <ewa-upi-id-field .verify=${verify}></ewa-upi-id-field><button disabled>Pay via UPI</button>
    </div>`);
    const field = root.querySelector('ewa-upi-id-field')!;
    const pay = root.querySelector('button')!;
    const follow = () => {
      pay.disabled = !field.valid;
    };
    for (const type of ['input', 'ewa-upi-verified', 'ewa-upi-invalid']) field.addEventListener(type, follow);
    await typeAndLeave(field, 'ravi@ybl');
    expect(pay.disabled).to.equal(true);
    calls[0]!.answer({ status: 'VE' });
    await oneEvent(field, 'ewa-upi-verified');
    expect(pay.disabled).to.equal(false);
    field.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Backspace' });
    await field.updateComplete;
    expect(pay.disabled, 'editing the verified ID disables pay again').to.equal(true);
  });

  it('takes part in its form: trimmed value, no submit until verified, reset, disabled', async () => {
    const { verify, calls } = manualVerify();
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-upi-id-field name="vpa" .verify=${verify}></ewa-upi-id-field>
    </form>`);
    const el = form.querySelector('ewa-upi-id-field')!;
    el.value = ' ravi@ybl ';
    await el.updateComplete;
    expect(new FormData(form).get('vpa')).to.equal('ravi@ybl');
    expect(form.checkValidity(), 'not verified yet').to.equal(false);
    expect(calls.length, 'a submit attempt starts the verification').to.equal(1);
    calls[0]!.answer({ status: 'VE' });
    await settle(el);
    expect(form.checkValidity()).to.equal(true);
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal('');
    expect(feedback(el)).to.equal('');
    el.disabled = true;
    await el.updateComplete;
    expect(new FormData(form).has('vpa')).to.equal(false);
  });

  it('passes the axe check when verified and when invalid', async () => {
    const el = await fixture<EwaUpiIdField>(
      html`<ewa-upi-id-field .verify=${async () => ({ status: 'VE', name: 'RAVI KUMAR' })}></ewa-upi-id-field>`,
    );
    await typeAndLeave(el, 'ravi@ybl');
    await settle(el);
    expect(status(el)).to.equal('Verified: RAVI KUMAR');
    await expect(el).to.be.accessible();
    el.value = 'ravi';
    el.reportValidity();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('upi-id-field stories', () => {
  it('render every state without accessibility violations', async function () {
    // One axe run per story: more than the default 5 s on a busy machine.
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-upi-id-field'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});
