import type { DataOf, RequestOf } from '@ewa/api/core';
import {
  getSchemeDetail,
  PURCHASE_TEXTS,
  SCHEME_OPTIONS,
  type SchemeOption,
  validatePurchase,
} from '@ewa/api/purchase';
import { isYes, replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';
import { EntryStore } from './entry-store.ts';

export type PurchaseDetail = DataOf<typeof getSchemeDetail>;

/** Asks the investor a yes/no question (an ewa-dialog confirm in the app, a script in tests). */
export type Ask = (message: string) => Promise<boolean>;

/** Which scheme, plan and option the page is for. */
export type SchemeKey = Pick<RequestOf<typeof validatePurchase>, 'schCode' | 'isDirect' | 'schOpt'>;

/** Spec 001 §4 step 1: the text shown for a validation with a count above 0. */
export function validationText(message: string, isMarsValidation: 'Y' | 'N'): string {
  return isYes(isMarsValidation) ? `${message} ${PURCHASE_TEXTS.marsConfirm}`.trim() : message;
}

/** Spec 001 §4 step 2: isFresh true gives N, false gives Y. */
export function isPurchasedFlag(isFresh: boolean): 'Y' | 'N' {
  return isFresh ? 'N' : 'Y';
}

/** The name of a scheme option as the detail gives it ('Growth'), else its code. */
export function optionNameOf(detail: PurchaseDetail, schOpt: SchemeOption): string {
  return detail.options.find((o) => o.schOpt === schOpt)?.optName ?? schOpt;
}

/**
 * One scheme's purchase page: the validation flow, then the purchase detail (spec 001 §4); the
 * lumpsum / SIP / SWP entry that becomes a cart line is `entry`.
 */
export class SchemeStore {
  readonly key: SchemeKey;
  status: 'idle' | 'validating' | 'blocked' | 'loading' | 'ready' | 'failed' = 'idle';
  /** The validation message that blocked (or was confirmed). */
  message = '';
  detail: PurchaseDetail | null = null;
  /** 'N' for a fresh purchase, 'Y' when a folio exists (isPurchased). */
  purchaseState: 'Y' | 'N' = 'N';
  readonly entry: EntryStore;
  private request = 0;

  constructor(
    private readonly api: ApiPort,
    private readonly ccode: () => string,
    private readonly ask: Ask,
    key: SchemeKey,
  ) {
    this.key = key;
    this.entry = new EntryStore(api, ccode, this);
    makeAutoObservable<SchemeStore, 'api' | 'ccode' | 'ask' | 'request'>(
      this,
      { api: false, ccode: false, ask: false, request: false, key: false, entry: false },
      { autoBind: true },
    );
  }

  /** Validation first (count > 0 blocks; the MARS flag asks), then the detail (spec 001 §4). */
  readonly open = flow(function* (this: SchemeStore) {
    const request = ++this.request;
    this.status = 'validating';
    this.message = '';
    try {
      const check = yield* awaited(this.api.call(validatePurchase, { ccode: this.ccode(), ...this.key }));
      if (request !== this.request) return;
      if (!check.isSuccess || !check.data) {
        this.status = 'failed';
        this.message = replyText(check, GENERIC_FAILURE);
        return;
      }
      const { validationCnt, message, isMarsValidation } = check.data;
      if (validationCnt > 0) {
        const text = validationText(message, isMarsValidation);
        this.message = text;
        const goOn = isYes(isMarsValidation) && (yield* awaited(this.ask(text)));
        if (request !== this.request) return;
        if (!goOn) {
          this.status = 'blocked';
          return;
        }
      }
      this.status = 'loading';
      const reply = yield* awaited(this.api.call(getSchemeDetail, { ...this.key, ccode: this.ccode() }));
      if (request !== this.request) return;
      if (!reply.isSuccess || !reply.data) {
        this.status = 'failed';
        this.message = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.detail = reply.data;
      this.purchaseState = isPurchasedFlag(reply.data.folioNo === '');
      this.entry.start(reply.data);
      this.status = 'ready';
    } catch (error) {
      if (request !== this.request) return;
      this.status = 'failed';
      this.message = failureText(error);
    }
  });

  /** The page leaves: an answer still on its way is dropped. */
  dispose(): void {
    this.request++;
  }
}

function isSchemeOption(value: string | null): value is SchemeOption {
  return value !== null && Object.hasOwn(SCHEME_OPTIONS, value);
}

/** The scheme key of a scheme page's address: `/scheme/:schCode?plan=Y|N&opt=G` (direct growth unless said). */
export function schemeKeyOf(schCode: string, query: URLSearchParams): SchemeKey {
  const opt = query.get('opt');
  return {
    schCode,
    isDirect: query.get('plan') === 'N' ? 'N' : 'Y',
    schOpt: isSchemeOption(opt) ? opt : 'G',
  };
}
