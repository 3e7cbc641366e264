import { describe, expect, it } from 'vitest';
import { quantitiesOf } from './quantities';

// Clauses from the real DC Code and Rivergrove texts.
const pick = (clause: string) => quantitiesOf(clause).map((q) => ({ kind: q.kind, unit: q.unit, value: q.value, bound: q.bound }));

describe('quantitiesOf', () => {
  it('reads the two ends of an hours range as from/to clock times', () => {
    expect(pick('(2) 3:00 a.m. and 6:00 a.m. on Saturday and Sunday, excluding District and federal holidays.')).toEqual([
      { kind: 'clock', unit: 'clock', value: 180, bound: 'from' },
      { kind: 'clock', unit: 'clock', value: 360, bound: 'to' },
    ]);
    expect(pick('may offer outdoor entertainment until 11 p.m. and indoor entertainment until 2 a.m.').map((q) => [q.value, q.bound])).toEqual([
      [1380, 'to'],
      [120, 'to'],
    ]);
  });

  it('reads money in cents, per unit, with the bound its words put on it', () => {
    expect(pick('is an offense punishable by fine not to exceed $5,000.00 per tree.')).toEqual([{ kind: 'money', unit: 'usd/tree', value: 500_000, bound: 'max' }]);
    expect(pick('(2) $15 for a male or female dog certified by a licensed veterinarian as neutered or spayed')).toEqual([
      { kind: 'money', unit: 'usd', value: 1500, bound: 'exact' },
    ]);
    expect(pick('be fined not less than $100 nor more than $250.')[0]).toMatchObject({ value: 10_000, bound: 'min' });
  });

  it('reads periods, distances, areas and percentages in base units', () => {
    expect(pick('Within seven (7) days of any cutting, an application must be filed')).toEqual([{ kind: 'duration', unit: 'minutes', value: 7 * 1440, bound: 'max' }]);
    expect(pick('shall be issued by the Board within 10 business days')[0]).toMatchObject({ unit: 'minutes-business', value: 14_400 });
    expect(pick('No license shall be issued for any establishment within 400 feet of a public ... school')[0]).toMatchObject({ kind: 'distance', value: 400, bound: 'max' });
    expect(pick('must plant at least one tree per 35’ of frontage')).toContainEqual({ kind: 'distance', unit: 'feet', value: 35, bound: 'exact' });
    expect(pick('having a main stem or trunk a minimum of 12” DBH')[0]).toMatchObject({ kind: 'distance', value: 1, bound: 'min' });
    expect(pick('Has a minimum of 6,000 square feet of the store\'s selling area')[0]).toMatchObject({ kind: 'area', value: 6000, bound: 'min' });
    expect(pick('in an amount equal to one hundred and ten (110) percent of the value')[0]).toMatchObject({ kind: 'percent', value: 110 });
  });

  it('reads bounded counts with what they count, and leaves plain numbers, years and dates alone', () => {
    expect(pick('(a) No person shall own or keep 7 or more animals')).toEqual([]);
    expect(pick('no more than 3 dogs may be walked at once')).toEqual([{ kind: 'count', unit: 'count:dog', value: 3, bound: 'max' }]);
    expect(pick('Every 4 years, beginning in 2013, the week of January 15 through January 21')).toEqual([{ kind: 'duration', unit: 'minutes', value: 4 * 525_600, bound: 'exact' }]);
    expect(pick('(May 3, 2001, D.C. Law 13-298, § 101, 48 DCR 2959)')).toEqual([]);
  });
});
