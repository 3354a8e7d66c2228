import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import './define.ts';

interface DialogArgs {
  variant: 'alert' | 'confirm';
  heading: string;
  message: string;
  open: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
}

export default {
  title: 'Components/Dialog',
  component: 'ewa-dialog',
  argTypes: {
    variant: { control: 'inline-radio', options: ['alert', 'confirm'] },
    heading: { control: 'text' },
    message: { control: 'text' },
    open: { control: 'boolean' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
  },
  args: {
    variant: 'alert',
    heading: 'Payment',
    message: 'Your transaction has been failed.',
    open: true,
  },
  // Modal: on the docs page each story gets its own frame, so an open one does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args: DialogArgs) => html`
    <ewa-dialog
      variant=${args.variant}
      heading=${args.heading}
      ?open=${args.open}
      confirm-label=${ifDefined(args.confirmLabel || undefined)}
      cancel-label=${ifDefined(args.cancelLabel || undefined)}
      >${args.message}</ewa-dialog
    >
  `,
};

export const Alert = {};

export const Confirm = {
  args: {
    variant: 'confirm',
    heading: 'Authorize',
    message: 'By Authorizing the transaction you accept the T&C. Are you sure you want to authorize?',
  },
};

export const ConfirmReject = {
  args: { variant: 'confirm', heading: 'Reject', message: 'Do you want to Reject this Transaction?' },
};

export const CustomLabels = {
  args: {
    variant: 'confirm',
    heading: 'Redemption',
    message:
      'The given transaction may get rejected if the balance units are insufficient at the time of execution. Do you want to proceed ?',
    confirmLabel: 'Proceed',
    cancelLabel: 'Go back',
  },
};
