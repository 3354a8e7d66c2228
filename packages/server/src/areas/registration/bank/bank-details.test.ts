import {
  bankExtraTexts,
  bankTexts,
  fetchBankBranch,
  loadBankDetails,
  REG_TEXTS,
  saveBankDetails,
  stepIdOf,
  verifyBank,
} from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPennyDrops } from '../../../sandbox/registration/schema.ts';
import { useTestApp } from '../../../testing/area-test.ts';
import { applicationAt } from '../../../testing/registration-steps.ts';
import { databaseDigest, dataOf } from '../../../testing/test-app.ts';
import { BANK_VERIFICATIONS_PER_HOUR } from './bank-details.ts';
import { regBankVerifications } from './bank-schema.ts';

const t = useTestApp({
  areas: ['login', 'registration'],
  env: { EWA_PENNY_DROP_LATENCY_MS: '30', EWA_PENNY_DROP_FAIL_RATE: '0' },
});

let accounts = 0;
/** A new account at the sandbox bank (HDFC Vasai West), in the name given. */
async function openBankAccount(holderName: string, status: 'ACTIVE' | 'CLOSED' = 'ACTIVE') {
  const accountNumber = `77${String(Date.now() % 1e8).padStart(8, '0')}${String(++accounts).padStart(3, '0')}`;
  const res = await t.inject({
    method: 'POST',
    url: '/sandbox/api/bank-accounts',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ holderName, ifsc: 'HDFC0000408', accountNumber, status }),
  });
  expect(res.statusCode).toBe(200);
  return { ifsc: 'HDFC0000408', accountNumber };
}

const dropsTo = (accountNumber: string) =>
  t.database.db.select().from(sandboxPennyDrops).where(eq(sandboxPennyDrops.accountNumber, accountNumber));

const form = (account: { ifsc: string; accountNumber: string }) => ({
  accountType: 'SB',
  ifsc: account.ifsc,
  micr: '',
  accountNumber: account.accountNumber,
  confirmAccountNumber: account.accountNumber,
  verified: 'Y' as const,
});

describe('bank branch look-up', () => {
  it('finds the bank, branch and address by IFSC as typed, and by MICR', async () => {
    const { token } = await applicationAt(t, 'bankdetails');
    const byIfsc = dataOf(await t.call(fetchBankBranch, { ifsc: 'sbin0000300' }, token));
    expect(byIfsc).toMatchObject({
      bankName: 'State Bank of India',
      branch: 'Mumbai Main Branch',
      micr: '400002002',
    });
    expect(byIfsc.emandateModes).toEqual(['NET', 'DEBIT']);
    expect(dataOf(await t.call(fetchBankBranch, { micr: '400002002' }, token)).ifsc).toBe('SBIN0000300');
  });

  it('names the field of an IFSC or MICR no branch has', async () => {
    const { token } = await applicationAt(t, 'bankdetails');
    const ifsc = await t.post(fetchBankBranch.path, { ifsc: 'SBIN0999999' }, token);
    expect(ifsc.status).toBe(400);
    expect(ifsc.json).toMatchObject({ field: 'ifsc', message: bankExtraTexts.ifscUnknown });
    const micr = await t.post(fetchBankBranch.path, { micr: '999999999' }, token);
    expect(micr.json).toMatchObject({ field: 'micr', message: bankExtraTexts.micrUnknown });
    expect((await t.post(fetchBankBranch.path, { ifsc: 'SBIN0000300' })).status).toBe(401);
  });
});

describe('verify bank (penny drop)', () => {
  it("answers whether the name at the bank is the first holder's, whatever the case and dots, never the name itself", async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('IYER PRIYA R');
    const res = await t.call(verifyBank, { refNo: app.refNo, ...account }, token);
    expect(dataOf(res)).toEqual({
      verified: 'Y',
      holderName: 'Priya Ramesh Iyer',
      namesMatch: true,
      message: bankExtraTexts.verified,
    });
    expect(JSON.stringify(res.json)).not.toContain('IYER PRIYA R');
  });

  it('says when the name at the bank is not the first holder’s', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('SURESH KUMAR');
    const res = await t.call(verifyBank, { refNo: app.refNo, ...account }, token);
    expect(dataOf(res)).toMatchObject({
      verified: 'Y',
      namesMatch: false,
      message: bankExtraTexts.namesDiffer,
    });
    expect(JSON.stringify(res.json)).not.toContain('SURESH');
  });

  it('answers why an account cannot be verified (closed), and a save is then refused', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const data = dataOf(
      await t.call(
        verifyBank,
        { refNo: app.refNo, ifsc: 'PUNB0144900', accountNumber: '1449000100012345' },
        token,
      ),
    );
    expect(data).toMatchObject({
      verified: 'N',
      message: 'This bank account is closed. Please give an account that is in use.',
    });
    const save = await t.post(
      saveBankDetails.path,
      { refNo: app.refNo, ...form({ ifsc: 'PUNB0144900', accountNumber: '1449000100012345' }) },
      token,
    );
    expect(save.status).toBe(400);
    expect(save.json).toMatchObject({ field: 'verified', message: bankTexts.verifyNeeded });
  });

  it('drops one rupee for two clicks at once and for a click again minutes later', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('PRIYA RAMESH IYER');
    const [a, b] = await Promise.all([
      t.call(verifyBank, { refNo: app.refNo, ...account }, token),
      t.call(verifyBank, { refNo: app.refNo, ...account }, token),
    ]);
    expect(dataOf(a).verified).toBe('Y');
    expect(dataOf(b).verified).toBe('Y');
    t.clock.advance(180);
    expect(dataOf(await t.call(verifyBank, { refNo: app.refNo, ...account }, token)).namesMatch).toBe(true);
    expect(await dropsTo(account.accountNumber)).toHaveLength(1);
    const kept = await t.database.db
      .select()
      .from(regBankVerifications)
      .where(and(eq(regBankVerifications.refNo, app.refNo)));
    expect(kept).toHaveLength(1);
  });

  it('says the bank did not answer in time, and records nothing', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('PRIYA RAMESH IYER');
    await t.inject({
      method: 'POST',
      url: '/sandbox/api/penny-drops/fail-next',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ count: 1 }),
    });
    const res = await t.post(verifyBank.path, { refNo: app.refNo, ...account }, token);
    expect(res.json).toMatchObject({ isSuccess: false, message: bankExtraTexts.bankTimeout });
    expect(await dropsTo(account.accountNumber)).toHaveLength(0);
    // Trying again verifies.
    expect(dataOf(await t.call(verifyBank, { refNo: app.refNo, ...account }, token)).verified).toBe('Y');
  });

  it('stops an application from verifying more accounts than the hourly limit', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    for (let i = 0; i < BANK_VERIFICATIONS_PER_HOUR; i++) {
      const res = await t.call(
        verifyBank,
        { refNo: app.refNo, ifsc: 'HDFC0000408', accountNumber: `6600000000${i}` },
        token,
      );
      expect(dataOf(res).verified).toBe('N');
    }
    const over = await t.post(
      verifyBank.path,
      { refNo: app.refNo, ifsc: 'HDFC0000408', accountNumber: '66000000099' },
      token,
    );
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(bankExtraTexts.tooManyVerifications);
    expect(await dropsTo('66000000099')).toHaveLength(0);
  });

  it('refuses details the rules refuse before asking the bank', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const res = await t.post(
      verifyBank.path,
      { refNo: app.refNo, ifsc: 'HDFC0000408', accountNumber: '1234' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('accountNumber');
    expect(await dropsTo('1234')).toHaveLength(0);
  });
});

describe('saving bank details', () => {
  it('saves verified details, moves on to the mandate, and shows them again', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('PRIYA R IYER');
    await t.call(verifyBank, { refNo: app.refNo, ...account }, token);
    const saved = dataOf(await t.call(saveBankDetails, { refNo: app.refNo, ...form(account) }, token));
    expect(saved.stepId).toBe(stepIdOf('mandatedetails'));
    const loaded = dataOf(await t.call(loadBankDetails, { refNo: app.refNo }, token));
    expect(loaded.answers).toMatchObject({ ...form(account), micr: '400240061' });
    expect(loaded.branch?.branch).toBe('Vasai West');
    expect(loaded.verification).toMatchObject({ holderName: 'Priya Ramesh Iyer', namesMatch: true });
    expect(loaded.holdingPrompt).toBe('');
  });

  it('refuses details changed after the verification (the browser’s verified flag is not taken)', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('PRIYA RAMESH IYER');
    const other = await openBankAccount('PRIYA RAMESH IYER');
    await t.call(verifyBank, { refNo: app.refNo, ...account }, token);
    const before = await databaseDigest(t.database);
    const res = await t.post(saveBankDetails.path, { refNo: app.refNo, ...form(other) }, token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'verified', message: bankTexts.verifyNeeded });
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('refuses each bank rule with its text: a mismatched confirmation, a MICR of another branch', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('PRIYA RAMESH IYER');
    await t.call(verifyBank, { refNo: app.refNo, ...account }, token);
    const differ = await t.post(
      saveBankDetails.path,
      { refNo: app.refNo, ...form(account), confirmAccountNumber: `${account.accountNumber.slice(0, -1)}0` },
      token,
    );
    expect(differ.json).toMatchObject({
      field: 'confirmAccountNumber',
      message: bankTexts.accountNumbersDiffer,
    });
    const micr = await t.post(
      saveBankDetails.path,
      { refNo: app.refNo, ...form(account), micr: '400002002' },
      token,
    );
    expect(micr.json).toMatchObject({ field: 'micr', message: bankExtraTexts.micrOtherBranch });
    const type = await t.post(
      saveBankDetails.path,
      { refNo: app.refNo, ...form(account), accountType: 'XX' },
      token,
    );
    expect(type.json).toMatchObject({ field: 'accountType', message: 'Account Type should be valid.' });
  });

  it('prompts to switch the holding pattern when a joint account has no second holder', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails', {
      data: { preference: { holdingMode: 'JO', mfMode: 'P' } },
    });
    const loaded = dataOf(await t.call(loadBankDetails, { refNo: app.refNo }, token));
    expect(loaded.holdingPrompt).toBe(bankTexts.secondHolderMissingPrompt);
    expect(REG_TEXTS.samePatternAvailable).toBeTruthy();
  });

  it('answers bad input with 400, another applicant with 403, a screen not open with 409', async () => {
    const { token, app } = await applicationAt(t, 'bankdetails');
    const account = await openBankAccount('PRIYA RAMESH IYER');
    for (const body of [
      { refNo: app.refNo, ...form(account), accountNumber: 12345678 },
      { refNo: app.refNo, ifsc: 'HDFC0000408' },
      { refNo: app.refNo, ...form(account), verified: 'yes' },
      'not an object',
    ])
      expect((await t.post(saveBankDetails.path, body, token)).status).toBe(400);
    const holder = await t.post(
      saveBankDetails.path,
      { refNo: app.refNo, holder: 'F', ...form(account) },
      token,
    );
    expect(holder.status).toBe(400);
    expect(holder.json.field).toBe('holder');

    const stranger = await applicationAt(t, 'bankdetails');
    expect((await t.post(verifyBank.path, { refNo: app.refNo, ...account }, stranger.token)).status).toBe(
      403,
    );
    expect((await t.post(loadBankDetails.path, { refNo: app.refNo }, stranger.token)).status).toBe(403);

    const early = await applicationAt(t, 'fatca');
    expect((await t.post(verifyBank.path, { refNo: early.app.refNo, ...account }, early.token)).status).toBe(
      409,
    );
    expect(
      (await t.post(saveBankDetails.path, { refNo: early.app.refNo, ...form(account) }, early.token)).status,
    ).toBe(409);
    expect(await dropsTo(account.accountNumber)).toHaveLength(0);
  });
});
