import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './define.ts';

interface AmountArgs {
  value: string;
  kind: 'amount' | 'units';
  currency: 'inr' | 'none';
  words: boolean;
  compact: boolean;
}

const meta: Meta<AmountArgs> = {
  title: 'Components/Amount',
  component: 'ewa-amount',
  args: { value: '12345678.5', kind: 'amount', currency: 'inr', words: false, compact: false },
  argTypes: {
    value: { control: 'text' },
    kind: { control: 'inline-radio', options: ['amount', 'units'] },
    currency: { control: 'inline-radio', options: ['inr', 'none'] },
    words: { control: 'boolean' },
    compact: { control: 'boolean' },
  },
  render: (args) =>
    html`<ewa-amount
      .value=${args.value}
      kind=${args.kind}
      currency=${args.currency}
      ?words=${args.words}
      ?compact=${args.compact}
    ></ewa-amount>`,
};
export default meta;

type Story = StoryObj<AmountArgs>;

export const Default: Story = {};
export const WithWords: Story = { args: { words: true } };
export const PaiseOnlyInWords: Story = { args: { value: '0.5', words: true } };
export const Zero: Story = { args: { value: '0', words: true } };
export const Compact: Story = { args: { value: '12000000', compact: true } };
export const CompactThousandsOfCrore: Story = { args: { value: '12345000000', compact: true } };
export const Units: Story = { args: { value: '1234.5678', kind: 'units' } };
export const WithoutCurrency: Story = { args: { value: '5000', currency: 'none' } };
export const Negative: Story = { args: { value: '-2500.75' } };
export const Empty: Story = { args: { value: '' } };
