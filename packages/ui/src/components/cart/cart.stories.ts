import { html } from 'lit';
import './define.ts';
import type { CartItem } from './cart.ts';

interface CartArgs {
  items: CartItem[];
  addMore: boolean;
  heading: string;
  emptyText: string;
  minAmount: string;
}

const many: CartItem[] = [
  { schemeName: 'Axis Bluechip Fund', option: 'Growth', plan: 'Direct', amount: 5000, brokerage: 0 },
  { schemeName: 'HDFC Liquid Fund', option: 'IDCW', plan: 'Regular', amount: 100000, brokerage: 20 },
  { schemeName: 'SBI Small Cap Fund', option: 'Growth', plan: 'Regular', amount: 2500, brokerage: 12.5 },
];

export default {
  title: 'Components/Cart',
  component: 'ewa-cart',
  argTypes: {
    items: { control: 'object' },
    addMore: { control: 'boolean' },
    heading: { control: 'text' },
    emptyText: { control: 'text' },
    minAmount: { control: 'text' },
  },
  args: { items: many, addMore: true, heading: 'Cart', emptyText: 'Your cart is empty.', minAmount: '500' },
  render: (args: CartArgs) => html`
    <ewa-cart
      .items=${args.items}
      ?add-more=${args.addMore}
      heading=${args.heading}
      empty-text=${args.emptyText}
      min-amount=${args.minAmount}
      @ewa-cart-remove=${(e: CustomEvent<{ index: number }>) => {
        const cart = e.currentTarget as HTMLElement & { items: CartItem[] };
        cart.items = cart.items.filter((_, i) => i !== e.detail.index);
      }}
      @ewa-cart-amount-change=${(e: CustomEvent<{ index: number; amount: number }>) => {
        const cart = e.currentTarget as HTMLElement & { items: CartItem[] };
        cart.items = cart.items.map((item, i) =>
          i === e.detail.index ? { ...item, amount: e.detail.amount } : item,
        );
      }}
    ></ewa-cart>
  `,
};

export const Empty = { args: { items: [], addMore: false } };

export const One = { args: { items: [many[0]] } };

export const Many = {};
