import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './define.ts';
import type { UpiVerify } from './upi-id-field.ts';

interface UpiArgs {
  label: string;
  value: string;
  description: string;
  disabled: boolean;
  /** What the sandbox verification answers. */
  answer: 'VE with name' | 'VE' | 'not VE' | 'never (pending)' | 'network error';
}

const sandboxVerify =
  (answer: UpiArgs['answer']): UpiVerify =>
  async (_upiId, { signal }) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    if (signal.aborted) throw new DOMException('stale', 'AbortError');
    switch (answer) {
      case 'VE with name':
        return { status: 'VE', name: 'RAVI KUMAR' };
      case 'VE':
        return { status: 'VE' };
      case 'not VE':
        return { status: 'IN' };
      case 'network error':
        throw new Error('network');
      default:
        return new Promise(() => {});
    }
  };

const meta: Meta<UpiArgs> = {
  title: 'Components/UPI ID field',
  component: 'ewa-upi-id-field',
  args: {
    label: 'UPI ID',
    value: '',
    description: 'e.g. yourname@okbank',
    disabled: false,
    answer: 'VE with name',
  },
  argTypes: {
    answer: {
      control: 'select',
      options: ['VE with name', 'VE', 'not VE', 'never (pending)', 'network error'],
    },
  },
  render: (args) =>
    html`<ewa-upi-id-field
      label=${args.label}
      value=${args.value}
      description=${args.description}
      ?disabled=${args.disabled}
      .verify=${sandboxVerify(args.answer)}
    ></ewa-upi-id-field>`,
};
export default meta;

type Story = StoryObj<UpiArgs>;

/** Checks the field as leaving it would. */
const leave: Story['play'] = async ({ canvasElement }) => {
  const field = canvasElement.querySelector('ewa-upi-id-field')!;
  await field.updateComplete;
  field.touch();
};

export const Empty: Story = {};
export const EmptyAfterLeaving: Story = { play: leave };
export const Invalid: Story = { args: { value: 'ravi.kumar' }, play: leave };
export const Pending: Story = {
  args: { value: 'ravi.kumar@okicici', answer: 'never (pending)' },
  play: leave,
};
export const Verified: Story = { args: { value: 'ravi.kumar@okicici' }, play: leave };
export const NotVerified: Story = { args: { value: 'nobody@okicici', answer: 'not VE' }, play: leave };
/** The DP-charges screen: 'Pay via UPI' stays disabled until the ID is verified. */
export const WithPayButton: Story = {
  render: (args) => {
    const follow = (event: Event) => {
      const field = event.currentTarget as HTMLElementTagNameMap['ewa-upi-id-field'];
      const pay = field.nextElementSibling as HTMLButtonElement;
      pay.disabled = !field.valid;
    };
    return html`<ewa-upi-id-field
        .verify=${sandboxVerify(args.answer)}
        @input=${follow}
        @ewa-upi-verified=${follow}
        @ewa-upi-invalid=${follow}
      ></ewa-upi-id-field
      ><button type="button" disabled>Pay via UPI</button>`;
  },
};
