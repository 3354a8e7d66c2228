import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define.ts';
import { eachStory, plainFixture } from '../../form/test-fixtures.ts';
import * as stories from './country-select.stories.ts';
import { type EwaCountrySelect, filterOptions, type OptionSelectDetail } from './country-select.ts';
import { demoCountries } from './demo-places.ts';

const input = (el: EwaCountrySelect) => el.shadowRoot!.querySelector('input')!;
const feedback = (el: EwaCountrySelect) =>
  el.shadowRoot!.querySelector('[part="feedback"]')!.textContent!.trim();
const shown = (el: EwaCountrySelect) =>
  [...el.shadowRoot!.querySelectorAll('[role="option"]')].map((option) => option.textContent!.trim());
const activeName = (el: EwaCountrySelect) => {
  const id = input(el).getAttribute('aria-activedescendant');
  return id ? el.shadowRoot!.getElementById(id)!.textContent!.trim() : undefined;
};
const status = (el: EwaCountrySelect) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();

async function press(el: EwaCountrySelect, key: string) {
  await sendKeys({ press: key });
  await el.updateComplete;
}

async function typeInto(el: EwaCountrySelect, text: string) {
  el.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

const countries = () =>
  fixture<EwaCountrySelect>(
    html`<ewa-country-select label="Country of Birth" required .options=${demoCountries}></ewa-country-select>`,
  );

describe('filterOptions', () => {
  it('puts a full code, then names starting with the text, then a word, then anywhere', () => {
    const names = (query: string) => filterOptions(demoCountries, query).map((option) => option.name);
    expect(names('in')[0], 'the code IN').to.equal('India');
    expect(names('ind')).to.deep.equal(['India', 'Indonesia']);
    expect(names('king')).to.deep.equal(['United Kingdom']);
    expect(names('south')).to.deep.equal(['South Africa', 'Korea (South)']);
    expect(names('ala')).to.deep.equal(['Malaysia', 'New Zealand']);
    expect(names('zz')).to.deep.equal([]);
    expect(names('  ').length).to.equal(demoCountries.length);
  });
});

describe('ewa-country-select', function () {
  this.timeout(20_000);

  it('is a labelled combobox controlling a listbox, closed at first', async () => {
    const el = await countries();
    const field = input(el);
    expect(field.getAttribute('role')).to.equal('combobox');
    expect(field.getAttribute('aria-autocomplete')).to.equal('list');
    expect(field.getAttribute('aria-controls')).to.equal('listbox');
    expect(field.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.querySelector('label')!.htmlFor).to.equal('input');
    expect(el.shadowRoot!.querySelector('[part="button"]')!.getAttribute('tabindex')).to.equal('-1');
  });

  it('filters as the user types, with the first match active and the count announced; Enter chooses it', async () => {
    const el = await countries();
    const chosen: OptionSelectDetail[] = [];
    el.addEventListener('ewa-select', (event) => chosen.push(event.detail));
    await typeInto(el, 'united');
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    expect(shown(el)).to.deep.equal(['United Arab Emirates', 'United Kingdom', 'United States of America']);
    expect(activeName(el)).to.equal('United Arab Emirates');
    expect(status(el)).to.equal('3 matches');
    await press(el, 'ArrowDown');
    expect(activeName(el)).to.equal('United Kingdom');
    await press(el, 'Enter');
    expect(el.value).to.equal('GB');
    expect(input(el).value).to.equal('United Kingdom');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    expect(chosen).to.deep.equal([{ code: 'GB', name: 'United Kingdom' }]);
  });

  it('opens with ArrowDown on the chosen option, wraps with the arrows, and closes with Escape keeping the choice', async () => {
    const el = await fixture<EwaCountrySelect>(
      html`<ewa-country-select .options=${demoCountries} value="US"></ewa-country-select>`,
    );
    el.focus();
    await press(el, 'ArrowDown');
    expect(input(el).getAttribute('aria-expanded')).to.equal('true');
    expect(activeName(el)).to.contain('United States of America');
    await press(el, 'ArrowDown');
    await press(el, 'ArrowDown');
    expect(activeName(el), 'wrapped to the top').to.equal('India');
    await press(el, 'ArrowUp');
    expect(activeName(el)).to.contain('South Africa');
    await press(el, 'Escape');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    expect(el.value).to.equal('US');
    expect(input(el).value).to.equal('United States of America');
  });

  it('puts the chosen name back when Escape closes a filtered list, and clears on a second Escape', async () => {
    const el = await fixture<EwaCountrySelect>(
      html`<ewa-country-select .options=${demoCountries} value="IN"></ewa-country-select>`,
    );
    el.focus();
    await press(el, 'End');
    await typeInto(el, 'x');
    expect(input(el).value).to.equal('Indiax');
    expect(el.value, 'editing the text drops the choice').to.equal('');
    await press(el, 'Escape');
    expect(input(el).value).to.equal('India');
    expect(el.value, 'Escape puts the choice back').to.equal('IN');
    setTimeout(() => sendKeys({ press: 'Escape' }));
    await oneEvent(el, 'change');
    await el.updateComplete;
    expect(el.value).to.equal('');
    expect(input(el).value).to.equal('');
  });

  it('says when nothing matches, and leaving with that text shows "should be valid."', async () => {
    const el = await countries();
    await typeInto(el, 'Atlantis');
    expect(shown(el)).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[part="no-match"]')!.textContent).to.equal('No match found');
    expect(status(el)).to.equal('No match found');
    await press(el, 'Tab');
    expect(feedback(el)).to.equal('Country of Birth should be valid.');
    expect(el.validity.badInput).to.equal(true);
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
  });

  it('chooses on leaving when the text names an option exactly', async () => {
    const el = await countries();
    await typeInto(el, 'singapore');
    setTimeout(() => sendKeys({ press: 'Tab' }));
    await oneEvent(el, 'change');
    await el.updateComplete;
    expect(el.value).to.equal('SG');
    expect(input(el).value).to.equal('Singapore');
    expect(feedback(el)).to.equal('');
  });

  it('shows the empty message, or the one given, once left', async () => {
    const el = await countries();
    el.requiredMessage = 'Please provide Nationality Country of Birth';
    el.focus();
    await press(el, 'Tab');
    expect(el.validity.valueMissing).to.equal(true);
    expect(feedback(el)).to.equal('Please provide Nationality Country of Birth');
  });

  it('refuses a value that is not one of the options', async () => {
    const el = await fixture<EwaCountrySelect>(
      html`<ewa-country-select label="Nationality" .options=${demoCountries} value="XX"></ewa-country-select>`,
    );
    expect(el.checkValidity()).to.equal(false);
    el.reportValidity();
    await el.updateComplete;
    expect(feedback(el)).to.equal('Nationality should be valid.');
  });

  it('chooses with a click and keeps focus in the field', async () => {
    const el = await countries();
    await typeInto(el, 'ne');
    const nepal = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (option) => option.textContent!.trim() === 'Nepal',
    )!;
    nepal.click();
    await el.updateComplete;
    expect(el.value).to.equal('NP');
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    expect(el.shadowRoot!.querySelector('[part~="option-chosen"]')).to.equal(null);
    el.shadowRoot!.querySelector<HTMLElement>('[part="button"]')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="option-chosen"]')!.textContent).to.contain('Nepal');
  });

  it('keeps a read-only choice: the keys neither open the list nor clear it', async () => {
    const el = await fixture<EwaCountrySelect>(
      html`<ewa-country-select .options=${demoCountries} value="IN" readonly></ewa-country-select>`,
    );
    el.focus();
    await press(el, 'ArrowDown');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    await press(el, 'Escape');
    expect(el.value).to.equal('IN');
    expect(input(el).readOnly).to.equal(true);
  });

  it('takes part in its form: the code, submit blocking, reset, disabled, Enter submits when closed', async () => {
    const form = await plainFixture<HTMLFormElement>(html`<form>
      <ewa-country-select name="cob" label="Country of Birth" required value="IN" .options=${demoCountries}></ewa-country-select>
      <button type="submit">Next</button>
    </form>`);
    const el = form.querySelector('ewa-country-select')!;
    await el.updateComplete;
    expect(new FormData(form).get('cob')).to.equal('IN');
    let submits = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits++;
    });
    el.focus();
    await press(el, 'Enter');
    expect(submits, 'Enter on a closed list submits').to.equal(1);
    await press(el, 'ArrowDown');
    await press(el, 'Enter');
    expect(submits, 'Enter in the open list chooses').to.equal(1);
    await press(el, 'Escape');
    expect(el.value).to.equal('');
    form.requestSubmit();
    await el.updateComplete;
    expect(submits).to.equal(1);
    expect(feedback(el)).to.equal('Country of Birth cannot be empty.');
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal('IN');
    expect(input(el).value).to.equal('India');
    el.disabled = true;
    await el.updateComplete;
    expect(new FormData(form).has('cob')).to.equal(false);
    expect(input(el).disabled).to.equal(true);
  });

  it('passes the axe check, open and with feedback', async () => {
    const el = await countries();
    await typeInto(el, 'in');
    await expect(el).to.be.accessible();
    el.reportValidity();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('country-select stories', () => {
  it('render every state without accessibility violations', async function () {
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      const field = canvas.querySelector('ewa-country-select')!;
      expect(field, name).to.exist;
      if (name === 'Filtering') expect(shown(field).length, name).to.be.greaterThan(1);
      if (name === 'EmptyAfterLeaving')
        expect(feedback(field)).to.equal('Please provide Nationality Country of Birth');
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(4);
  });
});
