import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { eachStory, plainFixture } from '../../form/test-fixtures.ts';
import { messages } from '../../validate/messages.ts';
import * as stories from './dob-field.stories.ts';
import type { EwaDobField } from './dob-field.ts';

const input = (el: EwaDobField) => el.shadowRoot!.querySelector('input')!;
const feedback = (el: EwaDobField) => el.shadowRoot!.querySelector('[part="feedback"]')!.textContent!.trim();

async function typeInto(el: EwaDobField, text: string) {
  el.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

async function leave(el: EwaDobField) {
  el.focus();
  await sendKeys({ press: 'Tab' });
  await el.updateComplete;
}

const TODAY = '2026-11-27';

describe('ewa-dob-field', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('is a labelled numeric input for DD/MM/YYYY, described by the format and its feedback', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field required></ewa-dob-field>`);
    const field = input(el);
    expect(field.inputMode).to.equal('numeric');
    expect(field.autocomplete).to.equal('bday');
    expect(field.placeholder).to.equal('DD/MM/YYYY');
    expect(el.shadowRoot!.querySelector('label')!.textContent).to.contain('Date of Birth');
    expect(field.getAttribute('aria-describedby')).to.equal('description feedback');
    expect(el.shadowRoot!.getElementById('description')!.textContent).to.equal('DD/MM/YYYY');
    expect(el.shadowRoot!.getElementById('feedback')!.getAttribute('aria-live')).to.equal('polite');
  });

  it('puts in the slashes while the user types digits, and lets Backspace take one out', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field today=${TODAY}></ewa-dob-field>`);
    await typeInto(el, '05');
    expect(input(el).value).to.equal('05/');
    await sendKeys({ type: '08' });
    await sendKeys({ type: '1990' });
    await el.updateComplete;
    expect(el.value).to.equal('05/08/1990');
    expect(input(el).value).to.equal('05/08/1990');
    expect(el.isoValue).to.equal('1990-08-05');
    expect(el.age).to.equal(36);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    expect(el.value).to.equal('05/08');
    await sendKeys({ type: '/x1/990' });
    await el.updateComplete;
    expect(el.value, 'letters and extra slashes dropped').to.equal('05/08/1990');
  });

  it('pads a one-digit day and month typed with a slash', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field></ewa-dob-field>`);
    await typeInto(el, '5/8/1990');
    expect(el.value).to.equal('05/08/1990');
  });

  it('says nothing while typing, then names the problem when the user leaves', async () => {
    const el = await fixture<EwaDobField>(
      html`<ewa-dob-field required min-age="18" max-age="100" today=${TODAY}></ewa-dob-field>`,
    );
    await typeInto(el, '3102');
    expect(feedback(el)).to.equal('');
    expect(el.checkValidity()).to.equal(false);
    await leave(el);
    expect(feedback(el)).to.equal('Date of Birth should be valid.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(el.matches(':state(user-invalid)')).to.equal(true);
    const cases: [string, string, keyof ValidityState][] = [
      ['31/02/1990', 'Date of Birth should be valid.', 'badInput'],
      ['28/11/2026', 'Date of Birth cannot be a future date.', 'rangeOverflow'],
      ['28/11/2008', 'Date of birth should be greater than 18 years.', 'rangeOverflow'],
      ['27/11/1926', 'Date of birth should be less than 100 years.', 'rangeUnderflow'],
    ];
    for (const [value, message, flag] of cases) {
      el.value = value;
      await el.updateComplete;
      expect(feedback(el), value).to.equal(message);
      expect(el.validity[flag], `${value} ${flag}`).to.equal(true);
      expect(el.validationMessage).to.equal(message);
    }
    el.value = '27/11/2008';
    await el.updateComplete;
    expect(el.valid, '18 today').to.equal(true);
    expect(feedback(el)).to.equal('');
  });

  it('says the empty message for a required field', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field required></ewa-dob-field>`);
    el.reportValidity();
    await el.updateComplete;
    expect(el.validity.valueMissing).to.equal(true);
    expect(feedback(el)).to.equal('Date of Birth cannot be empty.');
  });

  it("takes a minor's limit and the staff wording", async () => {
    const minor = await fixture<EwaDobField>(
      html`<ewa-dob-field max-age="18" today=${TODAY} value="27/11/2008"></ewa-dob-field>`,
    );
    minor.touch();
    await minor.updateComplete;
    expect(feedback(minor)).to.equal('Entered date should be less than 18 years');
    minor.value = '28/11/2008';
    await minor.updateComplete;
    expect(minor.valid).to.equal(true);

    const staff = await fixture<EwaDobField>(
      html`<ewa-dob-field min-age="18" today=${TODAY} value="28/11/2008" min-age-message=${messages.dobAdultStaff}></ewa-dob-field>`,
    );
    staff.touch();
    await staff.updateComplete;
    expect(feedback(staff)).to.equal('Date of birth should be equal to or greater than 18 years.');
  });

  it('counts ages on today in India when no day is given', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field min-age="18"></ewa-dob-field>`);
    const now = new Date(Date.now() + 330 * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    el.value = `${two(now.getUTCDate())}/${two(now.getUTCMonth() + 1)}/${now.getUTCFullYear() - 18}`;
    await el.updateComplete;
    expect(el.valid, 'eighteen today').to.equal(true);
    expect(el.age).to.equal(18);
  });

  it('shows a YYYY-MM-DD value as DD/MM/YYYY', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field value="1990-08-05"></ewa-dob-field>`);
    expect(el.value).to.equal('05/08/1990');
    expect(input(el).value).to.equal('05/08/1990');
  });

  it('takes part in its form: value, submit blocking, reset, disabled', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-dob-field name="dob" value="05/08/1990" min-age="18" today=${TODAY} required></ewa-dob-field>
    </form>`);
    const el = form.querySelector('ewa-dob-field')!;
    expect(new FormData(form).get('dob')).to.equal('05/08/1990');
    el.value = '01/01/2015';
    await el.updateComplete;
    let submitted = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = true;
    });
    form.requestSubmit();
    await el.updateComplete;
    expect(submitted).to.equal(false);
    expect(feedback(el), 'a submit shows the feedback').to.equal(
      'Date of birth should be greater than 18 years.',
    );
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal('05/08/1990');
    expect(feedback(el)).to.equal('');
    el.disabled = true;
    await el.updateComplete;
    expect(new FormData(form).has('dob')).to.equal(false);
    expect(input(el).disabled).to.equal(true);
  });

  it('fires input and change from the host', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field></ewa-dob-field>`);
    el.focus();
    setTimeout(() => sendKeys({ type: '1' }));
    await oneEvent(el, 'input');
    setTimeout(() => sendKeys({ press: 'Tab' }));
    await oneEvent(el, 'change');
    expect(el.value).to.equal('1');
  });

  it('passes the axe check, with feedback showing', async () => {
    const el = await fixture<EwaDobField>(html`<ewa-dob-field required min-age="18"></ewa-dob-field>`);
    el.reportValidity();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('dob-field stories', () => {
  it('render every state without accessibility violations', async function () {
    this.timeout(30_000);
    const expected: Record<string, string> = {
      NotARealDate: 'Date of Birth should be valid.',
      FutureDate: 'Date of Birth cannot be a future date.',
      UnderEighteen: 'Date of birth should be greater than 18 years.',
      UnderEighteenStaffEntry: 'Date of birth should be equal to or greater than 18 years.',
      Minor: 'Entered date should be less than 18 years',
      HundredOrOver: 'Date of birth should be less than 100 years.',
    };
    const count = await eachStory(stories, async (canvas, name) => {
      const field = canvas.querySelector('ewa-dob-field')!;
      expect(field, name).to.exist;
      if (expected[name]) expect(feedback(field), name).to.equal(expected[name]);
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(8);
  });
});
