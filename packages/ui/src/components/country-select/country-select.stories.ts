import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import type { SelectOption } from './country-select.ts';
import { demoCountries, demoStates } from './demo-places.ts';
import './define.ts';

interface CountrySelectArgs {
  label: string;
  value: string;
  options: SelectOption[];
  description: string;
  requiredMessage: string;
  required: boolean;
  disabled: boolean;
}

const meta: Meta<CountrySelectArgs> = {
  title: 'Components/Country select',
  component: 'ewa-country-select',
  args: {
    label: 'Country of Birth',
    value: '',
    options: demoCountries,
    description: '',
    requiredMessage: '',
    required: true,
    disabled: false,
  },
  argTypes: { options: { control: 'object' } },
  // Room below the field for the open list.
  decorators: [(story) => html`<div style="min-height: 22rem">${story()}</div>`],
  render: (args) =>
    html`<ewa-country-select
      label=${args.label}
      value=${args.value}
      .options=${args.options}
      description=${args.description || nothing}
      required-message=${args.requiredMessage || nothing}
      ?required=${args.required}
      ?disabled=${args.disabled}
    ></ewa-country-select>`,
};
export default meta;

type Story = StoryObj<CountrySelectArgs>;

/** Type part of a name ('king' finds United Kingdom), move with the arrow keys, Enter to choose, Escape to close. */
export const Empty: Story = {};
export const Chosen: Story = { args: { value: 'IN', label: 'Nationality' } };
/** The list open on 'un', the first match active. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector('ewa-country-select')!;
    await field.updateComplete;
    const input = field.shadowRoot!.querySelector('input')!;
    input.value = 'un';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
  },
};
/** With the spec's FATCA message for an empty country of birth. */
export const EmptyAfterLeaving: Story = {
  args: { requiredMessage: 'Please provide Nationality Country of Birth' },
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector('ewa-country-select')!;
    await field.updateComplete;
    field.touch();
  },
};
/** The same element for the address step's states (and cities), from fetchCntryStateCity. */
export const States: Story = {
  args: { label: 'State', options: demoStates, value: '27', description: 'As in your address proof' },
};
export const Disabled: Story = { args: { value: 'IN', disabled: true } };
