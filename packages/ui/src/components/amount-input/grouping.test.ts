import { expect } from '@open-wc/testing';
import { regroup } from './grouping.ts';

describe('regroup (live Indian grouping)', () => {
  it('groups as the user types at the end', () => {
    expect(regroup('100000', 6, 2)).to.deep.equal({ text: '1,00,000', caret: 8 });
    expect(regroup('1,00,0001', 9, 2)).to.deep.equal({ text: '10,00,001', caret: 9 });
  });

  it('keeps the caret after the same digit when typing in the middle', () => {
    // '1,000' with the caret after '1', the user types '5'.
    expect(regroup('15,000', 2, 2)).to.deep.equal({ text: '15,000', caret: 2 });
    // then '0': '150,000' becomes '1,50,000' and the caret stays after that '0'.
    expect(regroup('150,000', 3, 2)).to.deep.equal({ text: '1,50,000', caret: 4 });
  });

  it('keeps the caret in place when a digit is deleted', () => {
    // '1,00,000' with the caret after the first '0' and Backspace: '1,0,000'.
    expect(regroup('1,0,000', 2, 2)).to.deep.equal({ text: '10,000', caret: 1 });
  });

  it('drops letters, a second point and extra decimals', () => {
    expect(regroup('12a3', 4, 2).text).to.equal('123');
    expect(regroup('12.3.4', 6, 2).text).to.equal('12.34');
    expect(regroup('12.345', 6, 2).text).to.equal('12.34');
    expect(regroup('12.3', 4, 0).text).to.equal('123');
  });

  it('drops leading zeros but keeps a zero before the point', () => {
    expect(regroup('007', 3, 2)).to.deep.equal({ text: '7', caret: 1 });
    expect(regroup('.5', 2, 2)).to.deep.equal({ text: '0.5', caret: 3 });
    expect(regroup('0', 1, 2).text).to.equal('0');
  });
});
