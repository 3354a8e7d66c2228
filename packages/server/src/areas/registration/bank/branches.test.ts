import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/area-test.ts';
import { stateByCode } from '../details/places.ts';
import { bankBranches } from './branch-schema.ts';
import { lookupIfsc, lookupMicr } from './branches.ts';

const t = useTestApp({ areas: ['login'] });

describe('IFSC lookup', () => {
  it('answers bank, branch, address and e-mandate modes of a known IFSC', async () => {
    expect(await lookupIfsc(t.database.db, 'SBIN0000300')).toEqual({
      ifsc: 'SBIN0000300',
      micr: '400002002',
      bankName: 'State Bank of India',
      branch: 'Mumbai Main Branch',
      address: 'Mumbai Samachar Marg, Horniman Circle, Fort, Mumbai 400023',
      city: 'Mumbai',
      stateCode: 'MH',
      emandateModes: ['NET', 'DEBIT'],
      emandateEligible: true,
    });
  });

  it('reads an IFSC typed in lower case or with spaces', async () => {
    expect((await lookupIfsc(t.database.db, '  kkbk0000261 '))?.bankName).toBe('Kotak Mahindra Bank');
  });

  it('finds nothing for an unknown or malformed IFSC', async () => {
    expect(await lookupIfsc(t.database.db, 'SBIN0999999')).toBeUndefined();
    expect(await lookupIfsc(t.database.db, 'not an ifsc')).toBeUndefined();
    expect(await lookupIfsc(t.database.db, '')).toBeUndefined();
  });

  it('says which banks offer no e-mandate, and which branches clear no cheques', async () => {
    const cooperative = await lookupIfsc(t.database.db, 'HDFC0CAGSBK');
    expect(cooperative).toMatchObject({ emandateModes: [], emandateEligible: false });
    expect((await lookupIfsc(t.database.db, 'HSBC0400002'))?.emandateModes).toEqual(['NET']);
    expect((await lookupIfsc(t.database.db, 'PUNB0101420'))?.micr).toBeUndefined();
  });
});

describe('MICR lookup', () => {
  it('answers the branch of a known MICR, spaces around it ignored', async () => {
    const branch = await lookupMicr(t.database.db, ' 700229087 ');
    expect(branch).toMatchObject({
      ifsc: 'ICIC0001658',
      bankName: 'ICICI Bank',
      city: 'Kolkata',
      stateCode: 'WB',
    });
  });

  it('finds nothing for an unknown or malformed MICR', async () => {
    expect(await lookupMicr(t.database.db, '400002999')).toBeUndefined();
    expect(await lookupMicr(t.database.db, '40000200')).toBeUndefined();
    expect(await lookupMicr(t.database.db, 'abcdefghi')).toBeUndefined();
  });
});

describe('the branch master', () => {
  it('holds branches of the major banks, each in a known state, with MICRs matching city and bank', async () => {
    const rows = await t.database.db.select().from(bankBranches);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.bankName)).size).toBeGreaterThanOrEqual(11);
    for (const row of rows) {
      expect(stateByCode(row.stateCode), row.ifsc).toBeDefined();
      expect(row.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    }
    // The middle three digits of a MICR are the bank's clearing code.
    const bankCodeOf = new Map([
      ['SBIN', '002'],
      ['HDFC', '240'],
      ['ICIC', '229'],
      ['UTIB', '211'],
      ['PUNB', '024'],
      ['KKBK', '485'],
      ['BARB', '012'],
      ['FDRL', '049'],
      ['CNRB', '015'],
      ['UBIN', '026'],
    ]);
    for (const row of rows) {
      const expected = bankCodeOf.get(row.ifsc.slice(0, 4));
      if (expected && row.micr) expect(row.micr.slice(3, 6), row.ifsc).toBe(expected);
    }
  });
});
