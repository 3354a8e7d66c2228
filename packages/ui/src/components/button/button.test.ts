import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { eachStory, plainFixture } from '../../form/test-fixtures.ts';
import * as stories from './button.stories.ts';
import type { EwaButton } from './button.ts';

const base = (el: EwaButton) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;

/** Counts the form's submits, each stopped before the page would navigate. */
function countSubmits(form: HTMLFormElement) {
  const submits = { count: 0 };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.count++;
  });
  return submits;
}

describe('ewa-button', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('renders a native button with its text and variant', async () => {
    const el = await fixture<EwaButton>(html`<ewa-button variant="danger">Reject</ewa-button>`);
    expect(base(el).tagName).to.equal('BUTTON');
    expect(el.getAttribute('variant')).to.equal('danger');
    expect(el.textContent).to.equal('Reject');
  });

  it('links its description to the inner control, where screen readers read it after the name', async () => {
    const el = await fixture<EwaButton>(
      html`<ewa-button description="Please verify your bank account before saving.">Verify Bank</ewa-button>`,
    );
    const id = base(el).getAttribute('aria-describedby');
    expect(id).to.equal('description');
    expect(el.shadowRoot!.getElementById(id!)?.textContent).to.equal(
      'Please verify your bank account before saving.',
    );
    // Not shown: the visible label stays the name alone.
    expect(el.shadowRoot!.getElementById(id!)!.getBoundingClientRect().width).to.be.at.most(1);
    el.description = '';
    await el.updateComplete;
    expect(base(el).hasAttribute('aria-describedby')).to.equal(false);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('renders a link when href is set', async () => {
    const el = await fixture<EwaButton>(html`<ewa-button href="/ewa/home" target="_blank">Home</ewa-button>`);
    const link = base(el) as HTMLAnchorElement;
    expect(link.tagName).to.equal('A');
    expect(link.getAttribute('href')).to.equal('/ewa/home');
    expect(link.rel).to.equal('noopener noreferrer');
  });

  it('submits its form, with its name and value, from inside shadow DOM', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <input name="amount" value="5000" />
      <ewa-button type="submit" name="action" value="pay">Pay</ewa-button>
    </form>`);
    let data: FormData | undefined;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      data = new FormData(form, event.submitter);
    });
    const button = form.querySelector('ewa-button')!;
    setTimeout(() => base(button).click());
    await oneEvent(form, 'submit');
    if (!data) throw new Error('no form data');
    expect(data.get('amount')).to.equal('5000');
    expect(data.get('action')).to.equal('pay');
  });

  it('does not submit when the form is invalid', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <input name="pan" required />
      <ewa-button type="submit">Save</ewa-button>
    </form>`);
    const submits = countSubmits(form);
    base(form.querySelector('ewa-button')!).click();
    expect(submits.count).to.equal(0);
  });

  it('resets its form with type="reset"', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <input name="pan" value="ABCPE1234F" />
      <ewa-button type="reset">Clear</ewa-button>
    </form>`);
    const input = form.querySelector('input')!;
    input.value = 'changed';
    base(form.querySelector('ewa-button')!).click();
    expect(input.value).to.equal('ABCPE1234F');
  });

  it('ignores clicks while disabled or loading, and says it is busy', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-button type="submit" loading>Pay</ewa-button>
    </form>`);
    const submits = countSubmits(form);
    const button = form.querySelector('ewa-button')!;
    expect(base(button).getAttribute('aria-busy')).to.equal('true');
    expect(button.shadowRoot!.querySelector('[part="spinner"]')).to.exist;
    base(button).click();
    expect(submits.count).to.equal(0);
    button.loading = false;
    button.disabled = true;
    await button.updateComplete;
    expect((base(button) as HTMLButtonElement).disabled).to.equal(true);
    button.click();
    expect(submits.count).to.equal(0);
  });

  it('spins its busy ring unless the user asked for reduced motion', async () => {
    const button = await fixture<EwaButton>(html`<ewa-button loading>Pay</ewa-button>`);
    const spinner = button.shadowRoot!.querySelector('[part="spinner"]')!;
    try {
      await emulateMedia({ reducedMotion: 'no-preference' });
      expect(getComputedStyle(spinner).animationName).to.equal('spin');
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(getComputedStyle(spinner).animationName, 'the ring stands still').to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('follows a disabled fieldset', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <fieldset disabled><ewa-button type="submit">Pay</ewa-button></fieldset>
    </form>`);
    const button = form.querySelector('ewa-button')!;
    await button.updateComplete;
    expect((base(button) as HTMLButtonElement).disabled).to.equal(true);
    form.querySelector('fieldset')!.disabled = false;
    await button.updateComplete;
    expect((base(button) as HTMLButtonElement).disabled).to.equal(false);
  });

  it('renders enabled again when its own disabled attribute is removed inside a form', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-button type="submit" disabled>Pay via UPI</ewa-button>
    </form>`);
    const button = form.querySelector('ewa-button')!;
    await button.updateComplete;
    const inner = () => base(button) as HTMLButtonElement;
    expect(inner().disabled).to.equal(true);
    for (let round = 0; round < 2; round++) {
      button.disabled = false;
      await waitUntil(() => !inner().disabled, 'the inner button stays disabled', { timeout: 2000 });
      button.disabled = true;
      await waitUntil(() => inner().disabled, 'the inner button stays enabled', { timeout: 2000 });
    }
  });

  it('works from the keyboard', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-button type="submit">Pay</ewa-button>
    </form>`);
    const submits = countSubmits(form);
    const button = form.querySelector('ewa-button')!;
    button.focus();
    expect(button.shadowRoot!.activeElement).to.equal(base(button));
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(submits.count).to.equal(2);
  });

  it('with disabled-focusable, stays in the Tab order but does nothing until enabled', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <input aria-label="UPI ID" />
      <ewa-button type="submit" disabled-focusable>Pay via UPI</ewa-button>
      <a href="#further">Further down the page</a>
    </form>`);
    const submits = countSubmits(form);
    const button = form.querySelector('ewa-button')!;
    form.querySelector('input')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(
      button.shadowRoot!.activeElement === base(button),
      'Tab from the field lands on the button',
    ).to.equal(true);
    expect(base(button).getAttribute('aria-disabled')).to.equal('true');
    expect((base(button) as HTMLButtonElement).disabled).to.equal(false);
    await sendKeys({ press: 'Enter' });
    base(button).click();
    expect(submits.count, 'inert while disabled').to.equal(0);

    button.disabledFocusable = false;
    await button.updateComplete;
    expect(base(button).hasAttribute('aria-disabled')).to.equal(false);
    await sendKeys({ press: 'Enter' });
    expect(submits.count).to.equal(1);
  });

  it('passes the axe check', async () => {
    const el = await plainFixture<HTMLElement>(html`<div>
      <ewa-button>Pay via UPI</ewa-button><ewa-button loading variant="outline">Checking</ewa-button>
      <ewa-button href="/ewa/cart" variant="link">Cart</ewa-button>
      <ewa-button disabled-focusable>Confirm and Pay</ewa-button>
    </div>`);
    await expect(el).to.be.accessible();
  });
});

describe('button stories', () => {
  it('render every state without accessibility violations', async function () {
    // One axe run per story: more than the default 5 s on a busy machine.
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-button'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});
