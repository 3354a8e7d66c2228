import { html } from 'lit';
import './define.ts';
import type { BreadcrumbItem } from './breadcrumb.ts';

interface BreadcrumbArgs {
  items: BreadcrumbItem[];
  homeHref: string;
  homeLabel: string;
}

export default {
  title: 'Components/Breadcrumb',
  component: 'ewa-breadcrumb',
  argTypes: { items: { control: 'object' }, homeHref: { control: 'text' }, homeLabel: { control: 'text' } },
  args: {
    items: [
      { label: 'Mutual Funds', href: '/transact/mutual-funds' },
      { label: 'Authorize Transactions', href: '/transact/authorize/PIP' },
      { label: 'Purchase' },
    ],
    homeHref: '/',
    homeLabel: 'Home',
  },
  render: (args: BreadcrumbArgs) => html`<ewa-breadcrumb
    .items=${args.items}
    home-href=${args.homeHref}
    home-label=${args.homeLabel}
    @ewa-navigate=${(e: Event) => e.preventDefault()}
  ></ewa-breadcrumb>`,
};

export const Trail = {};

export const HomeOnly = { args: { items: [] } };

export const LoanHost = {
  args: { homeHref: '/transact/loan/', homeLabel: 'Loan Home', items: [{ label: 'My Loans' }] },
};
