import { html } from 'lit';
import './define.ts';

interface DrawerArgs {
  open: boolean;
  label: string;
}

export default {
  title: 'Components/Drawer',
  component: 'ewa-drawer',
  argTypes: { open: { control: 'boolean' }, label: { control: 'text' } },
  args: { open: true, label: 'Menu' },
  // Modal: on the docs page each story gets its own frame, so an open one does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args: DrawerArgs) => html`
    <button type="button" @click=${(e: Event) => {
      const drawer = (e.target as HTMLElement).nextElementSibling as HTMLElement & { open: boolean };
      drawer.open = true;
    }}>Open drawer</button>
    <ewa-drawer ?open=${args.open} label=${args.label}>
      <ul style="list-style:none;margin:0;padding:0 1rem;line-height:2.5">
        <li><a href="/profile">My profile</a></li>
        <li><a href="/setting">Setting</a></li>
        <li><a href="/help-and-support">Help &amp; Support</a></li>
      </ul>
    </ewa-drawer>
  `,
};

export const Open = {};

export const Closed = { args: { open: false } };
