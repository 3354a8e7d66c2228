import { isYes } from '@ewa/api/reply';
import type { CartItem } from '@ewa/ui/components/cart';
import type { CartLine } from './cart-store.ts';

const KIND_LABEL: Record<CartLine['trxnType'], string> = {
  PIP: 'Lumpsum',
  NPIP: 'NFO Lumpsum',
  SIP: 'SIP',
  NSIP: 'NFO SIP',
  SWP: 'SWP',
};

/** What ewa-cart shows for a cart line. */
export function cartItemOf(line: CartLine): CartItem {
  return {
    schemeName: `${line.schName} · ${KIND_LABEL[line.trxnType]}`,
    option: line.optionName,
    plan: isYes(line.isDirect) ? 'Direct' : 'Regular',
    amount: line.totalAmount,
    ...(line.brokerage > 0 ? { brokerage: line.brokerage } : {}),
    schcode: line.schcode,
  };
}
