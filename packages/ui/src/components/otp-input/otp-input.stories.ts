import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './define.ts';

interface OtpArgs {
  label: string;
  value: string;
  length: number;
  description: string;
  disabled: boolean;
}

const meta: Meta<OtpArgs> = {
  title: 'Components/OTP input',
  component: 'ewa-otp-input',
  args: {
    label: 'OTP',
    value: '',
    length: 6,
    description: 'Sent to your registered mobile',
    disabled: false,
  },
  render: (args) =>
    html`<ewa-otp-input
      label=${args.label}
      value=${args.value}
      length=${args.length}
      description=${args.description}
      ?disabled=${args.disabled}
    ></ewa-otp-input>`,
};
export default meta;

type Story = StoryObj<OtpArgs>;

export const Empty: Story = {};
export const PartlyFilled: Story = { args: { value: '482' } };
export const Complete: Story = { args: { value: '482913' } };
export const Invalid: Story = {
  args: { value: '48' },
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector('ewa-otp-input')!;
    await field.updateComplete;
    field.touch();
  },
};
export const FourDigits: Story = { args: { length: 4, label: 'PIN' } };
export const Disabled: Story = { args: { value: '482913', disabled: true } };
