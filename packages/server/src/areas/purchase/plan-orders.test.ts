import { multipleAboveText } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../http/errors.ts';
import { SCHEME_NOT_FOUND, type SchemeRow } from '../../kernel/schemes/lookup.ts';
import { type ConfirmRequest, type OrderRows, planOrders } from './plan-orders.ts';
import { CONFIRM_TEXTS, SCHEME_TEXTS } from './texts.ts';

// 10:30 IST on Monday 23 November 2026.
const now = new Date('2026-11-23T05:00:00Z');
const INVESTOR = '50000001';

/** A scheme whose minimums are not multiples of its steps, so "minimum plus whole steps" is told apart. */
function scheme(overrides: Partial<SchemeRow> = {}): SchemeRow {
  return {
    schCode: 'ARJ0001',
    schName: 'Arjuna Flexi Cap Fund',
    amcCode: 'ARJ',
    category: 'Equity',
    subType: 'Flexi Cap Fund',
    schemeType: 'EQUITY',
    aumPaise: 1_250_000_000_000,
    fundManager: 'Anita Raghavan',
    benchmark: 'Nifty 500 TRI',
    riskLevel: 6,
    exitLoad: 'Nil',
    cutOffTime: '15:00',
    brokBp: 50,
    brokCapPaise: 2_000,
    brokText: '0.50% Or Rs 20/- on executed order whichever is lower',
    minPurPaise: 15_000, // ₹150 plus steps of ₹100
    purMultiplePaise: 10_000,
    minAddPurPaise: 10_000, // ₹100 for an investor who holds the scheme
    minSipPaise: 5_000, // ₹50 plus steps of ₹100
    sipMultiplePaise: 10_000,
    minSipInst: 6,
    sipDates: '1,5,10',
    swpAllowed: true,
    minSwpPaise: 50_000,
    purchaseAllowed: true,
    sipAllowed: true,
    suspendMsg: null,
    nfoOpenDate: null,
    nfoCloseDate: null,
    schExch: '1',
    launchDate: '2010-01-01',
    searchText: 'arjuna flexi cap fund',
    ...overrides,
  };
}

function rows(overrides: Partial<OrderRows> = {}): OrderRows {
  const schemes = overrides.schemes ?? [scheme()];
  return {
    njAcNo: INVESTOR,
    taxStatus: '01',
    schemes,
    plans: schemes.map((s) => ({ schCode: s.schCode, isDirect: true, schOpt: 'G' as const })),
    holdings: [],
    holidays: new Set(),
    ...overrides,
  };
}

const holding = {
  njAcNo: INVESTOR,
  schCode: 'ARJ0001',
  isDirect: true,
  schOpt: 'G',
  folioNo: '1234567/89',
  unitsMilli: 152_345,
  holdingMode: 'D',
  viaMars: false,
};

type Item = ConfirmRequest['items'][number];
const lumpsum = (totalAmount: number, extra: Partial<Item> = {}): Item => ({
  schcode: 'ARJ0001',
  selectedDivOption: 'G',
  isDirect: 'Y',
  totalAmount,
  trxnType: 'PIP',
  ...extra,
});
const plan = { freqId: '1', installmentDate: 5, startMonth: '2027-01', noOfInstallments: 12 };
const sip = (totalAmount: number, sipPlan: Item['sip'] = plan): Item =>
  lumpsum(totalAmount, { trxnType: 'SIP', sip: sipPlan });
const swp = (totalAmount: number, swpPlan: Item['swp'] = plan): Item =>
  lumpsum(totalAmount, { trxnType: 'SWP', swp: swpPlan });

/** A cart of these items whose total is theirs (SWP excluded), paid by mandate. */
function cart(items: Item[], total?: number): ConfirmRequest {
  const payable = items.filter((i) => i.trxnType !== 'SWP').reduce((sum, i) => sum + i.totalAmount, 0);
  return { items, total: total ?? payable, paymentMode: '2', mandateNo: 'NJM500000011' };
}

function refusal(request: ConfirmRequest, loaded: OrderRows): string {
  try {
    planOrders(request, loaded, now, 'EWA20261123000000001');
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  return '(accepted)';
}

const NAME = 'Arjuna Flexi Cap Fund';

describe('planOrders refuses a cart by the first rule it breaks', () => {
  it.each([
    {
      rule: 'the scheme must be in the master',
      request: cart([lumpsum(250, { schcode: 'NOPE0001' })]),
      loaded: rows(),
      text: SCHEME_NOT_FOUND,
    },
    {
      rule: 'the plan and option must be offered',
      request: cart([lumpsum(250, { selectedDivOption: 'IDCWP' })]),
      loaded: rows(),
      text: SCHEME_NOT_FOUND,
    },
    {
      rule: 'an SWP needs a holding of the scheme',
      request: cart([swp(1000)]),
      loaded: rows(),
      text: CONFIRM_TEXTS.swpNeedsHolding,
    },
    {
      rule: "an SWP holding must be this investor's",
      request: cart([swp(1000)]),
      loaded: rows({ holdings: [{ ...holding, njAcNo: '50000002' }] }),
      text: CONFIRM_TEXTS.swpNeedsHolding,
    },
    {
      rule: 'an SWP needs its plan',
      request: cart([lumpsum(1000, { trxnType: 'SWP' })]),
      loaded: rows({ holdings: [holding] }),
      text: CONFIRM_TEXTS.swpNeedsPlan,
    },
    {
      rule: 'an SWP is at least the minimum withdrawal',
      request: cart([swp(499)]),
      loaded: rows({ holdings: [holding] }),
      text: CONFIRM_TEXTS.belowMinimum(NAME, 50_000),
    },
    {
      rule: 'a closed NFO takes no purchase',
      request: cart([lumpsum(250)]),
      loaded: rows({ schemes: [scheme({ nfoOpenDate: '2026-11-01', nfoCloseDate: '2026-11-20' })] }),
      text: SCHEME_TEXTS.nfoClosed,
    },
    {
      rule: 'an NFO not yet open takes no purchase',
      request: cart([lumpsum(250)]),
      loaded: rows({ schemes: [scheme({ nfoOpenDate: '2026-12-01', nfoCloseDate: '2026-12-10' })] }),
      text: SCHEME_TEXTS.nfoClosed,
    },
    {
      rule: 'a suspended scheme takes no lumpsum',
      request: cart([lumpsum(250)]),
      loaded: rows({ schemes: [scheme({ purchaseAllowed: false, suspendMsg: 'Purchases are suspended.' })] }),
      text: 'Purchases are suspended.',
    },
    {
      rule: 'NRI investors are refused overseas schemes',
      request: cart([lumpsum(250)]),
      loaded: rows({ taxStatus: '11', schemes: [scheme({ subType: 'Overseas Fund of Funds' })] }),
      text: SCHEME_TEXTS.nriNotAllowed,
    },
    {
      rule: 'NRI investors are refused overseas schemes for SIPs too',
      request: cart([sip(150)]),
      loaded: rows({ taxStatus: '24', schemes: [scheme({ subType: 'Overseas Fund of Funds' })] }),
      text: SCHEME_TEXTS.nriNotAllowed,
    },
    {
      rule: 'a SIP needs its plan',
      request: cart([lumpsum(150, { trxnType: 'SIP' })]),
      loaded: rows(),
      text: CONFIRM_TEXTS.sipNeedsPlan,
    },
    {
      rule: "a SIP date must be one of the scheme's",
      request: cart([sip(150, { ...plan, installmentDate: 7 })]),
      loaded: rows(),
      text: CONFIRM_TEXTS.sipDate,
    },
    {
      rule: 'a SIP has at least the minimum installments',
      request: cart([sip(150, { ...plan, noOfInstallments: 5 })]),
      loaded: rows(),
      text: CONFIRM_TEXTS.sipInstallments(6),
    },
    {
      rule: 'a SIP installment is at least the SIP minimum',
      request: cart([sip(40)]),
      loaded: rows(),
      text: CONFIRM_TEXTS.belowMinimum(NAME, 5_000),
    },
    {
      rule: 'a SIP installment is the SIP minimum plus whole SIP steps',
      request: cart([sip(100)]),
      loaded: rows(),
      text: multipleAboveText(100, 50),
    },
    {
      rule: 'a first purchase is at least the minimum',
      request: cart([lumpsum(149)]),
      loaded: rows(),
      text: CONFIRM_TEXTS.belowMinimum(NAME, 15_000),
    },
    {
      rule: 'an additional purchase is at least the additional minimum',
      request: cart([lumpsum(99)]),
      loaded: rows({ holdings: [holding] }),
      text: CONFIRM_TEXTS.belowMinimum(NAME, 10_000),
    },
    {
      rule: 'a lumpsum is the minimum plus whole steps',
      request: cart([lumpsum(200)]),
      loaded: rows(),
      text: multipleAboveText(100, 150),
    },
    {
      rule: 'the cart total is the sum of its payable items',
      request: cart([lumpsum(250)], 250.01),
      loaded: rows(),
      text: CONFIRM_TEXTS.totalMismatch,
    },
  ])('$rule', ({ request, loaded, text }) => {
    expect(refusal(request, loaded)).toBe(text);
  });
});

describe('planOrders accepts a cart that breaks none', () => {
  it.each([
    {
      case: 'a first purchase of the minimum plus whole steps',
      request: cart([lumpsum(350)]),
      loaded: rows(),
    },
    {
      case: 'an additional purchase from the additional minimum',
      request: cart([lumpsum(200)]),
      loaded: rows({ holdings: [holding] }),
    },
    { case: 'a SIP of the SIP minimum plus whole steps', request: cart([sip(150)]), loaded: rows() },
    {
      case: 'a SIP in a scheme that suspended lumpsums only',
      request: cart([sip(150)]),
      loaded: rows({ schemes: [scheme({ purchaseAllowed: false, suspendMsg: 'Purchases are suspended.' })] }),
    },
    {
      case: 'an NRI investor in a scheme that is not overseas',
      request: cart([lumpsum(250)]),
      loaded: rows({ taxStatus: '11' }),
    },
    {
      case: 'a resident investor in an overseas scheme',
      request: cart([lumpsum(250)]),
      loaded: rows({ schemes: [scheme({ subType: 'Overseas Fund of Funds' })] }),
    },
    { case: 'an SWP of a holding', request: cart([swp(500)]), loaded: rows({ holdings: [holding] }) },
  ])('$case', ({ request, loaded }) => {
    expect(refusal(request, loaded)).toBe('(accepted)');
  });

  it('plans each order: numbers, NFO types, brokerage on direct plans, NAV date, folio, installments', () => {
    const nfo = scheme({
      schCode: 'DCN0004',
      schName: 'Deccan Nfo Fund',
      nfoOpenDate: '2026-11-20',
      nfoCloseDate: '2026-11-30',
    });
    const loaded = rows({ schemes: [scheme(), nfo], holdings: [holding] });
    const { orders, amountPaise } = planOrders(
      cart([lumpsum(5000), lumpsum(250, { schcode: 'DCN0004' }), swp(500)]),
      loaded,
      now,
      'EWA1',
    );
    expect(amountPaise).toBe(525_000);
    expect(orders.map((o) => [o.orderNo, o.trxnType, o.amountPaise, o.brokeragePaise, o.payable])).toEqual([
      ['EWA1-1', 'PIP', 500_000, 2_000, true], // 0.5% of ₹5,000 is ₹25, capped at ₹20
      ['EWA1-2', 'NPIP', 25_000, 125, true],
      ['EWA1-3', 'SWP', 50_000, 0, false],
    ]);
    expect(orders[0]).toMatchObject({ navApplicableDate: '2026-11-23', folioNo: '1234567/89' });
    expect(orders[2]?.installment).toMatchObject({ startDate: '2027-01-05', installmentDate: 5 });
  });
});
