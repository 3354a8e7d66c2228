import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BankVerificationTimeout, bankVerifierOf } from '../../areas/registration/bank/bank-verification.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { createSandboxPennyDrop, PENNY_DROP_PAISE, PENNY_DROP_REPEAT_SECONDS } from './penny-drop.ts';
import { sandboxPennyDrops } from './schema.ts';

const t = useTestApp({
  areas: ['login'],
  env: { EWA_PENNY_DROP_LATENCY_MS: '0', EWA_PENNY_DROP_FAIL_RATE: '0' },
});
const verify = (ifsc: string, accountNumber: string) =>
  bankVerifierOf(t.deps).verify({ ifsc, accountNumber });
const dropsTo = (ifsc: string, accountNumber: string) =>
  t.database.db
    .select()
    .from(sandboxPennyDrops)
    .where(and(eq(sandboxPennyDrops.ifsc, ifsc), eq(sandboxPennyDrops.accountNumber, accountNumber)));
const postJson = (url: string, body: unknown) =>
  t.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('penny drop', () => {
  it("credits ₹1 and answers the holder's name as the bank keeps it", async () => {
    expect(await verify('HDFC0000408', '50100234567812')).toEqual({
      status: 'verified',
      nameAtBank: 'PRIYA RAMESH IYER',
    });
    const drops = await dropsTo('HDFC0000408', '50100234567812');
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({ amountPaise: PENNY_DROP_PAISE, outcome: 'VERIFIED' });
  });

  it('drops no second rupee for the same account within a minute, and does after it', async () => {
    const first = await verify('sbin0000300 ', ' 32145678901');
    const again = await verify('SBIN0000300', '32145678901');
    expect(again).toEqual(first);
    expect(first).toEqual({ status: 'verified', nameAtBank: 'RAHUL ANIL DESHMUKH' });
    expect(await dropsTo('SBIN0000300', '32145678901')).toHaveLength(1);
    t.clock.advance(PENNY_DROP_REPEAT_SECONDS + 1);
    await verify('SBIN0000300', '32145678901');
    expect(await dropsTo('SBIN0000300', '32145678901')).toHaveLength(2);
  });

  it('says why an account cannot be verified: no such account, closed, or another branch', async () => {
    expect(await verify('SBIN0000300', '99999999999')).toEqual({
      status: 'failed',
      reason: 'NO_SUCH_ACCOUNT',
    });
    expect(await verify('PUNB0144900', '1449000100012345')).toEqual({
      status: 'failed',
      reason: 'ACCOUNT_CLOSED',
    });
    // Priya's HDFC account number given with an SBI branch.
    expect(await verify('SBIN0000691', '50100234567812')).toEqual({
      status: 'failed',
      reason: 'IFSC_MISMATCH',
    });
  });

  it('times out at the rate configured, dropping nothing, and a tester can make the next ones time out', async () => {
    const flaky = createSandboxPennyDrop(t.database.db, t.clock, {
      latency: { minMs: 0, maxMs: 0 },
      failRate: 1,
      random: () => 0.5,
    });
    await expect(
      flaky.verify({ ifsc: 'CNRB0004329', accountNumber: '4329101004567' }),
    ).rejects.toBeInstanceOf(BankVerificationTimeout);
    expect(await dropsTo('CNRB0004329', '4329101004567')).toHaveLength(0);

    const asked = await postJson('/sandbox/api/penny-drops/fail-next', { count: 1 });
    expect(asked.statusCode).toBe(200);
    const timedOut = await verify('CNRB0004329', '4329101004567').catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(BankVerificationTimeout);
    expect((timedOut as BankVerificationTimeout).retryable).toBe(true);
    expect(await verify('CNRB0004329', '4329101004567')).toEqual({
      status: 'verified',
      nameAtBank: 'LAKSHMI NARAYANAN',
    });
  });
});

describe('sandbox bank accounts', () => {
  it('opens an account a test then verifies', async () => {
    const opened = await postJson('/sandbox/api/bank-accounts', {
      holderName: 'Meera Joshi',
      ifsc: 'utib0000001',
      accountNumber: '917010045678123',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      ifsc: 'UTIB0000001',
      holderName: 'MEERA JOSHI',
      status: 'ACTIVE',
    });
    expect(await verify('UTIB0000001', '917010045678123')).toEqual({
      status: 'verified',
      nameAtBank: 'MEERA JOSHI',
    });

    const twice = await postJson('/sandbox/api/bank-accounts', {
      holderName: 'Someone Else',
      ifsc: 'UTIB0000001',
      accountNumber: '917010045678123',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses an unknown IFSC and a malformed account', async () => {
    const unknownBranch = await postJson('/sandbox/api/bank-accounts', {
      holderName: 'Meera Joshi',
      ifsc: 'ABCD0123456',
      accountNumber: '12345678',
    });
    expect(unknownBranch.statusCode).toBe(400);
    expect(unknownBranch.json().field).toBe('ifsc');
    for (const accountNumber of ['1234567', '1234567890123456789', '12345abc9']) {
      const bad = await postJson('/sandbox/api/bank-accounts', {
        holderName: 'Meera Joshi',
        ifsc: 'SBIN0000300',
        accountNumber,
      });
      expect(bad.statusCode, accountNumber).toBe(400);
    }
  });

  it('opens an account from the page form, and lists it', async () => {
    const posted = await t.inject({
      method: 'POST',
      url: '/sandbox/bank-accounts',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        holderName: 'Kavita Rao',
        ifsc: 'KKBK0000261',
        accountNumber: '1234509876',
        closed: 'on',
      }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('Opened 1234509876');
    const page = await t.inject({ method: 'GET', url: '/sandbox/bank-accounts' });
    expect(page.body).toContain('KAVITA RAO');
    expect(page.body).toContain('<label>IFSC');
    expect(await verify('KKBK0000261', '1234509876')).toEqual({ status: 'failed', reason: 'ACCOUNT_CLOSED' });
  });
});
