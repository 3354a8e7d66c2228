import type { CartLine } from './cart/cart-store.ts';

type Handler = (body: Record<string, unknown>, options?: { idempotencyKey?: string }) => unknown;

/** A scripted API: one handler per call path, every call recorded. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown>; key?: string | undefined }[] = [];
  const api = {
    call: async (
      c: { path: string },
      body: Record<string, unknown>,
      options?: { idempotencyKey?: string },
    ) => {
      calls.push({ path: c.path, body, key: options?.idempotencyKey });
      const handler = handlers[c.path];
      if (!handler) throw new Error(`unexpected call ${c.path}`);
      return handler(body, options);
    },
  };
  return { api: api as never, calls };
}

/** A lumpsum cart line of a direct-plan growth option; `over` changes fields. */
export const line = (over: Partial<CartLine> = {}): CartLine => ({
  schcode: 'ARJ0021',
  schName: 'Arjuna Aggressive Hybrid Fund',
  selectedDivOption: 'G',
  optionName: 'Growth',
  isDirect: 'Y',
  totalAmount: 1000,
  trxnType: 'PIP',
  brokerage: 5,
  ...over,
});
