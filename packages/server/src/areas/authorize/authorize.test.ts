import { AUTH_TYPES, AUTHORIZE_TEXTS, authorizeCalls as c, getTotalNonMarsCount } from '@ewa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseDigest, type TestApp } from '../../testing/test-app.ts';
import { AUTH_TEXTS } from './rules.ts';
import {
  auditRows,
  authorizeBody,
  call,
  enter,
  pending,
  referenceFor,
  rowOf,
  sessionToken,
} from './testing.ts';

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { areas: ['authorize', 'purchase', 'login'] });
  token = await sessionToken(t, '50000001');
  otherToken = await sessionToken(t, '50000002');
}, 180_000);
afterAll(() => t?.close());

const count = async (authType: string, accessToken = token) => {
  const res = await call(t, getTotalNonMarsCount.path, { reqFrom: 'web', authType }, accessToken);
  expect(res.status).toBe(200);
  return (res.json.data as { count: number }).count;
};
// Each action goes with a fresh Idempotency-Key, as the portal sends it, unless the test names one.
let keySerial = 0;
const newKey = () => `authorize-test-${++keySerial}-${Date.now()}`;
const authorize = (d: string, extra: Record<string, unknown> = {}, accessToken = token, key = newKey()) =>
  call(t, c.onAuthorize.path, authorizeBody(d, extra), accessToken, { 'idempotency-key': key });
const reject = (d: string, accessToken = token, key = newKey()) =>
  call(t, c.onReject.path, { reqFrom: 'web', encryptedData: d }, accessToken, { 'idempotency-key': key });

describe('the demo data', () => {
  it('gives 50000001 every type code of spec 001 §3, with its label, MARS ones apart', async () => {
    const list = await pending(t, token);
    const types = new Set(list.map((e) => e.trxnType));
    expect([...AUTH_TYPES].filter((type) => !types.has(type))).toEqual([]);
    const purchase = list.find((e) => e.trxnType === 'PIP');
    expect(purchase?.trxnHeaderDeail.trxnTypeLabel).toBe('Purchase');
    expect(list.find((e) => e.trxnType === 'TSR')?.trxnHeaderDeail.trxnTypeLabel).toBe('Revoke Stop SIP');
    expect(list.find((e) => e.trxnType === 'SBS')?.trxnHeaderDeail.trxnTypeLabel).toBe('SBS');
    expect(new Set(list.filter((e) => e.trxnType === 'PIP').map((e) => e.trxnHeaderDeail.payMode))).toEqual(
      new Set(['8', '1', '7', '3', '2', '']),
    );
    expect(list.every((e) => e.trxnHeaderDeail.isMarsTrxn === 'N' || e.trxnType === 'MARSSWI')).toBe(true);
    expect(await count('ALL')).toBe(list.length);
    expect(await count('')).toBe(list.length);
  });

  it('counts by type code, in any case; an unknown type counts none', async () => {
    expect(await count('PIP')).toBe(7);
    expect(await count('red')).toBe(3);
    expect(await count('NOT-A-TYPE')).toBe(0);
    expect((await pending(t, token, 'RED')).map((e) => e.trxnType)).toEqual(['RED', 'RED', 'RED']);
  });

  it("never lists or counts another investor's transactions", async () => {
    expect(await count('ALL', otherToken)).toBe(0);
    expect(await pending(t, otherToken)).toEqual([]);
    const emf = await sessionToken(t, '50000009', 'EMF');
    expect((await pending(t, emf)).map((e) => e.trxnType).sort()).toEqual(['SSIP', 'SSTP', 'SSWP', 'TSR']);
  });

  it('needs a session; a bad body is 400 naming the field', async () => {
    expect((await call(t, getTotalNonMarsCount.path, { reqFrom: 'web', authType: 'ALL' })).status).toBe(401);
    const res = await call(t, getTotalNonMarsCount.path, { reqFrom: 'web' }, token);
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('authType');
  });
});

describe('who may see a transaction', () => {
  it('answers another investor exactly as for an unknown transaction, and changes nothing', async () => {
    const { d } = await enter(t, { investor: '50000001', type: 'SIP', amount: '1000' });
    const before = await databaseDigest(t.database);
    const others = await Promise.all([
      call(t, c.getAuthTrxDetailFromTar.path, { encryptedData: d }, otherToken),
      authorize(d, {}, otherToken),
      reject(d, otherToken),
    ]);
    const unknown = referenceFor(t, 999_999_999);
    const missing = await Promise.all([
      call(t, c.getAuthTrxDetailFromTar.path, { encryptedData: unknown }, otherToken),
      authorize(unknown, {}, otherToken),
      reject(unknown, otherToken),
    ]);
    for (const [i, res] of others.entries()) {
      expect(res.json).toEqual(missing[i]?.json);
      expect(res.json.displayMessage).toBe(AUTH_TEXTS.notFound);
    }
    // Only the refusals' audit rows were added.
    expect((await rowOf(t, (await pending(t, token, 'SIP'))[0]?.trxnHeaderDeail.trxnId ?? ''))?.status).toBe(
      'PENDING',
    );
    const after = await databaseDigest(t.database);
    expect(after.split('\n').filter((line) => !line.startsWith('audit_log:'))).toEqual(
      before.split('\n').filter((line) => !line.startsWith('audit_log:')),
    );
  });

  it('tells a changed link, an expired link and a spent link apart', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'SWI' });
    const tampered = `${d.slice(0, 20)}${d[20] === 'A' ? 'B' : 'A'}${d.slice(21)}`;
    const detail = (ref: string) => call(t, c.getAuthTrxDetailFromTar.path, { encryptedData: ref }, token);
    expect((await detail(tampered)).json).toMatchObject({ isSuccess: false, errCode: 'LINK_INVALID' });
    expect((await detail(`${d}x`)).json.errCode).toBe('LINK_INVALID');
    expect((await authorize(tampered)).json.displayMessage).toBe(AUTH_TEXTS.linkInvalid);
    const ok = await detail(d);
    expect(ok.json.isSuccess).toBe(true);
    expect((ok.json.data as { trxnHeaderDeail: { trxnId: string } }).trxnHeaderDeail.trxnId).toBe(trxnId);

    t.clock.advance(8 * 24 * 3600);
    try {
      const later = await sessionToken(t, '50000001');
      const expired = await call(t, c.getAuthTrxDetailFromTar.path, { encryptedData: d }, later);
      expect(expired.json).toMatchObject({ errCode: 'LINK_EXPIRED', displayMessage: AUTH_TEXTS.linkExpired });
      expect((await authorize(d, {}, later)).json.errCode).toBe('LINK_EXPIRED');
    } finally {
      t.clock.advance(-8 * 24 * 3600);
    }

    expect((await reject(d)).json.isSuccess).toBe(true);
    expect((await detail(d)).json).toMatchObject({
      errCode: 'LINK_USED',
      displayMessage: AUTH_TEXTS.linkUsed,
    });
  });

  it('refuses a link the sandbox made already expired', async () => {
    const { d } = await enter(t, {
      investor: '50000001',
      type: 'SIP',
      amount: '500',
      linkExpiresInSeconds: '-1',
    });
    const res = await call(t, c.getAuthTrxDetailFromTar.path, { encryptedData: d }, token);
    expect(res.json.errCode).toBe('LINK_EXPIRED');
  });
});

describe('authorize and reject act exactly once', () => {
  it('authorizes a SIP: the reply carries a receipt reference; a repeat answers alike; others are told', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'SIP', amount: '2500' });
    const first = await authorize(d);
    expect(first.json).toMatchObject({ isSuccess: true, displayMessage: AUTH_TEXTS.authorized });
    const data = first.json.data as { trxnId: string; encEncodedTrxnId: string };
    expect(data.trxnId).toBe(trxnId);
    // A double click from the same session answers the same reply.
    expect((await authorize(d)).json).toEqual(first.json);
    // Anyone else acting on it later is told it was authorized, and nothing changes.
    const again = await authorize(d, {}, await sessionToken(t, '50000001'));
    expect(again.json).toMatchObject({ isSuccess: false, errCode: 'ALREADY_ACTED' });
    expect(again.json.displayMessage).toBe(AUTH_TEXTS.alreadyAuthorized);
    const rejected = await reject(d);
    expect(rejected.json.displayMessage).toBe(AUTH_TEXTS.alreadyAuthorized);
    expect((await rowOf(t, trxnId))?.status).toBe('AUTHORIZED');

    const receipt = await call(
      t,
      c.trxnAuthoShowReceipt.path,
      { encryptedData: data.encEncodedTrxnId, trxnType: 'SIP' },
      token,
    );
    expect(receipt.json).toMatchObject({
      isSuccess: true,
      data: { message: AUTH_TEXTS.authorized, part: 'MAIN' },
    });
  });

  it('20 concurrent copies with one Idempotency-Key act once and answer alike', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'RED', amount: '1000' });
    const audits = (await auditRows(t, 'authorize.authorize', 'success')).length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => authorize(d, {}, token, 'double-click-key-1')),
    );
    for (const res of replies) expect(res.json).toEqual(replies[0]?.json);
    expect(replies[0]?.json.isSuccess).toBe(true);
    expect((await auditRows(t, 'authorize.authorize', 'success')).length).toBe(audits + 1);
    expect((await rowOf(t, trxnId))?.actedAt).toBeInstanceOf(Date);
  });

  it('20 concurrent sessions: one acts, every other is told it was already acted on', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'SWP', amount: '800' });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => sessionToken(t, '50000001')));
    const replies = await Promise.all(
      tokens.map((tk, i) => (i % 2 === 0 ? authorize(d, {}, tk) : reject(d, tk))),
    );
    const winners = replies.filter((r) => r.json.isSuccess === true);
    expect(winners).toHaveLength(1);
    for (const loser of replies.filter((r) => r.json.isSuccess !== true))
      expect(loser.json.errCode).toBe('ALREADY_ACTED');
    const row = await rowOf(t, trxnId);
    expect(row?.status).toBe(
      winners[0]?.json.displayMessage === AUTH_TEXTS.authorized ? 'AUTHORIZED' : 'REJECTED',
    );
    const acted = [
      ...(await auditRows(t, 'authorize.authorize', 'success')),
      ...(await auditRows(t, 'authorize.reject', 'success')),
    ].filter((a) => (a.detail as { refNo?: string }).refNo === trxnId);
    expect(acted).toHaveLength(1);
  });

  it('a malformed Idempotency-Key is a 400 naming it, and nothing is acted on', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'SIP', amount: '900' });
    const res = await authorize(d, {}, token, 'no');
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('Idempotency-Key');
    expect((await rowOf(t, trxnId))?.status).toBe('PENDING');
  });

  it("rejects with the spec's text; a rejected transaction cannot then be authorized", async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'STP', amount: '1000' });
    const res = await reject(d, token, 'reject-key-0001');
    expect(res.json).toMatchObject({ isSuccess: true, displayMessage: AUTHORIZE_TEXTS.rejected(trxnId) });
    expect(res.json.displayMessage).toBe(`Your transaction with Ref. No ${trxnId} has been rejected.`);
    expect((await reject(d, token, 'reject-key-0001')).json).toEqual(res.json);
    expect((await authorize(d)).json.displayMessage).toBe(AUTH_TEXTS.alreadyRejected);
    expect((await auditRows(t, 'authorize.authorize', 'failure')).length).toBeGreaterThan(0);
  });
});

describe('the rules of spec 001 §4 and §5', () => {
  it('refuses a purchase without payment details, and changes nothing', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'PIP', amount: '5000' });
    const before = await databaseDigest(t.database);
    const res = await authorize(d);
    expect(res.json).toMatchObject({
      isSuccess: false,
      displayMessage: AUTHORIZE_TEXTS.paymentDetailMissing,
    });
    expect((await rowOf(t, trxnId))?.status).toBe('PENDING');
    const after = await databaseDigest(t.database);
    expect(after.split('\n').filter((l) => !l.startsWith('audit_log:'))).toEqual(
      before.split('\n').filter((l) => !l.startsWith('audit_log:')),
    );
  });

  it('a redemption with POA and no eDIS is refused; with eDIS in demat it goes to the depository', async () => {
    const refused = await enter(t, {
      investor: '50000001',
      type: 'RED',
      amount: '100',
      poa: true,
      edis: false,
    });
    const check = await call(t, c.checkRedPOAValidation.path, { encryptedData: refused.d }, token);
    expect(check.json.data).toEqual({
      FLG_POA: 'Y',
      IS_EDIS: 'N',
      isDemat: 'Y',
      DEMAT_POA_MSG: AUTHORIZE_TEXTS.poaRefused,
    });
    expect((await authorize(refused.d)).json.displayMessage).toBe(AUTHORIZE_TEXTS.poaRefused);

    const edis = await enter(t, { investor: '50000001', type: 'RED', amount: '100', poa: true, edis: true });
    const allowed = await call(t, c.checkRedPOAValidation.path, { encryptedData: edis.d }, token);
    expect(allowed.json.data).toMatchObject({ FLG_POA: 'Y', IS_EDIS: 'Y', isDemat: 'Y' });
    const res = await authorize(edis.d);
    expect(res.json.data).toMatchObject({
      IS_EDIS: 'Y',
      callurl: '/sandbox/depository/edis',
      action: 'POST',
    });
    expect((res.json.data as { edisTrxnNo: string }).edisTrxnNo).toMatch(/^EDIS\d+$/);

    const plain = await enter(t, { investor: '50000001', type: 'SWI' });
    expect(
      (await call(t, c.checkSwitchPOAValidation.path, { encryptedData: plain.d }, token)).json.data,
    ).toMatchObject({
      FLG_POA: 'N',
    });
  });

  it('SUCC_WITH_MARS asks first; yes resubmits with the MARS flag', async () => {
    const { d, trxnId } = await enter(t, {
      investor: '50000001',
      type: 'SIP',
      amount: '1000',
      marsOverlap: true,
    });
    const asked = await authorize(d);
    expect(asked.json).toMatchObject({
      isSuccess: false,
      techMessage: 'SUCC_WITH_MARS',
      displayMessage: AUTH_TEXTS.marsOverlap,
    });
    expect((await rowOf(t, trxnId))?.status).toBe('PENDING');
    const done = await authorize(d, { schExistWithMarsConfirm: true });
    expect(done.json.isSuccess).toBe(true);
    expect((await rowOf(t, trxnId))?.status).toBe('AUTHORIZED');
  });

  it('a bulk switch answers CONFIRMATIOM with the options; no stops there, yes authorizes', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'BSWI' });
    const asked = await authorize(d);
    expect(asked.json).toMatchObject({ isSuccess: false, techMessage: 'CONFIRMATIOM' });
    const options = (asked.json.data as { ShemeOption: unknown[] }).ShemeOption;
    expect(options.length).toBe(2);
    const no = await authorize(d, { bulkSwitchConfirm: 'N' });
    expect(no.json).toMatchObject({ isSuccess: true, techMessage: 'NOT_CONFIRMED' });
    expect((await rowOf(t, trxnId))?.status).toBe('PENDING');
    const yes = await authorize(d, { bulkSwitchConfirm: 'Y', ShemeOption: options });
    expect(yes.json.isSuccess).toBe(true);
    expect((await rowOf(t, trxnId))?.status).toBe('AUTHORIZED');
  });

  it('switch SIP and NFO SIP answer the second receipt reference', async () => {
    const sw = await enter(t, { investor: '50000001', type: 'SWITCHSIP', amount: '1000' });
    const swData = (await authorize(sw.d)).json.data as { encSSIPEncodedTrxnId: string };
    const part = await call(
      t,
      c.trxnAuthoShowReceipt.path,
      { encryptedData: swData.encSSIPEncodedTrxnId, trxnType: 'SWITCHSIP' },
      token,
    );
    expect((part.json.data as { part: string }).part).toBe('SIP');
    const nsip = await enter(t, { investor: '50000001', type: 'NSIP', amount: '1000' });
    expect(
      ((await authorize(nsip.d)).json.data as { encEncodedNpipTrxnid: string }).encEncodedNpipTrxnid,
    ).not.toBe('');
  });

  it("a TAC investor's stop STP is authorized without an OTP, with the spec's text", async () => {
    const { d } = await enter(t, { investor: '50000001', type: 'SSTP' });
    expect((await authorize(d)).json.displayMessage).toBe(AUTHORIZE_TEXTS.stopStpPosted);
  });
});

describe('two-factor stop requests of an EMF investor', () => {
  async function otpFor(loginId: string): Promise<string> {
    const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${loginId}` });
    const latest = (res.json().data as { body: string }[])[0];
    const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no OTP in the outbox');
    return code;
  }

  it('needs the validate call and its OTP; a wrong OTP is counted; the right one authorizes once', async () => {
    const emf = await sessionToken(t, '50000009', 'EMF');
    const list = await pending(t, emf);
    const stopSip = list.find((e) => e.trxnType === 'SSIP');
    const stopSwp = list.find((e) => e.trxnType === 'SSWP');
    if (!stopSip || !stopSwp) throw new Error('demo stop requests missing');

    expect((await authorize(stopSip.encryptedData, {}, emf)).json.errCode).toBe('OTP_REQUIRED');
    const sent = await call(
      t,
      c.onValidateAuthTransaction.path,
      { reqFrom: 'web', encryptedData: stopSip.encryptedData },
      emf,
    );
    expect(sent.json).toMatchObject({ isSuccess: true, data: { trxnType: 'SSIP', otpSeconds: 180 } });
    const otp = await otpFor('50000009');
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const bad = await authorize(stopSip.encryptedData, { otp: wrong }, emf);
    expect(bad.json).toMatchObject({ isSuccess: false, otp_wrongcount: 1 });

    // An OTP sent for the stop SWP does not authorize the stop SIP.
    await call(
      t,
      c.onValidateAuthTransaction.path,
      { reqFrom: 'web', encryptedData: stopSwp.encryptedData },
      emf,
    );
    const swpOtp = await otpFor('50000009');
    expect((await authorize(stopSip.encryptedData, { otp: swpOtp }, emf)).json.isSuccess).toBe(false);

    await call(
      t,
      c.onValidateAuthTransaction.path,
      { reqFrom: 'web', encryptedData: stopSip.encryptedData },
      emf,
    );
    const good = await authorize(stopSip.encryptedData, { otp: await otpFor('50000009') }, emf);
    expect(good.json).toMatchObject({ isSuccess: true, displayMessage: AUTHORIZE_TEXTS.stopSipSent });
  });

  it('refuses the OTP step for a transaction that does not need one', async () => {
    const { d } = await enter(t, { investor: '50000001', type: 'SSIP' });
    const res = await call(t, c.onValidateAuthTransaction.path, { reqFrom: 'web', encryptedData: d }, token);
    expect(res.json.errCode).toBe('NOT_TWO_FACTOR');
  });
});

describe('the mapping authorization login', () => {
  it('shows the link holder, signs in with the PIN or date of birth, and acts on that transaction only', async () => {
    const mine = await enter(t, { investor: '50000001', type: 'SIP', amount: '700' });
    const another = await enter(t, { investor: '50000001', type: 'SIP', amount: '900' });
    const shown = await call(t, c.getAuthLinkDetail.path, { encryptedData: mine.d });
    expect(shown.json.data).toEqual({
      njAcNo: '50000001',
      name: 'Rajesh Kumar Sharma',
      AuthorizationModule: 'Y',
    });

    const login = (password: string, encryptedData = mine.d) =>
      call(t, c.authenticateAuthorization.path, {
        loginId: '50000001',
        password,
        reqFrom: 'web',
        encryptedData,
      });
    expect((await login('')).json.displayMessage).toBe(AUTHORIZE_TEXTS.mappingEmpty);
    expect((await login('123')).json.displayMessage).toBe(AUTHORIZE_TEXTS.mappingInvalid);
    expect((await login('9999')).json.isSuccess).toBe(false);
    const ok = await login('15081980');
    expect(ok.json.isSuccess).toBe(true);
    const scoped = ok.json.token as string;

    expect((await pending(t, scoped)).map((e) => e.trxnHeaderDeail.trxnId)).toEqual([mine.trxnId]);
    expect(
      (await call(t, c.getAuthTrxDetailFromTar.path, { encryptedData: another.d }, scoped)).json
        .displayMessage,
    ).toBe(AUTH_TEXTS.notFound);
    // Nothing outside authorization answers that session.
    const elsewhere = await t.post(
      'login/checkEwealthAccountActivation',
      { njAcNo: '50000001', reqFrom: 'WEB' },
      scoped,
    );
    expect(elsewhere.status).toBe(403);
    expect((await authorize(mine.d, {}, scoped)).json.isSuccess).toBe(true);
  });

  it('is refused to an account without the authorization-module flag, and blocks after 4 failures', async () => {
    const other = await enter(t, { investor: '50000002', type: 'SIP', amount: '700' });
    expect((await call(t, c.getAuthLinkDetail.path, { encryptedData: other.d })).json.data).toMatchObject({
      AuthorizationModule: 'N',
    });
    const refused = await call(t, c.authenticateAuthorization.path, {
      loginId: '50000002',
      password: '1234',
    });
    expect(refused.json.errCode).toBe('NOT_ENABLED');
  });
});

describe('MARS', () => {
  it('lists and counts MARS transactions, checks status, and authorizes through the MARS page once', async () => {
    const ucc = { loggedInUCC: '50000001', isFromMob: 'N' };
    const list = await call(t, c.getMarsAuthPendingTrxns.path, ucc, token);
    const rows = list.json.data as { trxnId: string; trxnTypeId: string }[];
    expect(rows.length).toBe(2);
    expect((await call(t, c.getMarsAuthPendingTrxnsCount.path, ucc, token)).json.data).toEqual({ count: 2 });
    expect((await call(t, c.getMarsAuthPendingTrxns.path, ucc, otherToken)).status).toBe(403);
    const { trxnId, trxnTypeId } = rows[0] as { trxnId: string; trxnTypeId: string };
    const first = { trxnId, trxnTypeId };
    const status = await call(t, c.checkMarsAuthPendingTrxnStatus.path, first, token);
    expect((status.json.data as { status: string }).status).toBe('PENDING');
    expect(
      (await call(t, c.checkMarsAuthPendingTrxnStatus.path, first, otherToken)).json.displayMessage,
    ).toBe(AUTHORIZE_TEXTS.marsFailure);

    const serialReply = await call(t, c.insertEwaMarsToken.path, { trxnId: first.trxnId }, token);
    expect(serialReply.json.formAction).toBe('/sandbox/mars/authorize');
    const serial = serialReply.json.data as string;
    const page = await t.inject({
      method: 'POST',
      url: '/sandbox/mars/authorize',
      payload: { serialNo: serial, trxnId: first.trxnId },
    });
    expect(page.body).toContain(first.trxnId);
    const decide = () =>
      t.inject({
        method: 'POST',
        url: '/sandbox/mars/authorize/decide',
        payload: { serialNo: serial, decision: 'AUTHORIZED' },
      });
    expect((await decide()).headers.location).toContain(`trxnId=${first.trxnId}`);
    expect((await decide()).headers.location).toBe('/ewa/transact/authorize/mars');
    const after = await call(t, c.checkMarsAuthPendingTrxnStatus.path, first, token);
    expect(after.json.data).toMatchObject({ status: 'AUTHORIZED' });
    expect((await call(t, c.getMarsAuthPendingTrxnsCount.path, ucc, token)).json.data).toEqual({ count: 1 });
  });
});

describe('the bank a pending purchase pays from', () => {
  it("offers the investor's registered banks and changes to one of them; another account is refused", async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'PIP', amount: '5000', payMode: '7' });
    const banks = await call(t, c.getAuthBankAccounts.path, { encryptedData: d }, token);
    const choices = banks.json.data as { bankCode: string; bankAccNo: string; bankAccMask: string }[];
    expect(choices.length).toBeGreaterThan(1);
    const current = (await rowOf(t, trxnId))?.bankAccNo;
    const other = choices.find((b) => b.bankAccNo !== current);
    if (!other) throw new Error('no second bank');
    const changed = await call(
      t,
      c.onchangeBankAccount.path,
      { encryptedData: d, bankCode: other.bankCode, bankAccNo: other.bankAccNo },
      token,
    );
    expect(changed.json.isSuccess).toBe(true);
    expect((await rowOf(t, trxnId))?.bankAccNo).toBe(other.bankAccNo);
    const foreign = await call(
      t,
      c.onchangeBankAccount.path,
      { encryptedData: d, bankCode: other.bankCode, bankAccNo: '99999999999' },
      token,
    );
    expect(foreign.json.displayMessage).toBe(AUTH_TEXTS.bankNotRegistered);
    expect((await rowOf(t, trxnId))?.bankAccNo).toBe(other.bankAccNo);
    const sip = await enter(t, { investor: '50000001', type: 'SIP', amount: '500' });
    expect((await call(t, c.getAuthBankAccounts.path, { encryptedData: sip.d }, token)).json.data).toEqual(
      [],
    );
  });
});

describe('the sandbox partner', () => {
  it('answers the JSON twin exactly, and the page shows the link', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/sandbox/api/partner/transactions',
      payload: { investor: '50000001', type: 'PIP', amount: '5000', payMode: '8' },
    });
    const body = res.json() as { data: { trxnId: string; link: string } };
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.trxnId).toMatch(/^AT\d+$/);
    expect(body.data.link).toMatch(/^\/ewa\/transact\/authorize\/detail\?d=[A-Za-z0-9_-]+&rf=al$/);
    const row = await rowOf(t, body.data.trxnId);
    expect(row).toMatchObject({ payMode: '8', payerVpa: 'success@ewapay', amountPaise: 500_000 });
    expect(row?.bankAccNo).toBeTruthy();
    const bad = await t.inject({
      method: 'POST',
      url: '/sandbox/api/partner/transactions',
      payload: { investor: '50000001', type: 'XYZ' },
    });
    expect(bad.statusCode).toBe(400);

    const page = await t.inject({
      method: 'POST',
      url: '/sandbox/partner',
      payload: 'investor=50000001&type=SIP&amount=1500&payMode=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.body).toContain('/ewa/transact/authorize/detail?d=');
  });
});
