import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './define.ts';
import type { ButtonSize, ButtonVariant } from './button.ts';

interface ButtonArgs {
  label: string;
  variant: ButtonVariant;
  size: ButtonSize;
  type: 'button' | 'submit' | 'reset';
  disabled: boolean;
  loading: boolean;
  href: string;
}

const meta: Meta<ButtonArgs> = {
  title: 'Components/Button',
  component: 'ewa-button',
  args: {
    label: 'Pay via UPI',
    variant: 'primary',
    size: 'medium',
    type: 'button',
    disabled: false,
    loading: false,
    href: '',
  },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'link', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
  render: (args) =>
    html`<ewa-button
      variant=${args.variant}
      size=${args.size}
      type=${args.type}
      href=${args.href || undefined}
      ?disabled=${args.disabled}
      ?loading=${args.loading}
      >${args.label}</ewa-button
    >`,
};
export default meta;

type Story = StoryObj<ButtonArgs>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', label: 'Add more' } };
export const Outline: Story = { args: { variant: 'outline', label: 'Cancel' } };
export const Link: Story = { args: { variant: 'link', label: 'Read more' } };
export const Danger: Story = { args: { variant: 'danger', label: 'Reject' } };
export const Disabled: Story = { args: { disabled: true } };
/** Disabled but reachable with Tab, e.g. 'Pay via UPI' until the UPI ID is verified. */
export const DisabledFocusable: Story = {
  render: (args) => html`<ewa-button disabled-focusable>${args.label}</ewa-button>`,
};
export const Loading: Story = { args: { loading: true, label: 'Checking' } };
export const AsLink: Story = { args: { href: '#cart', label: 'Go to cart' } };
export const Sizes: Story = {
  render: () =>
    html`<ewa-button size="small">Small</ewa-button> <ewa-button>Medium</ewa-button>
      <ewa-button size="large">Large</ewa-button>`,
};
export const InAForm: Story = {
  render: () =>
    html`<form @submit=${(event: Event) => event.preventDefault()}>
      <label>PAN <input name="pan" required /></label>
      <ewa-button type="submit">Save</ewa-button>
      <ewa-button type="reset" variant="outline">Clear</ewa-button>
    </form>`,
};
