import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { messages } from '../../validate/messages.ts';
import './define.ts';

interface DobArgs {
  label: string;
  value: string;
  minAge: number | undefined;
  maxAge: number | undefined;
  minAgeMessage: string;
  today: string;
  required: boolean;
  disabled: boolean;
}

/** Ages are counted on a fixed day here, so each story shows the same message every day. */
const TODAY = '2026-11-27';

const touch = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const field = canvasElement.querySelector('ewa-dob-field')!;
  await field.updateComplete;
  field.touch();
};

const meta: Meta<DobArgs> = {
  title: 'Components/Date of birth field',
  component: 'ewa-dob-field',
  args: {
    label: 'Date of Birth',
    value: '',
    minAge: 18,
    maxAge: 100,
    minAgeMessage: '',
    today: TODAY,
    required: true,
    disabled: false,
  },
  render: (args) =>
    html`<ewa-dob-field
      label=${args.label}
      value=${args.value}
      min-age=${args.minAge ?? nothing}
      max-age=${args.maxAge ?? nothing}
      min-age-message=${args.minAgeMessage || nothing}
      today=${args.today}
      ?required=${args.required}
      ?disabled=${args.disabled}
    ></ewa-dob-field>`,
};
export default meta;

type Story = StoryObj<DobArgs>;

/** A holder's date of birth: 18 or over, under 100. Type the digits; the slashes come by themselves. */
export const Empty: Story = {};
export const Filled: Story = { args: { value: '05/08/1990' } };
export const EmptyAfterLeaving: Story = { play: touch };
export const NotARealDate: Story = { args: { value: '31/02/1990' }, play: touch };
export const FutureDate: Story = { args: { value: '01/01/2027' }, play: touch };
/** A holder under 18: 'Date of birth should be greater than 18 years.' */
export const UnderEighteen: Story = { args: { value: '28/11/2008' }, play: touch };
/** The same rule when partner or centre staff enter the holder. */
export const UnderEighteenStaffEntry: Story = {
  args: { value: '28/11/2008', minAgeMessage: messages.dobAdultStaff },
  play: touch,
};
/** A minor's date of birth (an account on behalf of a minor): younger than 18. */
export const Minor: Story = {
  args: { label: 'Minor’s Date of Birth', value: '27/11/2008', minAge: undefined, maxAge: 18 },
  play: touch,
};
export const HundredOrOver: Story = { args: { value: '27/11/1926' }, play: touch };
export const Disabled: Story = { args: { value: '05/08/1990', disabled: true } };
