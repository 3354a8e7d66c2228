import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './define.ts';

interface AmountInputArgs {
  label: string;
  value: string;
  min: string;
  max: string;
  multipleOf: string;
  words: boolean;
  required: boolean;
  disabled: boolean;
  currency: 'inr' | 'none';
  description: string;
}

const meta: Meta<AmountInputArgs> = {
  title: 'Components/Amount input',
  component: 'ewa-amount-input',
  args: {
    label: 'SIP amount',
    value: '',
    min: '5000',
    max: '1000000',
    multipleOf: '100',
    words: true,
    required: true,
    disabled: false,
    currency: 'inr',
    description: '',
  },
  argTypes: { currency: { control: 'inline-radio', options: ['inr', 'none'] } },
  render: (args) =>
    html`<ewa-amount-input
      label=${args.label}
      value=${args.value}
      min=${args.min || undefined}
      max=${args.max || undefined}
      multiple-of=${args.multipleOf || undefined}
      currency=${args.currency}
      description=${args.description}
      ?words=${args.words}
      ?required=${args.required}
      ?disabled=${args.disabled}
    ></ewa-amount-input>`,
};
export default meta;

type Story = StoryObj<AmountInputArgs>;

const showFeedback: Story['play'] = async ({ canvasElement }) => {
  const field = canvasElement.querySelector('ewa-amount-input')!;
  await field.updateComplete;
  field.touch();
};

export const Empty: Story = {};
export const WithWords: Story = { args: { value: '12345678.5', max: '' } };
export const EmptyAfterLeaving: Story = { play: showFeedback };
export const BelowMinimum: Story = { args: { value: '4999' }, play: showFeedback };
export const AboveMaximum: Story = { args: { value: '1500000' }, play: showFeedback };
export const NotAMultiple: Story = { args: { value: '5050' }, play: showFeedback };
export const Brokerage: Story = {
  args: {
    label: 'Brokerage (%)',
    value: '0.50',
    min: '0',
    max: '2.50',
    multipleOf: '0.05',
    words: false,
    currency: 'none',
    description: '0 to 2.50 in steps of 0.05',
  },
};
export const Disabled: Story = { args: { value: '25000', disabled: true } };
