import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { accountOpeningSteps } from './demo-steps.ts';
import type { StepperStep } from './stepper.ts';
import './define.ts';

interface StepperArgs {
  steps: StepperStep[];
  current: string;
  orientation: 'horizontal' | 'vertical';
}

const meta: Meta<StepperArgs> = {
  title: 'Components/Stepper',
  component: 'ewa-stepper',
  args: { steps: accountOpeningSteps, current: 'bankdetails', orientation: 'horizontal' },
  argTypes: {
    steps: { control: 'object' },
    current: { control: 'select', options: accountOpeningSteps.map((step) => step.id) },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  // In Storybook the page follows the request at once; a real page may save first or refuse.
  render: (args) =>
    html`<ewa-stepper
      .steps=${args.steps}
      current=${args.current}
      orientation=${args.orientation}
      @ewa-step-request=${(event: CustomEvent<{ id: string }>) => {
        (event.currentTarget as HTMLElement & { current: string }).current = event.detail.id;
      }}
    ></ewa-stepper>`,
};
export default meta;

type Story = StoryObj<StepperArgs>;

/** Six steps done (each can be chosen again), Bank details current, two to do. */
export const MidWay: Story = {};
export const FirstStep: Story = { args: { current: 'loadmobemail' } };
/** A step done out of order stays done; a step may refuse a return (`allowed: false`), here KYC once fetched. */
export const MixedStates: Story = {
  args: {
    current: 'fatca',
    steps: accountOpeningSteps.map((step) =>
      step.id === 'loaddigilocker'
        ? { ...step, allowed: false }
        : step.id === 'bankdetails'
          ? { ...step, status: 'done' as const }
          : step,
    ),
  },
};
export const Vertical: Story = { args: { orientation: 'vertical' } };
/** At phone width: 'Step 7 of 9: Bank details' and a button for the whole list. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
/** The phone view with the whole list shown. */
export const PhoneListOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const stepper = canvasElement.querySelector('ewa-stepper')!;
    await stepper.updateComplete;
    stepper.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!.click();
  },
};
