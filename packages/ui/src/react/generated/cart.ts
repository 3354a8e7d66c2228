// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaCart as EwaCartElement } from '../../components/cart/cart.ts';
import type { CartAmountChangeDetail, CartRemoveDetail } from '../../components/cart/cart.ts';
import '../../components/cart/define.ts';

/** `<ewa-cart>` for React: The purchase cart (spec 001 §3–§4): schemes with option, plan and amount, remove any item, edit the amount of the last item only, total and total brokerage, an optional 'Add more' button. The cart does not change its own `items`: it fires events and the host (the cart store) answers with new items. The items' `ewa-amount` and the last item's `ewa-amount-input` are loaded with the first item; `updateComplete` waits for them. */
export const EwaCart = createComponent({
  react: React,
  tagName: 'ewa-cart',
  elementClass: EwaCartElement,
  events: {
    onEwaCartAddMore: 'ewa-cart-add-more' as EventName<CustomEvent<Record<string, never>>>,
    onEwaCartAmountChange: 'ewa-cart-amount-change' as EventName<CustomEvent<CartAmountChangeDetail>>,
    onEwaCartRemove: 'ewa-cart-remove' as EventName<CustomEvent<CartRemoveDetail>>,
  },
  displayName: 'EwaCart',
});
