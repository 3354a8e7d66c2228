import { expect, fixture, html } from '@open-wc/testing';
import { customElement } from 'lit/decorators.js';
import type { Validator } from '../validate/validator.ts';
import { asyncCheck, required } from '../validate/validators.ts';
import { EwaAsyncFormControl } from './async-form-control.ts';
import type { EwaFormControl } from './form-control.ts';
import { plainFixture } from './test-fixtures.ts';

/** A bare field on the base: one input, a required check and an async check the test answers by hand. */
@customElement('test-checked-field')
class TestCheckedField extends EwaAsyncFormControl {
  answers: { value: string; signal: AbortSignal | undefined; resolve: (ok: boolean) => void }[] = [];

  protected override get activeValidators(): Validator[] {
    return [
      required(),
      asyncCheck(
        'server',
        (value, { signal }) =>
          new Promise<boolean>((resolve) => this.answers.push({ value, signal, resolve })),
        { message: ({ label }) => `${label} is unknown.` },
      ),
    ];
  }

  override render() {
    return html`${this.renderLabel()}<input
        id="input"
        .value=${this.value}
        aria-describedby=${this.ariaDescribedBy}
        aria-invalid=${this.ariaInvalidValue}
        @input=${(event: Event) => this.userChangedValue((event.target as HTMLInputElement).value)}
      />${this.renderFeedback()}`;
  }
}

const settle = async (el: EwaFormControl) => {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
};

describe('EwaFormControl', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('is invalid until the async check passes, pending meanwhile', async () => {
    const el = await fixture<TestCheckedField>(
      html`<test-checked-field label="Scheme"></test-checked-field>`,
    );
    el.value = 'ABC';
    await el.updateComplete;
    expect(el.checkValidity()).to.equal(false);
    const checking = el.validateAsync();
    await el.updateComplete;
    expect(el.matches(':state(pending)')).to.equal(true);
    expect(el.validationMessage).to.equal('Checking…');
    el.answers[0]!.resolve(false);
    await checking;
    expect(el.matches(':state(pending)')).to.equal(false);
    expect(el.validity.customError).to.equal(true);
    expect(el.validationMessage).to.equal('Scheme is unknown.');
  });

  it('cancels a stale check and keeps the answer per value', async () => {
    const el = await fixture<TestCheckedField>(
      html`<test-checked-field label="Scheme"></test-checked-field>`,
    );
    el.value = 'ABC';
    await el.updateComplete;
    void el.validateAsync();
    el.value = 'ABD';
    await el.updateComplete;
    expect(el.answers[0]!.signal!.aborted).to.equal(true);
    el.answers[0]!.resolve(true);
    await settle(el);
    expect(el.checkValidity(), 'the answer for ABC does not count for ABD').to.equal(false);
    void el.validateAsync();
    el.answers[1]!.resolve(true);
    await settle(el);
    expect(el.checkValidity()).to.equal(true);
    void el.validateAsync();
    expect(el.answers.length, 'no second call for a value already checked').to.equal(2);
  });

  it('is not left pending when the value goes back to one already checked', async () => {
    const el = await fixture<TestCheckedField>(
      html`<test-checked-field label="Scheme"></test-checked-field>`,
    );
    el.value = 'ABC';
    await el.updateComplete;
    void el.validateAsync();
    el.answers[0]!.resolve(true);
    await settle(el);
    el.value = 'ABD';
    await el.updateComplete;
    void el.validateAsync();
    await el.updateComplete;
    expect(el.matches(':state(pending)')).to.equal(true);
    el.value = 'ABC';
    await el.updateComplete;
    expect(el.answers[1]!.signal!.aborted).to.equal(true);
    expect(el.matches(':state(pending)')).to.equal(false);
    expect(el.checkValidity()).to.equal(true);
  });

  it('follows a disabled fieldset without changing its own disabled property', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <fieldset><test-checked-field name="scheme" value="ABC"></test-checked-field></fieldset>
    </form>`);
    const el = form.querySelector<TestCheckedField>('test-checked-field')!;
    expect(new FormData(form).get('scheme')).to.equal('ABC');
    form.querySelector('fieldset')!.disabled = true;
    await el.updateComplete;
    expect(new FormData(form).has('scheme')).to.equal(false);
    expect(el.disabled).to.equal(false);
    form.querySelector('fieldset')!.disabled = false;
    await el.updateComplete;
    expect(new FormData(form).get('scheme')).to.equal('ABC');
  });

  it('takes a number or null as value and works on text', async () => {
    const el = await fixture<TestCheckedField>(
      html`<test-checked-field .value=${5000 as unknown as string}></test-checked-field>`,
    );
    expect(el.value).to.equal('5000');
    el.value = null as unknown as string;
    await el.updateComplete;
    expect(el.value).to.equal('');
  });

  it('exposes the value attribute as value at once, before the first render', async () => {
    const el = document.createElement('test-checked-field') as TestCheckedField;
    el.setAttribute('value', 'ABC');
    expect(el.value).to.equal('ABC');
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('input')!.value).to.equal('ABC');
    el.remove();
  });

  it('restores a state the browser hands back', async () => {
    const el = await fixture<TestCheckedField>(html`<test-checked-field></test-checked-field>`);
    el.formStateRestoreCallback('restored');
    await el.updateComplete;
    expect(el.value).to.equal('restored');
    expect(el.shadowRoot!.querySelector('input')!.value).to.equal('restored');
  });

  it('shows feedback and starts checks on touch(), as leaving the field does', async () => {
    const el = await fixture<TestCheckedField>(
      html`<test-checked-field label="Scheme"></test-checked-field>`,
    );
    el.touch();
    await el.updateComplete;
    expect(el.shadowRoot!.getElementById('feedback')!.textContent).to.equal('Scheme cannot be empty.');
    el.value = 'ABC';
    await el.updateComplete;
    el.touch();
    await el.updateComplete;
    expect(el.answers.map((answer) => answer.value)).to.deep.equal(['ABC']);
    expect(el.matches(':state(pending)')).to.equal(true);
  });

  it('shows feedback after a submit attempt, through the invalid event', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <test-checked-field name="scheme" label="Scheme"></test-checked-field>
    </form>`);
    const el = form.querySelector<TestCheckedField>('test-checked-field')!;
    expect(el.showsFeedback).to.equal(false);
    form.checkValidity();
    await el.updateComplete;
    expect(el.showsFeedback).to.equal(true);
    expect(el.shadowRoot!.getElementById('feedback')!.textContent).to.equal('Scheme cannot be empty.');
    expect(el.matches(':state(user-invalid)')).to.equal(true);
  });
});
