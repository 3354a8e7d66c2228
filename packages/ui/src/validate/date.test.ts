import { expect } from '@open-wc/testing';
import {
  ageOn,
  dateOfBirthProblem,
  dateOfBirthValidators,
  maxAge,
  minAge,
  parseIndianDate,
  parseIsoDate,
  todayInIndia,
} from './date.ts';
import { messages } from './messages.ts';
import { firstSyncFailure } from './validator.ts';

const day = (iso: string) => parseIsoDate(iso)!;
const TODAY = day('2026-11-27');

describe('DD/MM/YYYY dates', () => {
  it('reads real days only', () => {
    expect(parseIndianDate('05/08/1990')).to.deep.equal({ year: 1990, month: 8, day: 5 });
    expect(parseIndianDate(' 29/02/2024 ')).to.deep.equal({ year: 2024, month: 2, day: 29 });
    for (const text of [
      '29/02/2023',
      '31/04/1990',
      '00/01/1990',
      '12/13/1990',
      '5/8/1990',
      '05/08/90',
      '05-08-1990',
      '05/08/0999',
      '',
    ])
      expect(parseIndianDate(text), text).to.equal(undefined);
  });

  it('takes today in India, which runs 5:30 ahead of UTC', () => {
    expect(todayInIndia(Date.UTC(2026, 10, 26, 18, 29))).to.deep.equal({ year: 2026, month: 11, day: 26 });
    expect(todayInIndia(Date.UTC(2026, 10, 26, 18, 30))).to.deep.equal({ year: 2026, month: 11, day: 27 });
  });

  it('counts completed years, going up on the birthday', () => {
    expect(ageOn(day('2008-11-27'), TODAY)).to.equal(18);
    expect(ageOn(day('2008-11-28'), TODAY)).to.equal(17);
    expect(ageOn(day('2008-02-29'), day('2026-02-28'))).to.equal(17);
    expect(ageOn(day('2008-02-29'), day('2026-03-01'))).to.equal(18);
  });
});

describe('the date-of-birth rule', () => {
  const adult = { minAge: 18, maxAge: 100, today: TODAY };

  it('answers the first problem: unreadable, future, too young, too old', () => {
    expect(dateOfBirthProblem('31/02/1990', adult)).to.equal('invalid');
    expect(dateOfBirthProblem('28/11/2026', adult)).to.equal('future');
    expect(dateOfBirthProblem('27/11/2026', { today: TODAY }), 'today is not the future').to.equal(undefined);
    expect(dateOfBirthProblem('28/11/2008', adult)).to.equal('tooYoung');
    expect(dateOfBirthProblem('27/11/2008', adult), '18 today').to.equal(undefined);
    expect(dateOfBirthProblem('28/11/1926', adult), 'a day short of 100').to.equal(undefined);
    expect(dateOfBirthProblem('27/11/1926', adult), '100 today').to.equal('tooOld');
  });

  it('makes a minor younger than 18', () => {
    const minor = { maxAge: 18, today: TODAY };
    expect(dateOfBirthProblem('28/11/2008', minor)).to.equal(undefined);
    expect(dateOfBirthProblem('27/11/2008', minor)).to.equal('tooOld');
  });

  it('gives the spec texts as validators, in order', () => {
    const validators = dateOfBirthValidators({ minAge: 18, maxAge: 100, today: TODAY });
    const message = (value: string) => firstSyncFailure(value, validators, 'Date of Birth')?.message;
    expect(message('31/02/1990')).to.equal('Date of Birth should be valid.');
    expect(message('01/01/2027')).to.equal('Date of Birth cannot be a future date.');
    expect(message('28/11/2008')).to.equal('Date of birth should be greater than 18 years.');
    expect(message('27/11/1926')).to.equal('Date of birth should be less than 100 years.');
    expect(message('05/08/1990')).to.equal(undefined);
    expect(message(''), 'an empty optional date is left alone').to.equal(undefined);
    expect(firstSyncFailure('27/11/2008', [maxAge(18, { today: TODAY })])?.message).to.equal(
      'Entered date should be less than 18 years',
    );
    expect(
      firstSyncFailure('28/11/2008', [minAge(18, { today: TODAY, message: messages.dobAdultStaff })])
        ?.message,
    ).to.equal('Date of birth should be equal to or greater than 18 years.');
  });

  it('sets the validity flags a form reads', () => {
    const [real, future, young, old] = dateOfBirthValidators({ minAge: 18, maxAge: 100, today: TODAY });
    expect([real!.flag, future!.flag, young!.flag, old!.flag]).to.deep.equal([
      'badInput',
      'rangeOverflow',
      'rangeOverflow',
      'rangeUnderflow',
    ]);
  });

  it('reads today at each check when given a function', () => {
    let today = TODAY;
    const [, , young] = dateOfBirthValidators({ minAge: 18, today: () => today });
    expect(young!.check('28/11/2008', {})).to.equal(false);
    today = day('2026-11-28');
    expect(young!.check('28/11/2008', {})).to.equal(true);
  });
});
