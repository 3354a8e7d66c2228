import { expect } from '@open-wc/testing';
import {
  gstinCheckCharacter,
  hasValidVerhoeff,
  isAadhaar,
  isBankAccountNumber,
  isEmail,
  isGstin,
  isIfsc,
  isIndianMobile,
  isMicr,
  isPan,
  isTaxPayerId,
  verhoeffCheckDigit,
} from './identity.ts';

describe('PAN', () => {
  it('accepts well-formed PANs of persons, firms and companies', () => {
    for (const pan of ['ABCPE1234F', 'AAPFU0939F', 'AAACR5055K', ' abcpe1234f '])
      expect(isPan(pan), pan).to.equal(true);
  });
  it('rejects wrong shapes and unknown holder types', () => {
    for (const pan of ['', 'ABCDE1234F', 'ABCP1234F', 'ABCPE12345', '1BCPE1234F', 'ABCPE1234FF', null])
      expect(isPan(pan), String(pan)).to.equal(false);
  });
});

describe('IFSC and MICR', () => {
  it('accepts real branch codes', () => {
    expect(isIfsc('SBIN0000691')).to.equal(true);
    expect(isIfsc('HDFC0000240')).to.equal(true);
    expect(isIfsc('icic0000001')).to.equal(true);
    expect(isMicr('400240002')).to.equal(true);
  });
  it('rejects malformed codes', () => {
    expect(isIfsc('SBIN1000691')).to.equal(false);
    expect(isIfsc('SBI0000691')).to.equal(false);
    expect(isIfsc('SBIN00006911')).to.equal(false);
    expect(isMicr('40024000')).to.equal(false);
    expect(isMicr('40024000A')).to.equal(false);
  });
});

describe('GSTIN', () => {
  it('accepts GSTINs whose check character matches', () => {
    expect(isGstin('27AAPFU0939F1ZV')).to.equal(true);
    expect(isGstin('27aapfu0939f1zv')).to.equal(true);
    const first14 = '07AAACR5055K1Z';
    expect(isGstin(first14 + gstinCheckCharacter(first14))).to.equal(true);
  });
  it('rejects a wrong check character, state code or embedded PAN', () => {
    expect(isGstin('27AAPFU0939F1ZW')).to.equal(false);
    expect(isGstin('27AAPFU0939F1Z')).to.equal(false);
    expect(isGstin('00AAPFU0939F1ZV')).to.equal(false);
    expect(isGstin('27AAPF00939F1ZV')).to.equal(false);
    expect(isGstin('27AAPFU0939F1AV')).to.equal(false);
  });
});

describe('Aadhaar and Verhoeff', () => {
  it('computes the Verhoeff check digit of published examples', () => {
    expect(verhoeffCheckDigit('236')).to.equal(3);
    expect(hasValidVerhoeff('2363')).to.equal(true);
    expect(verhoeffCheckDigit('12345')).to.equal(1);
    expect(hasValidVerhoeff('123451')).to.equal(true);
    expect(hasValidVerhoeff('123456')).to.equal(false);
  });
  it('accepts a 12-digit number with a correct check digit, with or without spaces', () => {
    const number = `23412341234${verhoeffCheckDigit('23412341234')}`;
    expect(isAadhaar(number)).to.equal(true);
    expect(isAadhaar(`${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`)).to.equal(true);
  });
  it('rejects a wrong check digit, a leading 0 or 1, and wrong lengths', () => {
    const body = '23412341234';
    const wrong = (verhoeffCheckDigit(body) + 1) % 10;
    expect(isAadhaar(body + wrong)).to.equal(false);
    const leadingOne = `1341234123${verhoeffCheckDigit('13412341234'.slice(0, 11))}`;
    expect(isAadhaar(leadingOne)).to.equal(false);
    expect(isAadhaar('2341234123')).to.equal(false);
    expect(isAadhaar('')).to.equal(false);
  });
  it('catches every single-digit typo and adjacent swap', () => {
    const valid = `98765432101${verhoeffCheckDigit('98765432101')}`;
    for (let i = 1; i < valid.length; i++) {
      const typo = valid.slice(0, i) + ((Number(valid[i]) + 3) % 10) + valid.slice(i + 1);
      expect(isAadhaar(typo), typo).to.equal(false);
      if (valid[i] !== valid[i - 1]) {
        const swapped = valid.slice(0, i - 1) + valid[i] + valid[i - 1] + valid.slice(i + 1);
        expect(isAadhaar(swapped), swapped).to.equal(false);
      }
    }
  });
});

describe('Indian mobile', () => {
  it('accepts 10 digits starting 6 to 9, with an optional country or trunk prefix', () => {
    for (const mobile of ['9876543210', '6000000001', '+91 98765 43210', '09876543210', '919876543210'])
      expect(isIndianMobile(mobile), mobile).to.equal(true);
  });
  it('rejects 1234567890 (spec 000 §5) and other malformed numbers', () => {
    for (const mobile of ['1234567890', '5876543210', '987654321', '98765432101', 'abcdefghij', ''])
      expect(isIndianMobile(mobile), mobile).to.equal(false);
  });
});

describe('tax payer id', () => {
  it('accepts letters and digits up to 20', () => {
    expect(isTaxPayerId('123456789')).to.equal(true);
    expect(isTaxPayerId('AB123456C')).to.equal(true);
    expect(isTaxPayerId('A'.repeat(20))).to.equal(true);
  });
  it('rejects punctuation, spaces inside, empty, and more than 20', () => {
    expect(isTaxPayerId('123-45-6789')).to.equal(false);
    expect(isTaxPayerId('AB 12')).to.equal(false);
    expect(isTaxPayerId('')).to.equal(false);
    expect(isTaxPayerId('A'.repeat(21))).to.equal(false);
  });
});

describe('bank account number and e-mail', () => {
  it('accepts 8 to 18 digits', () => {
    expect(isBankAccountNumber('12345678')).to.equal(true);
    expect(isBankAccountNumber('000123456789012345')).to.equal(true);
    expect(isBankAccountNumber('1234567')).to.equal(false);
    expect(isBankAccountNumber('1234567890123456789')).to.equal(false);
    expect(isBankAccountNumber('12345678A')).to.equal(false);
  });
  it('accepts usual e-mail addresses only', () => {
    expect(isEmail('ravi.kumar@example.co.in')).to.equal(true);
    expect(isEmail('ravi@example')).to.equal(false);
    expect(isEmail('ravi kumar@example.com')).to.equal(false);
    expect(isEmail('@example.com')).to.equal(false);
  });
});
