import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import './define.ts';
import { demoMenu } from './demo-menu.ts';

interface HeaderArgs {
  site: 'main' | 'loans' | 'capital';
  variant: 'default' | 'public';
  loggedIn: boolean;
  production: boolean;
  userName: string;
  drawerOpen: boolean;
  withSearch: boolean;
  logoHref?: string;
}

export default {
  title: 'Components/Header',
  component: 'ewa-header',
  argTypes: {
    site: { control: 'inline-radio', options: ['main', 'loans', 'capital'] },
    variant: { control: 'inline-radio', options: ['default', 'public'] },
    loggedIn: { control: 'boolean' },
    production: { control: 'boolean' },
    userName: { control: 'text' },
    drawerOpen: { control: 'boolean' },
    withSearch: { control: 'boolean', description: 'Put a search field in the search slot' },
    logoHref: { control: 'text' },
  },
  args: {
    site: 'main',
    variant: 'default',
    loggedIn: true,
    production: false,
    userName: 'Ravi Kumar Sharma',
    drawerOpen: false,
    withSearch: true,
  },
  // The drawer is modal: on the docs page each story gets its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  render: (args: HeaderArgs) => html`
    <ewa-header
      .menu=${demoMenu}
      site=${args.site}
      variant=${args.variant}
      ?logged-in=${args.loggedIn}
      ?production=${args.production}
      ?drawer-open=${args.drawerOpen}
      user-name=${args.userName}
      logo-href=${ifDefined(args.logoHref || undefined)}
      @ewa-navigate=${(e: Event) => e.preventDefault()}
    >
      ${
        args.withSearch
          ? html`<label slot="search" style="display:flex;gap:.5rem;align-items:center"
            >Search <input type="search" placeholder="Funds, reports, help"
          /></label>`
          : ''
      }
    </ewa-header>
  `,
};

export const LoggedIn = {};

export const Visitor = { args: { variant: 'public', loggedIn: false } };

export const LoggedOut = { args: { loggedIn: false } };

export const Production = { args: { loggedIn: false, production: true } };

export const LoansSite = { args: { site: 'loans' } };

export const CapitalSite = { args: { site: 'capital' } };

export const DrawerOpenAtPhoneWidth = {
  args: { drawerOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
