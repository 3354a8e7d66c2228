import { expect } from '@open-wc/testing';
import { formatDate, formatDateTime } from './date.ts';

describe('formatDate / formatDateTime', () => {
  it('writes calendar dates as day, short month and year, without shifting them by a time zone', () => {
    expect(formatDate('2026-11-23')).to.equal('23 Nov 2026');
    expect(formatDate('01/01/2027')).to.equal('1 Jan 2027');
    expect(formatDate('29-02-2028')).to.equal('29 Feb 2028');
    expect(formatDateTime('2026-11-23')).to.equal('23 Nov 2026');
  });

  it('shows an instant as its date and time in India', () => {
    // 18:40 UTC is 00:10 the next day in India.
    expect(formatDate('2026-11-23T18:40:00Z')).to.equal('24 Nov 2026');
    expect(formatDateTime('2026-11-23T18:40:00Z')).to.equal('24 Nov 2026, 12:10 am');
    expect(formatDateTime(new Date('2026-11-23T08:35:00Z'))).to.equal('23 Nov 2026, 2:05 pm');
    expect(formatDateTime(Date.UTC(2026, 10, 23, 6, 30))).to.equal('23 Nov 2026, 12:00 pm');
  });

  it('answers an en dash for what is not a date', () => {
    for (const value of ['', '2026-02-30', '31/04/2026', 'tomorrow', null, undefined, {}, Number.NaN]) {
      expect(formatDate(value), String(value)).to.equal('–');
      expect(formatDateTime(value), String(value)).to.equal('–');
    }
  });
});
