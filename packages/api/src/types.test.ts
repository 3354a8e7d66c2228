import { describe, expectTypeOf, it } from 'vitest';
import type { AnyCall, DataOf, ReplyOf, RequestOf } from './core.ts';
import type * as contract from './index.ts';
import type { getSchemeList, onConfirm } from './purchase.ts';

type IsAny<T> = 0 extends 1 & T ? true : false;
/** A reply that fell back to `any` or to an index signature types nothing the caller reads. */
type Untyped<T> = IsAny<T> extends true ? true : string extends keyof T ? true : false;

type Calls = {
  [K in keyof typeof contract as (typeof contract)[K] extends AnyCall ? K : never]: (typeof contract)[K];
};
type UntypedReplies = { [K in keyof Calls as Untyped<ReplyOf<Calls[K]>> extends true ? K : never]: K };
type UntypedRequests = { [K in keyof Calls as IsAny<RequestOf<Calls[K]>> extends true ? K : never]: K };

describe('contract types', () => {
  it('types every reply and request from its structs, never as any or an index signature', () => {
    expectTypeOf<keyof UntypedReplies>().toEqualTypeOf<never>();
    expectTypeOf<keyof UntypedRequests>().toEqualTypeOf<never>();
    expectTypeOf<keyof Calls>().not.toEqualTypeOf<never>();
  });

  it('gives the data of a reply with its fields', () => {
    expectTypeOf<DataOf<typeof onConfirm>>().toHaveProperty('trxnId');
    expectTypeOf<DataOf<typeof getSchemeList>>().not.toBeAny();
    expectTypeOf<DataOf<typeof onConfirm>>().not.toBeNullable();
  });
});
