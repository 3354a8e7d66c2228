import {
  AUTHORIZE_TEXTS,
  type AuthListEntry,
  type AuthorizeData,
  authorizeCalls as c,
} from '@ewa/api/authorize';
import { LOGIN_TEXTS } from '@ewa/api/texts';
import { flowResult } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ActionFlow, afterAuthorized } from './action-flow.ts';
import { MappingLoginStore } from './mapping-store.ts';
import { MarsStore } from './mars-store.ts';
import type { Asker } from './paths.ts';
import { DetailStore, PendingListStore } from './pending-store.ts';
import { ReceiptStore } from './receipt-store.ts';
import { TwoFactorStore } from './two-factor-store.ts';

type Handler = (body: Record<string, unknown>) => unknown;

/** A scripted API: one handler (or a list of answers) per call path, every call recorded. */
function fakeApi(handlers: Record<string, Handler | unknown[]>) {
  const calls: { path: string; body: Record<string, unknown>; key?: string | undefined }[] = [];
  const api = {
    call: async (
      call: { path: string },
      body: Record<string, unknown>,
      options?: { idempotencyKey?: string },
    ) => {
      calls.push({ path: call.path, body, key: options?.idempotencyKey });
      const handler = handlers[call.path];
      if (Array.isArray(handler)) return handler.shift();
      if (!handler) throw new Error(`unexpected call ${call.path}`);
      return handler(body);
    },
  };
  return { api: api as never, calls, paths: () => calls.map((x) => x.path) };
}

/** Answers questions from a script and records every dialog. */
function scriptedAsker(answers: boolean[] = []) {
  const shown: { kind: 'confirm' | 'alert'; text: string }[] = [];
  const asker: Asker = {
    confirm: async (text) => {
      shown.push({ kind: 'confirm', text });
      return answers.shift() ?? true;
    },
    alert: async (text) => {
      shown.push({ kind: 'alert', text });
    },
  };
  return { asker, shown, texts: () => shown.map((s) => s.text) };
}

function entry(type: string, header: Partial<AuthListEntry['trxnHeaderDeail']> = {}): AuthListEntry {
  return {
    trxnType: type as AuthListEntry['trxnType'],
    encryptedData: 'ref-of-the-entry-0001',
    notes: [],
    trxndetail: [],
    trxnHeaderDeail: {
      trxnId: 'AT260000001',
      trxnDate: '2026-11-25T05:00:00.000Z',
      trxnType: type as AuthListEntry['trxnType'],
      trxnTypeLabel: type,
      njAcNo: '50000001',
      investorName: 'Rajesh Kumar Sharma',
      enteredBy: 'Wealthwise',
      entrySource: 'partner',
      payMode: '',
      payModeLabel: '',
      bankName: '',
      bankAccNo: '',
      neftRtgsNo: '',
      mandateNo: '',
      payerVirtualAddress: '',
      totalAmount: 5000,
      isMarsTrxn: 'N',
      mfMode: 'P',
      FLG_POA: 'N',
      status: 'PENDING',
      ...header,
    },
  };
}

function data(patch: Partial<AuthorizeData> = {}): AuthorizeData {
  return {
    encEncodedTrxnId: 'receipt-ref',
    trxnId: 'AT260000001',
    trxnDate: '2026-11-25T05:00:00.000Z',
    trxnType: 'SIP',
    exCode: '',
    netBankingUrl: '',
    IS_EDIS: 'N',
    edisTrxnNo: '',
    callurl: '',
    action: '',
    FLG_POA: 'N',
    DEMAT_POA_MSG: '',
    isMarsTrxn: 'N',
    marsTarNo: '',
    encSSIPEncodedTrxnId: '',
    encSIPEncodedTrxnId: '',
    encEncodedNpipTrxnid: '',
    ShemeOption: [],
    validationNo: '',
    payMode: '',
    paymentTrxnId: '',
    collectionApiStatus: '',
    collectionApiStatusDes: '',
    UPIREFTRXNID: '',
    message: 'Your transaction has been authorized successfully.',
    ...patch,
  };
}

const ok = (patch: Partial<AuthorizeData> = {}) => ({ isSuccess: true, data: data(patch) });
const flowFor = (api: never, asker: Asker, surface: 'list' | 'detail' = 'list', accType = 'TAC') =>
  new ActionFlow(api, asker, surface, () => accType);

describe('authorizing from the list or the detail page', () => {
  it('asks the T&C question first; No stops before any call', async () => {
    const { api, calls } = fakeApi({});
    const { asker, texts } = scriptedAsker([false]);
    const outcome = await flowResult(flowFor(api, asker).authorize(entry('SIP'), 'd-ref'));
    expect(outcome).toBeNull();
    expect(texts()).toEqual([AUTHORIZE_TEXTS.authorizeConfirm]);
    expect(calls).toEqual([]);
  });

  it('Yes authorizes with an idempotency key and opens the acknowledge page', async () => {
    const { api, calls } = fakeApi({ [c.onAuthorize.path]: [ok()] });
    const { asker } = scriptedAsker();
    const outcome = await flowResult(flowFor(api, asker).authorize(entry('SIP'), 'd-ref'));
    expect(outcome).toEqual({ to: '/transact/authorize/sip/achknowledge?tid=receipt-ref' });
    expect(calls[0]?.body).toMatchObject({ reqFrom: 'web', encryptedData: 'd-ref' });
    expect(calls[0]?.key).toMatch(/.{8,}/);
  });

  it('a purchase without payment details says so and goes to the transaction entry page', async () => {
    const { api, calls } = fakeApi({});
    const { asker, shown } = scriptedAsker();
    const outcome = await flowResult(flowFor(api, asker).authorize(entry('PIP', { payMode: '' }), 'd'));
    expect(shown).toEqual([{ kind: 'alert', text: AUTHORIZE_TEXTS.paymentDetailMissing }]);
    expect(outcome).toEqual({ to: '/transact/mutual-funds' });
    expect(calls).toEqual([]);
  });

  it('an EMF stop request goes to its two-factor page; a TAC one is authorized here', async () => {
    const { api } = fakeApi({ [c.onAuthorize.path]: [ok({ trxnType: 'SSTP' })] });
    const emf = await flowResult(
      flowFor(api, scriptedAsker().asker, 'list', 'EMF').authorize(entry('SSTP'), 'd1'),
    );
    expect(emf).toEqual({ to: '/transact/authorize/2fa/stopstp?d=d1' });
    const tac = await flowResult(
      flowFor(api, scriptedAsker().asker, 'list', 'TAC').authorize(entry('SSTP'), 'd1'),
    );
    expect(tac).toMatchObject({ to: expect.stringContaining('/sstp/achknowledge') });
  });

  it('a redemption with POA and no eDIS is refused with the spec text', async () => {
    const { api, paths } = fakeApi({
      [c.checkRedPOAValidation.path]: () => ({
        isSuccess: true,
        data: { FLG_POA: 'Y', IS_EDIS: 'N', isDemat: 'Y', DEMAT_POA_MSG: AUTHORIZE_TEXTS.poaRefused },
      }),
    });
    const { asker, shown } = scriptedAsker();
    const outcome = await flowResult(flowFor(api, asker).authorize(entry('RED'), 'd'));
    expect(outcome).toBeNull();
    expect(shown.at(-1)).toEqual({ kind: 'alert', text: AUTHORIZE_TEXTS.poaRefused });
    expect(paths()).toEqual([c.checkRedPOAValidation.path]);
  });

  it('a redemption with eDIS asks, asks the redemption question, then posts to the depository', async () => {
    const { api } = fakeApi({
      [c.checkRedPOAValidation.path]: () => ({
        isSuccess: true,
        data: { FLG_POA: 'Y', IS_EDIS: 'Y', isDemat: 'Y', DEMAT_POA_MSG: 'Go to the depository?' },
      }),
      [c.onAuthorize.path]: [
        ok({ IS_EDIS: 'Y', callurl: '/sandbox/depository/edis', edisTrxnNo: 'EDIS1', trxnType: 'RED' }),
      ],
    });
    const { asker, texts } = scriptedAsker();
    const outcome = await flowResult(flowFor(api, asker).authorize(entry('RED'), 'd'));
    expect(texts()).toEqual([
      AUTHORIZE_TEXTS.authorizeConfirm,
      'Go to the depository?',
      AUTHORIZE_TEXTS.redemptionConfirm,
    ]);
    expect(outcome).toMatchObject({
      post: '/sandbox/depository/edis',
      fields: { edisTrxnNo: 'EDIS1', returnUrl: '/ewa/edis-response?type=red&tid=receipt-ref' },
    });
  });

  it('No to the redemption question stops before authorizing', async () => {
    const { api, paths } = fakeApi({
      [c.checkRedPOAValidation.path]: () => ({
        isSuccess: true,
        data: { FLG_POA: 'N', IS_EDIS: 'N', isDemat: 'N', DEMAT_POA_MSG: '' },
      }),
    });
    const { asker, texts } = scriptedAsker([true, false]);
    expect(await flowResult(flowFor(api, asker).authorize(entry('RED'), 'd'))).toBeNull();
    expect(texts()).toEqual([AUTHORIZE_TEXTS.authorizeConfirm, AUTHORIZE_TEXTS.redemptionConfirm]);
    expect(paths()).toEqual([c.checkRedPOAValidation.path]);
  });

  it.each([
    [
      '1',
      ok({ payMode: '1', netBankingUrl: '/sandbox/bank/pay?msg=x' }),
      { href: '/sandbox/bank/pay?msg=x' },
      true,
    ],
    [
      '3',
      ok({ payMode: '3', paymentTrxnId: 'EWA1' }),
      {
        to: `/transact/authorize/pip/upi?${new URLSearchParams({ trxnId: 'EWA1', done: '/transact/authorize/pip/achknowledge?tid=receipt-ref' })}`,
      },
      true,
    ],
    [
      '8',
      ok({ payMode: '8', paymentTrxnId: 'EWA2', collectionApiStatus: 'SUCCESS' }),
      {
        to: `/transact/authorize/pip/upi?${new URLSearchParams({ trxnId: 'EWA2', done: '/transact/authorize/pip/achknowledge?tid=receipt-ref' })}`,
      },
      false,
    ],
    [
      '8',
      ok({ payMode: '8', paymentTrxnId: 'EWA3', collectionApiStatus: 'FAILED' }),
      { to: '/transact/authorize/pip/achknowledge?tid=receipt-ref&result=ERROR' },
      false,
    ],
    ['7', ok({ payMode: '7' }), { to: '/transact/authorize/pip/achknowledge?tid=receipt-ref' }, false],
    ['2', ok({ payMode: '2' }), { to: '/transact/authorize/pip/achknowledge?tid=receipt-ref' }, false],
  ])('pay mode %s goes where spec 001 §4 says', async (mode, reply, expected, gateway) => {
    const { api } = fakeApi({ [c.onAuthorize.path]: [reply] });
    const { asker, texts } = scriptedAsker();
    const purchase = entry('PIP', {
      payMode: mode,
      bankAccNo: 'XXXX0100',
      neftRtgsNo: mode === '7' ? 'UTR1' : '',
    });
    expect(await flowResult(flowFor(api, asker).authorize(purchase, 'd'))).toEqual(expected);
    expect(texts().includes(AUTHORIZE_TEXTS.gatewayConfirm)).toBe(gateway);
  });

  it('SUCC_WITH_MARS: yes resubmits with the MARS flag; no stays', async () => {
    const question = {
      isSuccess: false,
      techMessage: 'SUCC_WITH_MARS',
      displayMessage: 'In your MARS portfolio. Proceed?',
    };
    const yes = fakeApi({ [c.onAuthorize.path]: [question, ok()] });
    const outcome = await flowResult(flowFor(yes.api, scriptedAsker().asker).authorize(entry('SIP'), 'd'));
    expect(outcome).toMatchObject({ to: expect.any(String) });
    expect(yes.calls[1]?.body).toMatchObject({ schExistWithMarsConfirm: true });
    expect(yes.calls[1]?.key).not.toBe(yes.calls[0]?.key);

    const no = fakeApi({ [c.onAuthorize.path]: [question] });
    const { asker, texts } = scriptedAsker([true, false]);
    expect(await flowResult(flowFor(no.api, asker).authorize(entry('SIP'), 'd'))).toBeNull();
    expect(texts().at(-1)).toBe('In your MARS portfolio. Proceed?');
    expect(no.calls).toHaveLength(1);
  });

  it('CONFIRMATIOM: yes resubmits with the scheme options; no resubmits N and nothing more happens', async () => {
    const options = [{ schCode: 'B1', schName: 'Banyan Fund', option: 'Growth' }];
    const question = {
      isSuccess: false,
      techMessage: 'CONFIRMATIOM',
      displayMessage: 'Continue?',
      data: data({ ShemeOption: options }),
    };
    const noPoa = () => ({
      isSuccess: true,
      data: { FLG_POA: 'N', IS_EDIS: 'N', isDemat: 'N', DEMAT_POA_MSG: '' },
    });
    const yes = fakeApi({
      [c.checkSwitchPOAValidation.path]: noPoa,
      [c.onAuthorize.path]: [question, ok({ trxnType: 'BSWI' })],
    });
    await flowResult(flowFor(yes.api, scriptedAsker().asker).authorize(entry('BSWI'), 'd'));
    expect(yes.calls.at(-1)?.body).toMatchObject({ bulkSwitchConfirm: 'Y', ShemeOption: options });

    const no = fakeApi({
      [c.checkSwitchPOAValidation.path]: noPoa,
      [c.onAuthorize.path]: [question, { isSuccess: true, techMessage: 'NOT_CONFIRMED' }],
    });
    const outcome = await flowResult(
      flowFor(no.api, scriptedAsker([true, false]).asker).authorize(entry('BSWI'), 'd'),
    );
    expect(outcome).toBeNull();
    const sent = no.calls.filter((x) => x.path === c.onAuthorize.path);
    expect(sent.map((x) => x.body.bulkSwitchConfirm)).toEqual([undefined, 'N']);
  });

  it("a refusal shows the server's text in a dialog on the list and inline on the detail page", async () => {
    const refusal = { isSuccess: false, displayMessage: 'This transaction has already been authorized.' };
    const list = fakeApi({ [c.onAuthorize.path]: [refusal] });
    const dialogs = scriptedAsker();
    await flowResult(flowFor(list.api, dialogs.asker, 'list').authorize(entry('SIP'), 'd'));
    expect(dialogs.shown.at(-1)).toEqual({ kind: 'alert', text: refusal.displayMessage });

    const detail = fakeApi({ [c.onAuthorize.path]: [refusal] });
    const inline = scriptedAsker();
    const flow = flowFor(detail.api, inline.asker, 'detail');
    expect(await flowResult(flow.authorize(entry('SIP'), 'd'))).toBeNull();
    expect(flow.inlineError).toBe(refusal.displayMessage);
    expect(inline.shown.map((s) => s.kind)).toEqual(['confirm']);
  });

  it('switch SIP and NFO SIP carry the second receipt to the acknowledge page', () => {
    expect(afterAuthorized(entry('SWITCHSIP'), data({ encSSIPEncodedTrxnId: 's2' }))).toEqual({
      to: '/transact/authorize/switchsip/achknowledge?tid=receipt-ref&stid=s2',
    });
    expect(afterAuthorized(entry('NSIP'), data({ encEncodedNpipTrxnid: 'n2' }))).toEqual({
      to: '/transact/authorize/nsip/achknowledge?tid=receipt-ref&npiptid=n2',
    });
    expect(afterAuthorized(entry('TSR'), data())).toMatchObject({
      to: expect.stringMatching(/^\/transact\/authorize\/tsr\/achknowledge/),
    });
  });
});

describe('rejecting', () => {
  it('asks, then shows the status page with success and the Ref. No', async () => {
    const { api, calls } = fakeApi({
      [c.onReject.path]: [{ isSuccess: true, data: { trxnId: 'AT260000001', trxnType: 'SIP', message: '' } }],
    });
    const { asker, texts } = scriptedAsker();
    const outcome = await flowResult(flowFor(api, asker).reject(entry('SIP'), 'd'));
    expect(texts()).toEqual([AUTHORIZE_TEXTS.rejectConfirm]);
    expect(outcome).toEqual({
      to: '/transact/authorize/sip/trxnstatus',
      state: { status: 'success', ref: 'AT260000001' },
    });
    expect(calls[0]?.key).toBeTruthy();
  });

  it('a refused reject shows the status page with fail and the server text; No does nothing', async () => {
    const { api } = fakeApi({
      [c.onReject.path]: [{ isSuccess: false, displayMessage: 'Already rejected.' }],
    });
    const outcome = await flowResult(flowFor(api, scriptedAsker().asker).reject(entry('SIP'), 'd'));
    expect(outcome).toMatchObject({ state: { status: 'fail', message: 'Already rejected.' } });
    const idle = fakeApi({});
    expect(
      await flowResult(flowFor(idle.api, scriptedAsker([false]).asker).reject(entry('SIP'), 'd')),
    ).toBeNull();
    expect(idle.calls).toEqual([]);
  });
});

describe('the list, the detail and the receipt', () => {
  it('loads the list by type, upper case', async () => {
    const { api, calls } = fakeApi({
      [c.getTrxnAuthRpt.path]: [{ isSuccess: true, data: [entry('SIP'), entry('RED')] }],
    });
    const list = new PendingListStore(api);
    await list.load('sip');
    expect(calls[0]?.body).toEqual({ reqFrom: 'web', authType: 'SIP' });
    expect(list.types).toEqual(['SIP', 'RED']);
  });

  it('a detail the server refuses goes to the status page with fail and its text', async () => {
    const { api } = fakeApi({
      [c.getAuthTrxDetailFromTar.path]: [{ isSuccess: false, displayMessage: 'This link has expired.' }],
    });
    const outcome = await flowResult(new DetailStore(api, 'd').load());
    expect(outcome).toEqual({
      to: '/transact/authorize/detail/trxnstatus',
      state: { status: 'fail', message: 'This link has expired.' },
      replace: true,
    });
  });

  it('without a session: the mapping login for an authorization-module account, else the login page', async () => {
    const module = fakeApi({
      [c.getAuthLinkDetail.path]: [
        { isSuccess: true, data: { njAcNo: '50000001', name: 'R', AuthorizationModule: 'Y' } },
      ],
    });
    expect(await flowResult(new DetailStore(module.api, 'abc').entryWithoutSession())).toEqual({
      to: '/transact/authorize/mapping?d=abc&rf=al',
      replace: true,
    });
    const plain = fakeApi({
      [c.getAuthLinkDetail.path]: [
        { isSuccess: true, data: { njAcNo: '50000002', name: 'P', AuthorizationModule: 'N' } },
      ],
    });
    const remembered: string[] = [];
    const store = new DetailStore(plain.api, 'abc', () => remembered.push('abc'));
    expect(await flowResult(store.entryWithoutSession())).toEqual({ to: '/login', replace: true });
    expect(remembered).toEqual(['abc']);
  });

  it('the acknowledge page reads every receipt reference', async () => {
    const { api, calls } = fakeApi({
      [c.trxnAuthoShowReceipt.path]: () => ({ isSuccess: true, data: { message: 'ok' } }),
    });
    const store = new ReceiptStore(api, 'switchsip', ['t1', 's1']);
    await store.load();
    expect(calls.map((x) => x.body)).toEqual([
      { encryptedData: 't1', trxnType: 'SWITCHSIP' },
      { encryptedData: 's1', trxnType: 'SWITCHSIP' },
    ]);
    expect(store.receipts).toHaveLength(2);
  });
});

describe('the mapping authorization login', () => {
  it('checks the Date of Birth / PIN as spec 000 §5 says, then keeps the token and opens the link', async () => {
    const kept: string[] = [];
    const { api, calls } = fakeApi({
      [c.getAuthLinkDetail.path]: [
        { isSuccess: true, data: { njAcNo: '50000001', name: 'Rajesh', AuthorizationModule: 'Y' } },
      ],
      [c.authenticateAuthorization.path]: [
        { isSuccess: false, displayMessage: 'The Date of Birth/PIN does not match our records.' },
        { isSuccess: true, token: 'scoped-token', data: { userData: {} } },
      ],
    });
    const store = new MappingLoginStore(api, 'ref', (token) => kept.push(token));
    await store.load();
    expect([store.njAcNo, store.name]).toEqual(['50000001', 'Rajesh']);
    await store.submit();
    expect(store.fieldError).toBe(AUTHORIZE_TEXTS.mappingEmpty);
    store.setSecret('12345');
    await store.submit();
    expect(store.fieldError).toBe(AUTHORIZE_TEXTS.mappingInvalid);
    store.setSecret('9999');
    expect(await store.submit()).toBeNull();
    expect(store.error).toBe('The Date of Birth/PIN does not match our records.');
    store.setSecret('15081980');
    expect(await store.submit()).toEqual({ to: '/transact/authorize/detail?d=ref&rf=al', replace: true });
    expect(kept).toEqual(['scoped-token']);
    expect(calls.at(-1)?.body).toMatchObject({
      loginId: '50000001',
      password: '15081980',
      encryptedData: 'ref',
    });
  });
});

describe('two-factor stop requests', () => {
  it('sends the OTP through the validate call, then authorizes with it', async () => {
    const sent = {
      isSuccess: true,
      data: {
        trxnId: 'AT1',
        trxnType: 'SSIP',
        mobile: 'XXXX3210',
        emailId: 'ra****@x.in',
        otpSeconds: 180,
        otp_regenrate: 'Y',
        message: LOGIN_TEXTS.otpSent,
      },
    };
    const { api, calls } = fakeApi({
      [c.getAuthTrxDetailFromTar.path]: [{ isSuccess: true, data: entry('SSIP') }],
      [c.onValidateAuthTransaction.path]: [sent],
      [c.onAuthorize.path]: [
        { isSuccess: false, displayMessage: LOGIN_TEXTS.otpInvalid, otp_wrongcount: 1, otp_regenrate: 'Y' },
        ok({ trxnType: 'SSIP', message: AUTHORIZE_TEXTS.stopSipSent }),
      ],
    });
    const store = new TwoFactorStore(api, 'stopsip', 'd9', null, () => 1_000);
    await store.load();
    const toOtp = await store.sendOtp();
    expect(toOtp).toMatchObject({ to: '/transact/authorize/2fa/stopsip/OTPValidate?d=d9' });
    expect(store.otp.endsAt).toBe(181_000);
    store.otp.setCode('12');
    await store.submit();
    expect(store.error).toBe(LOGIN_TEXTS.otpInvalid);
    store.otp.setCode('111111');
    await store.submit();
    expect(store.otp.wrongCount).toBe(1);
    store.otp.setCode('222222');
    const done = await store.submit();
    expect(done).toMatchObject({ to: expect.stringContaining('/ssip/achknowledge?tid=') });
    expect(calls.filter((x) => x.path === c.onAuthorize.path).map((x) => x.body.otp)).toEqual([
      '111111',
      '222222',
    ]);
  });
});

describe('MARS', () => {
  it('authorizes through a token serial posted to the MARS page; failures show the spec text', async () => {
    const good = fakeApi({
      [c.insertEwaMarsToken.path]: [
        { isSuccess: true, data: 'SERIAL1', formAction: '/sandbox/mars/authorize' },
      ],
    });
    const mars = new MarsStore(good.api, () => '50000001');
    const row = {
      trxnId: 'AT9',
      trxnTypeId: '1',
      trxnType: 'Purchase',
      portfolioName: 'P',
      trxnDate: '',
      amount: 1,
      status: 'PENDING' as const,
    };
    expect(await mars.authorize(row)).toMatchObject({
      post: '/sandbox/mars/authorize',
      fields: { serialNo: 'SERIAL1', trxnId: 'AT9' },
    });
    const bad = fakeApi({ [c.insertEwaMarsToken.path]: () => Promise.reject(new Error('down')) });
    const failing = new MarsStore(bad.api, () => '50000001');
    expect(await failing.authorize(row)).toBeNull();
    expect(failing.error).toBe('Opps!Something went wrong.Please try again!!');
    await failing.check('AT9');
    expect(failing.checked.AT9).toBe(AUTHORIZE_TEXTS.marsFailure);
  });
});
