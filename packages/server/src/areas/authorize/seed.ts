import type { AuthType } from '@ewa/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, seedRuns } from '../../db/schema/core.ts';
import { investorBankAccounts, investorMandates } from '../../kernel/investor-records/schema.ts';
import { seedInvestorPayments } from '../../kernel/investor-records/seed.ts';
import { istParts } from '../../kernel/schemes/calendar.ts';
import { schemes } from '../../kernel/schemes/schema.ts';
import { type InvestorSeed, presentDemoInvestors } from '../../seed/investor.ts';
import { type EntryLine, enterTransactions, type PartnerEntry } from './entry.ts';
import { setAuthorizationSecrets } from './mapping-login.ts';

export const authorizeSeedName = 'demo-authorizations-v1';

/** The mapping authorization login of 50000001 (demo data, printed in the README). */
export const DEMO_AUTHORIZATION_SECRETS = { njAcNo: '50000001', pin: '1234', dob: '15081980' } as const;

const rupees = (amount: number) => Math.round(amount * 100);

/**
 * The demo investors' pending work (demo data): 50000001 has every type code of spec 001 §3 and the
 * cases that reach each rule of §4–§5 (pay modes 1, 2, 3, 7 and 8, missing payment details, POA with
 * and without eDIS, SUCC_WITH_MARS, CONFIRMATIOM) plus two MARS transactions; the EMF investor
 * 50000009 has the four stop requests that go through the two-factor OTP.
 */
export async function seedAuthorizations(db: Db, now = new Date()): Promise<boolean> {
  // The entries name the investors' registered banks and mandates, so those exist first.
  await seedInvestorPayments(db);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: authorizeSeedName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const present = await tx
      .select({ njAcNo: accounts.njAcNo })
      .from(accounts)
      .where(inArray(accounts.njAcNo, ['50000001', '50000009']));
    for (const investor of presentDemoInvestors(present.map((p) => p.njAcNo)))
      await seedInvestor(tx, investor, now);
    return true;
  });
}

/**
 * One investor's pending work as its template has it: 50000001's every type code and MARS
 * transactions with its mapping authorization login, or the EMF investor's four stop requests.
 */
export async function seedInvestor(db: Db, investor: InvestorSeed, now: Date): Promise<void> {
  const { njAcNo } = investor;
  if (investor.template.njAcNo === DEMO_AUTHORIZATION_SECRETS.njAcNo) {
    await enterTransactions(db, await investorEntries(db, njAcNo, now));
    await setAuthorizationSecrets({ db }, njAcNo, DEMO_AUTHORIZATION_SECRETS);
  } else if (investor.template.njAcNo === '50000009') {
    await enterTransactions(db, await emfEntries(db, njAcNo, now));
  }
}

async function catalogue(db: Db, now: Date) {
  const rows = await db.select().from(schemes);
  const byCode = new Map(rows.map((r) => [r.schCode, r]));
  const today = istParts(now).date;
  const regular = rows.filter((r) => !r.nfoOpenDate).sort((a, b) => a.schCode.localeCompare(b.schCode));
  const nfo = rows.find(
    (r) => r.nfoOpenDate && r.nfoCloseDate && r.nfoOpenDate <= today && today <= r.nfoCloseDate,
  );
  const pick = (code: string, fallback: number) => {
    const scheme = byCode.get(code) ?? regular[fallback] ?? regular[0];
    if (!scheme) throw new Error('the scheme master is empty');
    return { schCode: scheme.schCode, schName: scheme.schName };
  };
  return { pick, nfo: nfo ? { schCode: nfo.schCode, schName: nfo.schName } : pick('ARJ0001', 0), today };
}

const nextMonth = (today: string) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-05` : `${y}-${String(m + 1).padStart(2, '0')}-05`;
};

async function investorEntries(db: Db, njAcNo: string, now: Date): Promise<PartnerEntry[]> {
  const { pick, nfo, today } = await catalogue(db, now);
  const held = pick('ARJ0001', 0); // demat holding
  const mars = pick('BNY0002', 1); // bought through a MARS portfolio
  const physical = pick('DCN0004', 3);
  const other = pick('CRM0003', 2);
  const banks = await db
    .select()
    .from(investorBankAccounts)
    .where(eq(investorBankAccounts.njAcNo, njAcNo))
    .orderBy(investorBankAccounts.id);
  const [mandate] = await db
    .select()
    .from(investorMandates)
    .where(and(eq(investorMandates.njAcNo, njAcNo), eq(investorMandates.status, 'APPROVED')))
    .orderBy(investorMandates.njEMandateNo);
  const bankOf = (b: (typeof banks)[number] | undefined) =>
    b ? { code: b.bankCode, name: b.bankName, accNo: b.accNo, ifsc: b.ifsc } : null;
  const bank = bankOf(banks[0]);
  const plan = { frequency: 'Monthly', installmentDate: 5, installments: 24, startDate: nextMonth(today) };
  const purchase = (scheme: { schCode: string; schName: string }, amount: number): EntryLine => ({
    ...scheme,
    amountPaise: rupees(amount),
  });
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const entry = (
    trxnType: AuthType,
    lines: EntryLine[],
    more: Partial<PartnerEntry> = {},
    minutesAgo = 30,
  ): PartnerEntry => ({
    njAcNo,
    trxnType,
    lines,
    amountPaise: lines.some((l) => l.amountPaise != null)
      ? lines.reduce((s, l) => s + (l.amountPaise ?? 0), 0)
      : null,
    placedAt: at(minutesAgo),
    ...more,
  });
  return [
    entry(
      'PIP',
      [purchase(held, 5000)],
      {
        payMode: '8',
        bank,
        payerVpa: 'success@ewapay',
        notes: ['UPI collect: approve the request in your UPI app.'],
      },
      1,
    ),
    entry(
      'PIP',
      [purchase(other, 10000)],
      { payMode: '1', bank, notes: ['Net banking from your HDFC account.'] },
      2,
    ),
    entry(
      'PIP',
      [purchase(physical, 25000)],
      {
        payMode: '7',
        bank,
        neftRefNo: 'NEFTDEMO0001',
        notes: ['NEFT/RTGS already sent by you with the reference shown.'],
      },
      3,
    ),
    entry(
      'PIP',
      [purchase(held, 2000)],
      { payMode: '3', bank, notes: ['Pay by scanning the UPI QR code.'] },
      4,
    ),
    entry(
      'PIP',
      [purchase(other, 3000)],
      {
        payMode: '2',
        bank: bankOf(banks.find((b) => b.id === mandate?.bankAccountId) ?? banks[0]),
        mandateNo: mandate?.njEMandateNo ?? null,
        notes: ['Debited through your registered mandate.'],
      },
      5,
    ),
    entry(
      'PIP',
      [purchase(physical, 1500)],
      { payMode: '', notes: ['Payment details were not entered.'] },
      6,
    ),
    entry(
      'PIP',
      [purchase(mars, 4000)],
      {
        payMode: '2',
        bank: bankOf(banks.find((b) => b.id === mandate?.bankAccountId) ?? banks[0]),
        mandateNo: mandate?.njEMandateNo ?? null,
        marsOverlap: true,
        notes: ['This scheme is part of your MARS portfolio.'],
      },
      7,
    ),
    entry('NPIP', [purchase(nfo, 5000)], { payMode: '8', bank, payerVpa: 'success@ewapay' }, 8),
    entry('SIP', [{ ...purchase(other, 2500), ...plan }], {}, 9),
    entry('NSIP', [{ ...purchase(nfo, 1000), ...plan }], {}, 10),
    entry(
      'SIPSHIFTING',
      [{ ...other, ...plan, folioNo: '4455667/01' }],
      {
        notes: [`SIP debits move to ${banks[1]?.bankName ?? 'your other bank'}.`],
      },
      11,
    ),
    entry(
      'RED',
      [{ ...held, folioNo: '1234567/89', unitsMilli: 50_000 }],
      {
        mfMode: 'D',
        poaFlag: true,
        edisAllowed: true,
        notes: ['Demat units: the depository asks you to authorize the debit (eDIS).'],
      },
      12,
    ),
    entry(
      'RED',
      [{ ...held, folioNo: '1234567/89', amountPaise: rupees(20000) }],
      {
        mfMode: 'D',
        poaFlag: true,
        edisAllowed: false,
      },
      13,
    ),
    entry('RED', [{ ...physical, folioNo: '9988776/55', amountPaise: rupees(8000) }], { mfMode: 'P' }, 14),
    entry('SSIP', [{ ...other, ...plan, folioNo: '4455667/01' }], {}, 15),
    entry('SSWP', [{ ...physical, ...plan, folioNo: '9988776/55' }], {}, 16),
    entry(
      'SSTP',
      [{ ...physical, targetSchCode: held.schCode, targetSchName: held.schName, ...plan }],
      {},
      17,
    ),
    entry(
      'SWI',
      [
        {
          ...physical,
          targetSchCode: other.schCode,
          targetSchName: other.schName,
          folioNo: '9988776/55',
          unitsMilli: 200_000,
        },
      ],
      {},
      18,
    ),
    entry('TSR', [{ ...other, ...plan, folioNo: '4455667/01' }], {}, 19),
    entry(
      'SWITCHSIP',
      [
        {
          ...physical,
          targetSchCode: other.schCode,
          targetSchName: other.schName,
          amountPaise: rupees(3000),
          ...plan,
        },
      ],
      {},
      20,
    ),
    entry(
      'BSWI',
      [
        { ...physical, targetSchCode: other.schCode, targetSchName: other.schName, unitsMilli: 100_000 },
        { ...held, targetSchCode: other.schCode, targetSchName: other.schName, unitsMilli: 25_000 },
      ],
      { bulkConfirm: true, notes: ['Bulk switch into one scheme.'] },
      21,
    ),
    entry(
      'BSWISIP',
      [
        {
          ...physical,
          targetSchCode: other.schCode,
          targetSchName: other.schName,
          amountPaise: rupees(2000),
          ...plan,
        },
      ],
      {},
      22,
    ),
    entry('TPSIP', [{ ...purchase(other, 500), ...plan }], { notes: ['Top up of Rs 500 each year.'] }, 23),
    entry(
      'MARSSWI',
      [{ ...mars, targetSchCode: held.schCode, targetSchName: held.schName, unitsMilli: 40_000 }],
      {},
      24,
    ),
    entry(
      'STP',
      [
        {
          ...physical,
          targetSchCode: held.schCode,
          targetSchName: held.schName,
          amountPaise: rupees(1000),
          ...plan,
        },
      ],
      {},
      25,
    ),
    entry('SWP', [{ ...physical, amountPaise: rupees(1500), ...plan }], {}, 26),
    entry(
      'NSWI',
      [{ ...physical, targetSchCode: nfo.schCode, targetSchName: nfo.schName, amountPaise: rupees(5000) }],
      {},
      27,
    ),
    entry(
      'SBS',
      [{ ...other, ...plan, folioNo: '4455667/01' }],
      {
        notes: [`Systematic plans move to ${banks[1]?.bankName ?? 'your other bank'}.`],
      },
      28,
    ),
    // The MARS (ready portfolio) list
    entry(
      'PIP',
      [{ schCode: 'MARS-WC', schName: 'MARS Wealth Creator Portfolio', amountPaise: rupees(50000) }],
      { isMars: true },
      40,
    ),
    entry(
      'SIP',
      [
        {
          schCode: 'MARS-RP',
          schName: 'MARS Retirement Planner Portfolio',
          amountPaise: rupees(10000),
          ...plan,
        },
      ],
      { isMars: true },
      41,
    ),
  ];
}

async function emfEntries(db: Db, njAcNo: string, now: Date): Promise<PartnerEntry[]> {
  const { pick, today } = await catalogue(db, now);
  const from = pick('EVR0005', 4);
  const to = pick('ARJ0001', 0);
  const plan = { frequency: 'Monthly', installmentDate: 10, installments: 36, startDate: nextMonth(today) };
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  return (
    [
      ['SSTP', { ...from, targetSchCode: to.schCode, targetSchName: to.schName, ...plan }],
      ['SSWP', { ...from, ...plan }],
      ['SSIP', { ...to, ...plan }],
      ['TSR', { ...to, ...plan }],
    ] as const
  ).map(([trxnType, line], i) => ({
    njAcNo,
    trxnType,
    lines: [{ ...line, folioNo: `7788990/0${i + 1}` }],
    placedAt: at(10 + i),
  }));
}

export async function seed(db: Db): Promise<void> {
  await seedAuthorizations(db);
}
