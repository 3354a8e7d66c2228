import { expect } from '@open-wc/testing';
import { shapeDate } from './date-typing.ts';

const typed = (raw: string) => shapeDate(raw, raw.length, false);

describe('shapeDate', () => {
  it('adds the slashes as the digits come', () => {
    expect(typed('0').text).to.equal('0');
    expect(typed('05')).to.deep.equal({ text: '05/', caret: 3 });
    expect(typed('05/0').text).to.equal('05/0');
    expect(typed('05/08')).to.deep.equal({ text: '05/08/', caret: 6 });
    expect(typed('05081990')).to.deep.equal({ text: '05/08/1990', caret: 10 });
    expect(typed('05/08/19901').text, 'no more than the year').to.equal('05/08/1990');
  });

  it('lets Backspace remove a slash', () => {
    expect(shapeDate('05', 2, true)).to.deep.equal({ text: '05', caret: 2 });
    expect(shapeDate('05/08', 5, true).text).to.equal('05/08');
  });

  it('pads a one-digit day or month closed by a separator', () => {
    expect(typed('5/')).to.deep.equal({ text: '05/', caret: 3 });
    expect(typed('05/8/').text).to.equal('05/08/');
    expect(typed('5-8-1990').text).to.equal('05/08/1990');
    expect(typed('05.08.1990').text).to.equal('05/08/1990');
  });

  it('drops letters and doubled slashes, and turns a pasted ISO date round', () => {
    expect(typed('0a5//08').text).to.equal('05/08/');
    expect(typed('1990-08-05').text).to.equal('05/08/1990');
  });

  it('keeps the caret after the same digit when editing inside', () => {
    // '05/08/1990' with the month's '8' deleted: the short month waits for its new digit.
    expect(shapeDate('05/0/1990', 4, true)).to.deep.equal({ text: '05/0/1990', caret: 4 });
    expect(shapeDate('05/03/1990', 5, false)).to.deep.equal({ text: '05/03/1990', caret: 6 });
  });
});
