import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './define.ts';

interface TextFieldArgs {
  label: string;
  type: 'text' | 'password' | 'email' | 'tel' | 'search';
  value: string;
  description: string;
  required: boolean;
  disabled: boolean;
  uppercase: boolean;
  pattern: string;
  placeholder: string;
}

const meta: Meta<TextFieldArgs> = {
  title: 'Components/Text field',
  component: 'ewa-text-field',
  args: {
    label: 'Place of Birth',
    type: 'text',
    value: '',
    description: '',
    required: true,
    disabled: false,
    uppercase: false,
    pattern: '',
    placeholder: '',
  },
  argTypes: { type: { control: 'select', options: ['text', 'password', 'email', 'tel', 'search'] } },
  render: (args) =>
    html`<ewa-text-field
      label=${args.label}
      type=${args.type}
      value=${args.value}
      description=${args.description}
      pattern=${args.pattern || undefined}
      placeholder=${args.placeholder || undefined}
      ?required=${args.required}
      ?disabled=${args.disabled}
      ?uppercase=${args.uppercase}
    ></ewa-text-field>`,
};
export default meta;

type Story = StoryObj<TextFieldArgs>;

export const Empty: Story = {};
export const WithDescription: Story = {
  args: { label: 'PAN', description: 'As printed on your PAN card', uppercase: true },
};
/** The required message after the user left the field (here by touch()). */
export const EmptyAfterLeaving: Story = {
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector('ewa-text-field')!;
    await field.updateComplete;
    field.touch();
  },
};
export const Invalid: Story = {
  args: { label: 'Account number', value: '12ab', pattern: '\\d{8,18}' },
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector('ewa-text-field')!;
    await field.updateComplete;
    field.touch();
  },
};
export const Password: Story = {
  args: { label: 'Password', type: 'password' },
  render: (args) =>
    html`<ewa-text-field label=${args.label} type="password" password-toggle required></ewa-text-field>`,
};
export const Disabled: Story = { args: { value: 'MUMBAI', disabled: true } };
