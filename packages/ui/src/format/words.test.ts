import { expect } from '@open-wc/testing';
import { amountInWords, integerInWords } from './words.ts';

describe('amountInWords', () => {
  it('writes rupees and paise cheque style', () => {
    expect(amountInWords(12345678.5)).to.equal(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paise Only',
    );
    expect(amountInWords(5000)).to.equal('Rupees Five Thousand Only');
    expect(amountInWords('100000')).to.equal('Rupees One Lakh Only');
    expect(amountInWords(1011)).to.equal('Rupees One Thousand Eleven Only');
    expect(amountInWords(250.05)).to.equal('Rupees Two Hundred Fifty and Five Paise Only');
  });

  it('writes paise only and zero', () => {
    expect(amountInWords(0.5)).to.equal('Fifty Paise Only');
    expect(amountInWords('0.99')).to.equal('Ninety Nine Paise Only');
    expect(amountInWords(0)).to.equal('Rupees Zero Only');
    expect(amountInWords(0.001)).to.equal('Rupees Zero Only');
  });

  it('rounds to paise before writing', () => {
    expect(amountInWords(1.005)).to.equal('Rupees One and One Paise Only');
    expect(amountInWords(99.999)).to.equal('Rupees One Hundred Only');
  });

  it('writes up to 10 digits of rupees and nothing beyond', () => {
    expect(amountInWords(9999999999)).to.equal(
      'Rupees Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only',
    );
    expect(amountInWords(10000000000)).to.equal('');
  });

  it('says minus for negatives and nothing for unreadable input', () => {
    expect(amountInWords(-1500)).to.equal('Minus Rupees One Thousand Five Hundred Only');
    expect(amountInWords('')).to.equal('');
    expect(amountInWords(Number.NaN)).to.equal('');
    expect(amountInWords(undefined)).to.equal('');
  });

  it('writes whole numbers in the Indian system', () => {
    expect(integerInWords(100000000)).to.equal('Ten Crore');
    expect(integerInWords(1000001)).to.equal('Ten Lakh One');
    expect(integerInWords(19)).to.equal('Nineteen');
  });
});
