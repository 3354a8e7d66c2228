import type { AuthorizeData, AuthorizeRequest, AuthType, onAuthorize, onReject, ReplyOf } from '@ewa/api';
import { AUTHORIZE_TEXTS } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { type RequestOrigin, writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/client.ts';
import type { CallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { accountByNumber, checkOtp } from '../../kernel/identity/index.ts';
import {
  AUTH_TEXTS,
  type AuthRow,
  alreadyActed,
  authorizedText,
  authorizeRefusal,
  declinedBulkSwitch,
  needsTwoFactor,
  PAYING_TYPES,
  poaView,
  serverQuestion,
} from './rules.ts';
import { authTransactionLines, authTransactions } from './schema.ts';
import { type Actor, type AuthorizeDeps, type LineRow, openReference, referenceTo } from './transactions.ts';

export type AuthorizeReply = ReplyOf<typeof onAuthorize>;
export type RejectReply = ReplyOf<typeof onReject>;

/** What starting the payment of an authorized purchase answers (the purchase area's payment engine). */
export interface StartedPayment {
  paymentTrxnId: string;
  netBankingUrl?: string;
  collectionApiStatus?: string;
  collectionApiStatusDes?: string;
  UPIREFTRXNID?: string;
}

/**
 * Starts the payment of an authorized purchase in the purchase area: `start` runs inside the
 * authorization's database transaction (the payment and the authorization commit together);
 * `afterCommit` does what must wait for the authorization's own commit (sending the UPI collect
 * request), on `db`: the money door's transaction, which keeps it with the reply.
 */
/** The request an authorization came in by: its origin, and work to start once it is committed. */
export type PayingOrigin = RequestOrigin & Pick<CallContext, 'afterCommit'>;

export interface AuthorizedPayments {
  start(tx: Db, row: AuthRow, lines: LineRow[], origin: PayingOrigin, actor: Actor): Promise<StartedPayment>;
  afterCommit?(db: Db, row: AuthRow, started: StartedPayment, actor: Actor): Promise<Partial<StartedPayment>>;
}

export interface ActDeps extends AuthorizeDeps {
  /** Where the browser goes for the depository's eDIS; unset → eDIS cannot be reached. */
  edisUrl?: string;
  payments?: AuthorizedPayments;
}

type Kind = 'AUTHORIZE' | 'REJECT';

/**
 * Who acted, as a repeat is recognised by: the sign-in (the same request under one Idempotency-Key
 * never gets here twice: the money door answers it).
 */
export function actionKey(kind: Kind, actor: Actor): string {
  return `${kind}:session:${actor.sessionId}`;
}

/** A repeat of the action that acted answers its first reply; anything else is told it was acted on. */
function repeatOrRefuse<R>(row: AuthRow, key: string): R {
  if (row.actionKey === key && row.actionReply) return row.actionReply as R;
  const refusal = alreadyActed(row);
  throw new DomainError(refusal.text, { errCode: refusal.errCode });
}

async function reload(db: Db, id: number): Promise<AuthRow> {
  const [row] = await db.select().from(authTransactions).where(eq(authTransactions.id, id));
  if (!row) throw new Error(`auth transaction ${id} vanished`);
  return row;
}

function emptyData(row: AuthRow, reference: string): AuthorizeData {
  return {
    encEncodedTrxnId: reference,
    trxnId: row.refNo,
    trxnDate: row.placedAt.toISOString(),
    trxnType: row.trxnType as AuthType,
    exCode: '',
    netBankingUrl: '',
    IS_EDIS: 'N',
    edisTrxnNo: '',
    callurl: '',
    action: '',
    FLG_POA: poaView(row).FLG_POA,
    DEMAT_POA_MSG: '',
    isMarsTrxn: row.trxnType === 'MARSSWI' ? 'Y' : 'N',
    marsTarNo: '',
    encSSIPEncodedTrxnId: '',
    encSIPEncodedTrxnId: '',
    encEncodedNpipTrxnid: '',
    ShemeOption: [],
    validationNo: '',
    payMode: row.payMode,
    paymentTrxnId: '',
    collectionApiStatus: '',
    collectionApiStatusDes: '',
    UPIREFTRXNID: '',
    message: '',
  };
}

/** The target schemes' options a bulk switch asks the investor to accept. */
async function bulkOptions(db: Db, row: AuthRow) {
  const lines = await db.select().from(authTransactionLines).where(eq(authTransactionLines.authId, row.id));
  return lines.map((l) => ({
    schCode: l.targetSchCode ?? l.schCode,
    schName: l.targetSchName ?? l.schName,
    option: 'Growth',
  }));
}

/**
 * `onAuthorize` (spec 001 §4): refusals and questions first (nothing changes), then one
 * conditional update from PENDING decides who acts; the reply is stored with it and answered to
 * every repeat of the same action. A purchase with a pay mode starts its payment in the same
 * database transaction.
 */
export async function authorizeTransaction(
  ad: ActDeps,
  actor: Actor,
  request: AuthorizeRequest,
  origin: PayingOrigin,
): Promise<AuthorizeReply> {
  const { db } = ad.deps;
  const key = actionKey('AUTHORIZE', actor);
  const { row } = await openReference(ad, actor, request.encryptedData);
  if (row.status !== 'PENDING') return repeatOrRefuse(row, key);

  const refusal = authorizeRefusal(row, request, actor.accType);
  if (refusal) throw new DomainError(refusal.text, { errCode: refusal.errCode });
  const question = serverQuestion(row, request);
  if (question)
    return {
      isSuccess: false,
      techMessage: question.techMessage,
      message: question.text,
      displayMessage: question.text,
      data: {
        ...emptyData(row, request.encryptedData),
        ShemeOption: question.techMessage === 'CONFIRMATIOM' ? await bulkOptions(db, row) : [],
        message: question.text,
      },
    };
  if (declinedBulkSwitch(row, request)) {
    await writeAudit(db, origin, {
      action: 'authorize.declined',
      outcome: 'info',
      actor: actor.loginId,
      njAcNo: row.njAcNo,
      detail: { refNo: row.refNo, trxnType: row.trxnType },
    });
    return {
      isSuccess: true,
      techMessage: 'NOT_CONFIRMED',
      message: AUTH_TEXTS.bulkDeclined,
      displayMessage: AUTH_TEXTS.bulkDeclined,
      data: { ...emptyData(row, request.encryptedData), message: AUTH_TEXTS.bulkDeclined },
    };
  }
  const twoFactor = needsTwoFactor(row, actor.accType);
  if (twoFactor) {
    const account = await accountByNumber(db, row.njAcNo);
    const { id } = await checkOtp(ad.deps, account, 'authorize', request.otp ?? '');
    // An OTP sent for another stop request does not authorize this one.
    if (id !== row.otpId) throw new DomainError(AUTH_TEXTS.otpRequired, { errCode: 'OTP_INVALID' });
  }

  const now = ad.deps.clock.now();
  const poa = poaView(row);
  const paying = PAYING_TYPES.has(row.trxnType) && row.payMode !== '' && ad.payments !== undefined;
  // The reply is made from the loaded row (what it says does not change when it wins) and written
  // with the winning update itself: one statement decides and records.
  const message = authorizedText(row, twoFactor);
  const data: AuthorizeData = {
    ...emptyData(row, referenceTo(ad, row.id)),
    message,
    ...(row.trxnType === 'SWITCHSIP'
      ? {
          encSSIPEncodedTrxnId: referenceTo(ad, row.id, 'SIP'),
          encSIPEncodedTrxnId: referenceTo(ad, row.id, 'SIP'),
        }
      : {}),
    ...(row.trxnType === 'NSIP' ? { encEncodedNpipTrxnid: referenceTo(ad, row.id, 'NPIP') } : {}),
    ...(row.trxnType === 'MARSSWI' ? { marsTarNo: `TAR${row.refNo.slice(2)}` } : {}),
  };
  const edisTrxnNo = poa.IS_EDIS === 'Y' ? `EDIS${row.refNo.slice(2)}` : null;
  if (edisTrxnNo)
    Object.assign(data, {
      IS_EDIS: 'Y',
      edisTrxnNo,
      callurl: ad.edisUrl ?? '',
      action: 'POST',
      DEMAT_POA_MSG: poa.DEMAT_POA_MSG,
    });
  const decided: AuthorizeReply = { isSuccess: true, message, displayMessage: message, data };
  const acted = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(authTransactions)
      .set({
        status: 'AUTHORIZED',
        actedAt: now,
        actedBy: actor.loginId,
        actionKey: key,
        actionReply: decided,
        edisTrxnNo,
      })
      .where(and(eq(authTransactions.id, row.id), eq(authTransactions.status, 'PENDING')))
      .returning();
    if (!won) return undefined;
    let reply = decided;
    let started: StartedPayment | undefined;
    if (paying && ad.payments) {
      const lines = await tx
        .select()
        .from(authTransactionLines)
        .where(eq(authTransactionLines.authId, won.id));
      started = await ad.payments.start(tx, won, lines, origin, actor);
      reply = { ...decided, data: { ...data, ...started } };
      await tx
        .update(authTransactions)
        .set({ actionReply: reply, paymentTrxnId: started.paymentTrxnId })
        .where(eq(authTransactions.id, won.id));
    }
    await writeAudit(tx, origin, {
      action: 'authorize.authorize',
      outcome: 'success',
      actor: actor.loginId,
      njAcNo: won.njAcNo,
      detail: {
        refNo: won.refNo,
        trxnType: won.trxnType,
        amountPaise: won.amountPaise,
        payMode: won.payMode,
        ...(started ? { paymentTrxnId: started.paymentTrxnId } : {}),
        ...(edisTrxnNo ? { edisTrxnNo } : {}),
        browser: request.browser ?? '',
        os: request.os ?? '',
      },
    });
    return { won, reply, started };
  });
  if (!acted) return repeatOrRefuse(await reload(db, row.id), key);

  if (acted.started && ad.payments?.afterCommit) {
    // Inside the money door's transaction: the payment just written is visible to this handle only.
    const more = await ad.payments.afterCommit(db, acted.won, acted.started, actor);
    if (Object.keys(more).length > 0) {
      const reply: AuthorizeReply = {
        ...acted.reply,
        data: { ...(acted.reply.data as AuthorizeData), ...more },
      };
      await db
        .update(authTransactions)
        .set({ actionReply: reply })
        .where(eq(authTransactions.id, acted.won.id));
      return reply;
    }
  }
  return acted.reply;
}

/** `onReject`: exactly once, like authorize; the reply carries the spec's rejection text. */
export async function rejectTransaction(
  ad: AuthorizeDeps,
  actor: Actor,
  request: { encryptedData: string; remarks?: string; browser?: string; os?: string },
  origin: RequestOrigin,
): Promise<RejectReply> {
  const { db } = ad.deps;
  const key = actionKey('REJECT', actor);
  const { row } = await openReference(ad, actor, request.encryptedData);
  if (row.status !== 'PENDING') return repeatOrRefuse(row, key);
  if (row.isMars) throw new DomainError(AUTH_TEXTS.marsElsewhere, { errCode: 'MARS' });
  const now = ad.deps.clock.now();
  const message = AUTHORIZE_TEXTS.rejected(row.refNo);
  const reply: RejectReply = {
    isSuccess: true,
    message,
    displayMessage: message,
    data: { trxnId: row.refNo, trxnType: row.trxnType as AuthType, message },
  };
  const acted = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(authTransactions)
      .set({ status: 'REJECTED', actedAt: now, actedBy: actor.loginId, actionKey: key, actionReply: reply })
      .where(and(eq(authTransactions.id, row.id), eq(authTransactions.status, 'PENDING')))
      .returning({ njAcNo: authTransactions.njAcNo });
    if (!won) return undefined;
    await writeAudit(tx, origin, {
      action: 'authorize.reject',
      outcome: 'success',
      actor: actor.loginId,
      njAcNo: won.njAcNo,
      detail: { refNo: row.refNo, trxnType: row.trxnType, remarks: request.remarks ?? '' },
    });
    return reply;
  });
  return acted ?? repeatOrRefuse(await reload(db, row.id), key);
}
