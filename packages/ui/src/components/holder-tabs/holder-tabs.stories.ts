import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import type { HolderTab } from './holder-tabs.ts';
import './define.ts';
import '../dob-field/define.ts';

interface HolderTabsArgs {
  holders: HolderTab[];
  selected: string;
}

const TODAY = '2026-11-27';

const panel = (code: string, name: string, dob: string, minAge: number | undefined, maxAge: number) =>
  html`<div slot=${code}>
    <p style="margin-top: 0">${name}</p>
    <ewa-dob-field
      name=${`dob-${code}`}
      value=${dob}
      min-age=${minAge ?? nothing}
      max-age=${maxAge}
      today=${TODAY}
      required
    ></ewa-dob-field>
  </div>`;

const meta: Meta<HolderTabsArgs> = {
  title: 'Components/Holder tabs',
  component: 'ewa-holder-tabs',
  args: {
    holders: [
      { code: 'F', done: true },
      { code: 'S', done: false },
      { code: 'T', done: false },
    ],
    selected: 'S',
  },
  argTypes: {
    holders: { control: 'object' },
    selected: { control: 'inline-radio', options: ['F', 'S', 'T', 'G'] },
  },
  render: (args) =>
    html`<ewa-holder-tabs .holders=${args.holders} selected=${args.selected}>
      ${panel('F', 'RAVI KUMAR SHARMA (ABCPS1234K)', '05/08/1979', 18, 100)}
      ${panel('S', 'SUNITA RAVI SHARMA (BCDPS2345L)', '', 18, 100)}
      ${panel('T', 'ARJUN RAVI SHARMA (CDEPS3456M)', '', 18, 100)}
    </ewa-holder-tabs>`,
};
export default meta;

type Story = StoryObj<HolderTabsArgs>;

/** A joint account: the first holder done, the second being filled. Arrow keys move between holders. */
export const JointAccount: Story = {};
export const AllDone: Story = {
  args: {
    holders: [
      { code: 'F', done: true },
      { code: 'S', done: true },
      { code: 'T', done: true },
    ],
    selected: 'F',
  },
};
/** An account on behalf of a minor (tax status 2): the minor and the guardian. */
export const MinorWithGuardian: Story = {
  args: {
    holders: [
      { code: 'F', label: 'Minor', done: true },
      { code: 'G', done: false },
    ],
    selected: 'G',
  },
  render: (args) =>
    html`<ewa-holder-tabs .holders=${args.holders} selected=${args.selected}>
      ${panel('F', 'AARAV SHARMA', '14/03/2015', undefined, 18)}
      ${panel('G', 'RAVI KUMAR SHARMA (ABCPS1234K)', '', 18, 100)}
    </ewa-holder-tabs>`,
};
/** A page that renders one holder at a time puts it in the default slot. */
export const OneHolderAtATime: Story = {
  render: (args) =>
    html`<ewa-holder-tabs
      .holders=${args.holders}
      selected=${args.selected}
      @ewa-holder-change=${(event: CustomEvent<{ code: string }>) => {
        const tabs = event.currentTarget as HTMLElement;
        const text = tabs.querySelector('p')!;
        text.textContent = `Details of the holder ${event.detail.code} are shown here.`;
      }}
    >
      <p>Details of the holder S are shown here.</p>
    </ewa-holder-tabs>`,
};
