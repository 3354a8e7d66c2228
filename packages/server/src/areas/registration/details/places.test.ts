import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../fatca/countries.ts';
import { citiesOf, countries, INDIAN_STATES, stateByCode, statesOf } from './places.ts';

describe('countries', () => {
  it('are the FATCA country master, India among them', () => {
    expect(countries()).toBe(COUNTRIES);
    expect(countries().find((c) => c.id === 'IN')?.name).toBe('India');
  });
});

describe('states', () => {
  it('of India are its 28 states and 8 union territories, with distinct codes', () => {
    const states = statesOf('IN');
    expect(states).toHaveLength(36);
    expect(states.filter((s) => s.kind === 'STATE')).toHaveLength(28);
    expect(states.filter((s) => s.kind === 'UT')).toHaveLength(8);
    expect(new Set(states.map((s) => s.code)).size).toBe(36);
    expect(new Set(states.map((s) => s.gstCode)).size).toBe(36);
    expect(stateByCode('MH')).toEqual({ code: 'MH', gstCode: '27', name: 'Maharashtra', kind: 'STATE' });
    expect(stateByCode('la')?.name).toBe('Ladakh');
  });

  it('are read for a country id in any case, and none kept for other countries', () => {
    expect(statesOf(' in ')).toBe(INDIAN_STATES);
    expect(statesOf('US')).toEqual([]);
    expect(statesOf('')).toEqual([]);
  });
});

describe('cities', () => {
  it('of every state are its main 5 to 15, and of every union territory at least its capital', () => {
    for (const s of INDIAN_STATES) {
      const cities = citiesOf(s.code);
      expect(cities.length, s.name).toBeLessThanOrEqual(15);
      expect(cities.length, s.name).toBeGreaterThanOrEqual(s.kind === 'STATE' ? 5 : 2);
      expect(new Set(cities).size, s.name).toBe(cities.length);
    }
  });

  it('are found by state code in any case; none for an unknown code', () => {
    expect(citiesOf('mh')).toContain('Mumbai');
    expect(citiesOf('KA')).toContain('Bengaluru');
    expect(citiesOf('DL')).toContain('New Delhi');
    expect(citiesOf('XX')).toEqual([]);
  });
});
