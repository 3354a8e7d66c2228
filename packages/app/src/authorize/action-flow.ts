import {
  AUTHORIZE_TEXTS,
  type AuthListEntry,
  type AuthorizeData,
  type AuthorizeRequest,
  CONFIRMATIOM,
  checkMarsSwiPOAValidation,
  checkRedPOAValidation,
  checkSwitchPOAValidation,
  isPaymentDetailMissing,
  onAuthorize,
  onReject,
  SUCC_WITH_MARS,
  twoFactorRequestOf,
} from '@ewa/api/authorize';
import { replyText } from '@ewa/api/reply';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { RequestKey } from '../stores/request-key.ts';
import { type Asker, acknowledgePath, authorizePaths } from './paths.ts';

/** The POA/DDPI check of each type that has one (spec 001 §7). */
const POA_CHECKS = {
  RED: checkRedPOAValidation,
  SWI: checkSwitchPOAValidation,
  NSWI: checkSwitchPOAValidation,
  SWITCHSIP: checkSwitchPOAValidation,
  BSWI: checkSwitchPOAValidation,
  BSWISIP: checkSwitchPOAValidation,
  STP: checkSwitchPOAValidation,
  MARSSWI: checkMarsSwiPOAValidation,
} as const;

/** Where a failure is shown (spec 001 §4): a dialog on the list, inline on the detail page. */
export type Surface = 'list' | 'detail';

/**
 * Authorizing or rejecting one transaction, every branch of spec 001 §4 and §5: the T&C question,
 * the payment-detail, POA/eDIS, redemption and gateway questions, the server's SUCC_WITH_MARS and
 * CONFIRMATIOM questions, then where each pay mode goes. Answers where the user goes next (null:
 * stay, a dialog or inline message said what happened).
 */
export class ActionFlow {
  /** The Ref. No being authorized or rejected, while the server works on it. */
  acting: string | null = null;
  /** The server's refusal on the detail page (shown inline there). */
  inlineError = '';
  /** One key per request: a retry or double click of the same action is answered, not repeated. */
  private readonly keys = new RequestKey();

  constructor(
    private readonly api: ApiPort,
    private readonly asker: Asker,
    private readonly surface: Surface,
    private readonly accType: () => string,
  ) {
    // `fail` and `submit` run inside the flows (yield*), so they stay plain generators.
    makeAutoObservable<ActionFlow, 'api' | 'asker' | 'surface' | 'accType' | 'fail' | 'submit' | 'keys'>(
      this,
      { api: false, asker: false, surface: false, accType: false, fail: false, submit: false, keys: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.acting !== null;
  }

  private *fail(text: string) {
    if (this.surface === 'detail') this.inlineError = text;
    else yield* awaited(this.asker.alert(text, 'Authorization'));
    return null;
  }

  /** The Authorize button of one transaction (`reference`: its encryptedData or the link's `d`). */
  readonly authorize = flow(function* (
    this: ActionFlow,
    entry: AuthListEntry,
    reference: string,
  ): Generator<Promise<unknown>, Destination | null, never> {
    if (this.busy) return null;
    const header = entry.trxnHeaderDeail;
    this.inlineError = '';
    if (isPaymentDetailMissing(entry.trxnType, header)) {
      yield* awaited(this.asker.alert(AUTHORIZE_TEXTS.paymentDetailMissing, 'Payment details'));
      return { to: authorizePaths.purchaseEntry };
    }
    const twoFactor = twoFactorRequestOf(entry.trxnType);
    if (twoFactor && this.accType() === 'EMF') return { to: authorizePaths.twoFactor(twoFactor, reference) };

    const agreed = yield* awaited(this.asker.confirm(AUTHORIZE_TEXTS.authorizeConfirm, 'Authorize'));
    if (!agreed) return null;
    this.acting = header.trxnId;
    try {
      const check = POA_CHECKS[entry.trxnType as keyof typeof POA_CHECKS];
      if (check) {
        const poa = yield* awaited(this.api.call(check, { reqFrom: 'web', encryptedData: reference }));
        if (!poa.isSuccess || !poa.data) return yield* this.fail(replyText(poa, TECHNICAL_PROBLEM_TEXT));
        if (poa.data.FLG_POA === 'Y' && poa.data.IS_EDIS === 'N') {
          yield* awaited(this.asker.alert(AUTHORIZE_TEXTS.poaRefused, 'Authorization'));
          return null;
        }
        if (poa.data.FLG_POA === 'Y') {
          const edis = yield* awaited(this.asker.confirm(poa.data.DEMAT_POA_MSG, 'eDIS'));
          if (!edis) return null;
        }
      }
      if (entry.trxnType === 'RED') {
        const yes = yield* awaited(this.asker.confirm(AUTHORIZE_TEXTS.redemptionConfirm, 'Redemption'));
        if (!yes) return null;
      }
      if (header.payMode === '1' || header.payMode === '3') {
        const yes = yield* awaited(this.asker.confirm(AUTHORIZE_TEXTS.gatewayConfirm, 'Payment'));
        if (!yes) return null;
      }
      return yield* this.submit(entry, reference, {});
    } catch (error) {
      return yield* this.fail(failureText(error));
    } finally {
      this.acting = null;
    }
  });

  /** Sends the authorization and follows the server's answer, asking its questions when it has some. */
  private *submit(
    entry: AuthListEntry,
    reference: string,
    extra: Partial<AuthorizeRequest>,
  ): Generator<Promise<unknown>, Destination | null, never> {
    const body: AuthorizeRequest = {
      reqFrom: 'web',
      encryptedData: reference,
      browser: globalThis.navigator?.userAgent?.slice(0, 100) ?? '',
      os: globalThis.navigator?.platform?.slice(0, 100) ?? '',
      ...extra,
    };
    const reply = yield* awaited(
      this.api.call(onAuthorize, body, { idempotencyKey: this.keys.of(onAuthorize, body) }),
    );
    if (reply.techMessage === SUCC_WITH_MARS) {
      const yes = yield* awaited(this.asker.confirm(replyText(reply, TECHNICAL_PROBLEM_TEXT), 'MARS'));
      return yes ? yield* this.submit(entry, reference, { ...extra, schExistWithMarsConfirm: true }) : null;
    }
    if (reply.techMessage === CONFIRMATIOM) {
      const options = reply.data?.ShemeOption ?? [];
      const list = options.map((o) => `${o.schName}: ${o.option}`).join('; ');
      const text = `${replyText(reply, TECHNICAL_PROBLEM_TEXT)}${list ? ` (${list})` : ''}`;
      const yes = yield* awaited(this.asker.confirm(text, 'Bulk Switch'));
      if (!yes) {
        // The server records the refusal; nothing further happens (spec 001 §4).
        const declined = { ...body, bulkSwitchConfirm: 'N' as const };
        yield* awaited(
          this.api.call(onAuthorize, declined, { idempotencyKey: this.keys.of(onAuthorize, declined) }),
        );
        return null;
      }
      return yield* this.submit(entry, reference, { ...extra, bulkSwitchConfirm: 'Y', ShemeOption: options });
    }
    if (!reply.isSuccess || !reply.data) return yield* this.fail(replyText(reply, TECHNICAL_PROBLEM_TEXT));
    return afterAuthorized(entry, reply.data);
  }

  /** The Reject button: the question, then the status page with success or fail (spec 001 §4). */
  readonly reject = flow(function* (
    this: ActionFlow,
    entry: AuthListEntry,
    reference: string,
  ): Generator<Promise<unknown>, Destination | null, never> {
    if (this.busy) return null;
    const yes = yield* awaited(this.asker.confirm(AUTHORIZE_TEXTS.rejectConfirm, 'Reject'));
    if (!yes) return null;
    const ref = entry.trxnHeaderDeail.trxnId;
    this.acting = ref;
    const to = authorizePaths.status(entry.trxnType);
    try {
      const rejection = { reqFrom: 'web', encryptedData: reference };
      const reply = yield* awaited(
        this.api.call(onReject, rejection, { idempotencyKey: this.keys.of(onReject, rejection) }),
      );
      return reply.isSuccess
        ? { to, state: { status: 'success', ref } }
        : { to, state: { status: 'fail', ref, message: replyText(reply, TECHNICAL_PROBLEM_TEXT) } };
    } catch (error) {
      return { to, state: { status: 'fail', ref, message: failureText(error) } };
    } finally {
      this.acting = null;
    }
  });
}

/** Where an authorized transaction goes (spec 001 §4 "Purchase authorization by pay mode", eDIS). */
export function afterAuthorized(entry: AuthListEntry, data: AuthorizeData): Destination {
  const type = entry.trxnType;
  const refs = {
    tid: data.encEncodedTrxnId,
    ...(data.encSSIPEncodedTrxnId ? { stid: data.encSSIPEncodedTrxnId } : {}),
    ...(data.encEncodedNpipTrxnid ? { npiptid: data.encEncodedNpipTrxnid } : {}),
  };
  if (data.IS_EDIS === 'Y' && data.callurl) {
    const back = `/ewa/edis-response?${new URLSearchParams({ type: type.toLowerCase(), tid: data.encEncodedTrxnId })}`;
    return {
      post: data.callurl,
      fields: { edisTrxnNo: data.edisTrxnNo, trxnId: data.trxnId, trxnType: type, returnUrl: back },
    };
  }
  if (data.payMode === '1' && data.netBankingUrl) return { href: data.netBankingUrl };
  // UPI collect and QR wait on the purchase area's wait page, which closes to the acknowledgement.
  const waitPage = (): Destination => ({
    to: authorizePaths.upi(
      type,
      new URLSearchParams({ trxnId: data.paymentTrxnId, done: acknowledgePath(type, refs) }).toString(),
    ),
  });
  if (data.payMode === '8')
    return data.collectionApiStatus === 'SUCCESS' && data.paymentTrxnId
      ? waitPage()
      : { to: acknowledgePath(type, { ...refs, result: 'ERROR' }) };
  if (data.payMode === '3' && data.paymentTrxnId) return waitPage();
  return { to: acknowledgePath(type, refs) };
}
