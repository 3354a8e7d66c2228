import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import '../button/define.ts';
import { eachStory, plainFixture } from '../../form/test-fixtures.ts';
import { pan } from '../../validate/validators.ts';
import * as stories from './text-field.stories.ts';
import type { EwaTextField } from './text-field.ts';

const input = (el: EwaTextField) => el.shadowRoot!.querySelector('input')!;
const feedback = (el: EwaTextField) => el.shadowRoot!.querySelector('[part="feedback"]')!.textContent!.trim();

async function typeInto(el: EwaTextField, text: string) {
  el.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

async function leave(el: EwaTextField) {
  el.focus();
  await sendKeys({ press: 'Tab' });
  await el.updateComplete;
}

describe('ewa-text-field', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('renders a labelled input wired to its description and feedback', async () => {
    const el = await fixture<EwaTextField>(
      html`<ewa-text-field label="PAN" description="As printed on your card" required></ewa-text-field>`,
    );
    const field = input(el);
    const label = el.shadowRoot!.querySelector('label')!;
    expect(label.htmlFor).to.equal('input');
    expect(label.textContent).to.contain('PAN');
    expect(field.getAttribute('aria-describedby')).to.equal('description feedback');
    expect(el.shadowRoot!.getElementById('feedback')!.getAttribute('aria-live')).to.equal('polite');
    expect(field.required).to.equal(true);
  });

  it('shows the empty message only after the user leaves the field', async () => {
    const el = await fixture<EwaTextField>(
      html`<ewa-text-field label="Place of Birth" required></ewa-text-field>`,
    );
    expect(el.checkValidity()).to.equal(false);
    expect(el.validity.valueMissing).to.equal(true);
    expect(feedback(el)).to.equal('');
    await leave(el);
    expect(feedback(el)).to.equal('Place of Birth cannot be empty.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(el.matches(':state(user-invalid)')).to.equal(true);
    expect(el.matches(':state(touched)')).to.equal(true);
    await typeInto(el, 'Pune');
    expect(feedback(el)).to.equal('');
    expect(el.checkValidity()).to.equal(true);
    expect(el.matches(':state(user-invalid)')).to.equal(false);
  });

  it('checks pattern and length with "should be valid." or an overriding message', async () => {
    const el = await fixture<EwaTextField>(
      html`<ewa-text-field label="Account number" pattern="\\d+" minlength="8" maxlength="18"></ewa-text-field>`,
    );
    await typeInto(el, '12ab');
    await leave(el);
    expect(el.validity.patternMismatch).to.equal(true);
    expect(feedback(el)).to.equal('Account number should be valid.');
    el.value = '1234';
    await el.updateComplete;
    expect(el.validity.tooShort).to.equal(true);
    el.invalidMessage = 'Account number should be 8 to 18 digits.';
    await el.updateComplete;
    expect(feedback(el)).to.equal('Account number should be 8 to 18 digits.');
    el.value = '12345678';
    await el.updateComplete;
    expect(el.checkValidity()).to.equal(true);
  });

  it('lets the empty message be overridden and takes extra validators', async () => {
    const el = await fixture<EwaTextField>(
      html`<ewa-text-field label="PAN" required required-message="Please provide PAN" uppercase></ewa-text-field>`,
    );
    el.validators = [pan()];
    el.reportValidity();
    await el.updateComplete;
    expect(feedback(el)).to.equal('Please provide PAN');
    await typeInto(el, 'abcde1234f');
    expect(el.value).to.equal('ABCDE1234F');
    expect(feedback(el)).to.equal('Please enter valid PAN');
    el.value = 'ABCPE1234F';
    await el.updateComplete;
    expect(el.valid).to.equal(true);
  });

  it('uses the spec e-mail message', async () => {
    const el = await fixture<EwaTextField>(
      html`<ewa-text-field label="E-mail" type="email"></ewa-text-field>`,
    );
    el.value = 'ravi@';
    el.reportValidity();
    await el.updateComplete;
    expect(el.validity.typeMismatch).to.equal(true);
    expect(feedback(el)).to.equal('Entered E-Mail ID is invalid.');
  });

  it('takes part in its form: value, submit blocking, reset, disabled', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-text-field name="city" label="City" value="Mumbai" required></ewa-text-field>
    </form>`);
    const el = form.querySelector('ewa-text-field')!;
    await el.updateComplete;
    expect(new FormData(form).get('city')).to.equal('Mumbai');
    el.value = '';
    await el.updateComplete;
    expect(form.checkValidity()).to.equal(false);
    let submitted = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = true;
    });
    form.requestSubmit();
    await el.updateComplete;
    expect(submitted).to.equal(false);
    expect(feedback(el), 'a submit shows the feedback').to.equal('City cannot be empty.');
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal('Mumbai');
    expect(feedback(el)).to.equal('');
    el.disabled = true;
    await el.updateComplete;
    expect(new FormData(form).has('city')).to.equal(false);
    expect(input(el).disabled).to.equal(true);
  });

  it('submits its form on Enter through the form submit button', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-text-field name="city" label="City"></ewa-text-field>
      <ewa-text-field name="pin" label="PIN"></ewa-text-field>
      <ewa-button type="submit" name="action" value="save">Save</ewa-button>
    </form>`);
    const submitted: (string | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new FormData(form, event.submitter).get('action') as string | null);
    });
    form.querySelector('ewa-text-field')!.focus();
    await sendKeys({ type: 'Pune' });
    await sendKeys({ press: 'Enter' });
    expect(submitted).to.deep.equal(['save']);
    form.querySelector('ewa-button')!.disabled = true;
    await form.querySelector('ewa-button')!.updateComplete;
    await sendKeys({ press: 'Enter' });
    expect(submitted.length, 'no submit through a disabled button').to.equal(1);
  });

  it('fires input and change from the host', async () => {
    const el = await fixture<EwaTextField>(html`<ewa-text-field label="City"></ewa-text-field>`);
    el.focus();
    setTimeout(() => sendKeys({ type: 'P' }));
    await oneEvent(el, 'input');
    setTimeout(() => sendKeys({ press: 'Tab' }));
    await oneEvent(el, 'change');
    expect(el.value).to.equal('P');
  });

  it('reveals a password with its toggle from the keyboard', async () => {
    const el = await fixture<EwaTextField>(
      html`<ewa-text-field label="Password" type="password" password-toggle></ewa-text-field>`,
    );
    expect(input(el).type).to.equal('password');
    await typeInto(el, 'secret');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('[part="reveal"]'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(input(el).type).to.equal('text');
    expect(el.shadowRoot!.querySelector('[part="reveal"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect(feedback(el), 'moving to the toggle is not leaving the field').to.equal('');
  });

  it('passes the axe check, with feedback showing', async () => {
    const el = await fixture<EwaTextField>(
      html`<ewa-text-field label="Mobile" type="tel" description="10 digits" required></ewa-text-field>`,
    );
    el.reportValidity();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('text-field stories', () => {
  it('render every state without accessibility violations', async function () {
    // One axe run per story: more than the default 5 s on a busy machine.
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-text-field'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});
