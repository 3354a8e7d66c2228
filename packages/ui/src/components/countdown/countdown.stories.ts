import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './define.ts';

interface CountdownArgs {
  seconds: number;
  label: string;
}

const meta: Meta<CountdownArgs> = {
  title: 'Components/Countdown',
  component: 'ewa-countdown',
  args: { seconds: 300, label: 'Time left to approve the payment' },
  render: (args) => html`<ewa-countdown seconds=${args.seconds} label=${args.label}></ewa-countdown>`,
};
export default meta;

type Story = StoryObj<CountdownArgs>;

/** The UPI wait: 5 minutes (spec: UPI timer 300000 ms). */
export const UpiWait: Story = {};
export const LastSeconds: Story = { args: { seconds: 12, label: 'Time left' } };
export const Expired: Story = { args: { seconds: 0, label: 'Time left' } };
export const ResendOtp: Story = {
  args: { seconds: 30, label: 'Resend OTP in' },
  render: (args) =>
    html`<p>Resend OTP in <ewa-countdown seconds=${args.seconds} label=${args.label}></ewa-countdown></p>`,
};
