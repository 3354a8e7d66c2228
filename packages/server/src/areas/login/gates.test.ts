import {
  authenticate,
  checkEwealthAccountActivation,
  checkFatcaDeclaration,
  getHeaderByUCC,
  getInvestorName,
  panAadhaarSeeding,
  savePersonalizedLoginId,
  sendEmailVerificationOtp,
  validateEmailVerificationOtp,
} from '@ewa/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { gateTexts } from './gates.ts';

const t = useTestApp({ areas: ['login', 'profile'] });

const flagsOf = async (njAcNo: string, token: string) => {
  const res = await t.call(checkEwealthAccountActivation, { njAcNo, reqFrom: 'WEB' }, token);
  expect(res.status).toBe(200);
  expect(is(res.json, checkEwealthAccountActivation.reply)).toBe(true);
  return dataOf(res);
};

const clear = {
  isPanWithAadharSeeding: 'N',
  isPanWithAadharDeactive: 'N',
  fatcaDeclarationPending: 'N',
  dpChargesPending: 'N',
  optionalDpChargesPending: 'N',
  emailVerified: 'Y',
  isReKyc: 'N',
  isRekycMandatory: 'N',
  isAskPersonalizedLogin: 'N',
};

/** Issue 3's demo table: each login and the gate it shows. */
const expected: Record<string, Partial<typeof clear> & { accType?: string; chnagePassWord?: string }> = {
  '50000001': {},
  '50000002': { isPanWithAadharSeeding: 'Y' },
  '50000003': { fatcaDeclarationPending: 'Y' },
  '50000004': { dpChargesPending: 'Y', optionalDpChargesPending: 'N' },
  '50000005': { dpChargesPending: 'Y', optionalDpChargesPending: 'Y' },
  '50000006': { emailVerified: 'N' },
  '50000007': { isAskPersonalizedLogin: 'Y' },
  '50000008': { chnagePassWord: 'Y' },
  '50000009': { accType: 'EMF' },
  '50000010': { isReKyc: 'Y', isRekycMandatory: 'Y' },
  '50000011': { isPanWithAadharSeeding: 'Y', isPanWithAadharDeactive: 'Y' },
};

describe('demo logins and their gates', () => {
  it('every demo login signs in with Demo@1234 and shows the flags of its situation', async () => {
    for (const [njAcNo, want] of Object.entries(expected)) {
      const res = await t.call(authenticate, {
        loginId: njAcNo,
        password: 'Demo@1234',
        loginWith: 'ACNO',
      });
      expect(res.json.isSuccess, njAcNo).toBe(true);
      const user = res.json.data?.userData;
      expect(user?.accType, njAcNo).toBe(want.accType ?? 'TAC');
      expect(user?.chnagePassWord, njAcNo).toBe(want.chnagePassWord ?? 'N');
      const { accType: _a, chnagePassWord: _c, ...flags } = want;
      const got = await flagsOf(njAcNo, res.json.token as string);
      expect(got, njAcNo).toMatchObject({ ...clear, ...flags });
      expect(user?.isAskPersonalizedLogin).toBe(got.isAskPersonalizedLogin);
    }
  });

  it('explains pending gates with their texts and links', async () => {
    const dp = await flagsOf('50000004', await t.login('50000004'));
    // The note explains what waits on the charges; the gate's headline already says the account is deactivated.
    expect(dp.dpChargesPendingNote).toContain('cannot be bought, sold or transferred');
    const optional = await flagsOf('50000005', await t.login('50000005'));
    expect(optional.dpChargesPendingNote).toContain('deactivated until they are paid');
    expect(dp.dpChargesURL).toBe('/ewa/dpcharges');
    const rekyc = await flagsOf('50000010', await t.login('50000010'));
    expect(rekyc.reKycLink).toContain('/sandbox/rekyc');
    const fatca = await flagsOf('50000003', await t.login('50000003'));
    expect(fatca.fatcaHtml).toContain('<p>');
  });
});

describe('gate answers', () => {
  it('records Already Linked, and the PAN-Aadhaar gate clears', async () => {
    const token = await t.login('50000002');
    const res = await t.call(panAadhaarSeeding, { njAcNo: '50000002', action: 'ALREADY_LINKED' }, token);
    expect(is(res.json, panAadhaarSeeding.reply)).toBe(true);
    expect(res.json).toMatchObject({ isSuccess: true, displayMessage: gateTexts.alreadyLinked });
    expect((await flagsOf('50000002', token)).isPanWithAadharSeeding).toBe('N');
  });

  it('records Link Now with the Income Tax address; Ask me Later is refused when deactivated', async () => {
    const token = await t.login('50000011');
    const later = await t.call(panAadhaarSeeding, { njAcNo: '50000011', action: 'ASK_LATER' }, token);
    expect(later.json).toMatchObject({ isSuccess: false });
    expect((await flagsOf('50000011', token)).isPanWithAadharDeactive).toBe('Y');
    const now = await t.call(panAadhaarSeeding, { njAcNo: '50000011', action: 'LINK_NOW' }, token);
    expect(now.json).toMatchObject({
      isSuccess: true,
      data: { redirectUrl: expect.stringContaining('incometax.gov.in') },
    });
    expect(await flagsOf('50000011', token)).toMatchObject({
      isPanWithAadharSeeding: 'N',
      isPanWithAadharDeactive: 'N',
    });
  });

  it('records the FATCA declaration', async () => {
    const token = await t.login('50000003');
    const res = await t.call(checkFatcaDeclaration, { njAcNo: '50000003', reqFrom: 'WEB' }, token);
    expect(res.json).toMatchObject({
      isSuccess: true,
      displayMessage: 'FATCA declaration has been submitted successfully',
    });
    expect((await flagsOf('50000003', token)).fatcaDeclarationPending).toBe('N');
  });

  it('saves a personalised login id once, unique in any case, and it logs in', async () => {
    const token = await t.login('50000007');
    const bad = await t.call(savePersonalizedLoginId, { loginId: '1abc' }, token);
    expect(bad.json).toMatchObject({ isSuccess: false, field: 'loginId' });
    const taken = await t.call(savePersonalizedLoginId, { loginId: 'DEMO.investor' }, token);
    expect(taken.json).toMatchObject({ isSuccess: false, message: gateTexts.loginIdTaken });
    const saved = await t.call(savePersonalizedLoginId, { loginId: 'vikram.rathore' }, token);
    expect(saved.json).toMatchObject({ isSuccess: true, data: { loginId: 'vikram.rathore' } });
    expect((await flagsOf('50000007', token)).isAskPersonalizedLogin).toBe('N');
    const again = await t.call(savePersonalizedLoginId, { loginId: 'vikram.r' }, token);
    expect(again.json.isSuccess).toBe(false);
    expect(await t.login('Vikram.Rathore', 'Demo@1234', 'LOGINID')).toBeTruthy();
  });

  it('verifies the e-mail address with an OTP sent to it', async () => {
    const token = await t.login('50000006');
    const sent = await t.call(sendEmailVerificationOtp, { njAcNo: '50000006' }, token);
    expect(sent.json).toMatchObject({ isSuccess: true, data: { emailId: 'an****@example.in' } });
    const outbox = (await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=50000006' })).json()
      .data as {
      channel: string;
      body: string;
      address: string;
    }[];
    expect(outbox[0]).toMatchObject({ channel: 'email', address: 'ananya.banerjee@example.in' });
    const code = /\d{6}/.exec(outbox[0]?.body ?? '')?.[0] ?? '';
    const res = await t.call(validateEmailVerificationOtp, { njAcNo: '50000006', otp: code }, token);
    expect(res.json).toMatchObject({ isSuccess: true, data: { emailVerified: 'Y' } });
    expect((await flagsOf('50000006', token)).emailVerified).toBe('Y');
  });
});

describe('header', () => {
  it('answers the investor name and the first holder with the display picture', async () => {
    const token = await t.login('50000001');
    const name = await t.call(getInvestorName, { njAcNo: '50000001' }, token);
    expect(is(name.json, getInvestorName.reply)).toBe(true);
    expect(name.json.data).toEqual({ APPNAME: 'Rajesh Kumar Sharma' });
    const header = await t.call(getHeaderByUCC, { ucc: '50000001', calledFrom: 'WEB' }, token);
    expect(is(header.json, getHeaderByUCC.reply)).toBe(true);
    expect(header.json.data).toEqual({
      dpPath: 'investor-50000001.jpg',
      firstHolderName: 'Rajesh Kumar Sharma',
    });
    expect((await t.call(getInvestorName, { njAcNo: '50000002' }, token)).status).toBe(403);
  });
});
