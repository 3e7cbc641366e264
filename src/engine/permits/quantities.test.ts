import { describe, expect, it } from 'vitest';
import { aspectOf, findQuantities, parseWords } from './quantities';

describe('findQuantities', () => {
  it('reads numbers written as codes write them, normalised to one unit per dimension', () => {
    const found = findQuantities('not exceeding one and one-half square feet, four linear feet in any direction, 12” DBH, seven (7) days and $20 per tree');
    expect(found.map((q) => [q.value, q.unit])).toEqual([
      [1.5, 'sq ft'],
      [4, 'ft'],
      [1, 'ft'],
      [7, 'days'],
      [20, '$'],
    ]);
  });

  it('converts inches and acres, and reads mixed fractions', () => {
    expect(findQuantities('2 1/2 inches')[0].value).toBeCloseTo(2.5 / 12);
    expect(findQuantities('two acres')[0]).toMatchObject({ dimension: 'area', value: 87_120 });
    expect(findQuantities('a sign face exceeds two hundred square feet')[0].value).toBe(200);
  });

  it("reads a number after the article 'a' ('limited to a three-day license', 'a two hundred foot buffer')", () => {
    expect(findQuantities('shall be limited to a three-day special event license').map((q) => [q.value, q.unit])).toEqual([[3, 'days']]);
    expect(findQuantities('a two hundred foot buffer')[0].value).toBe(200);
    expect(findQuantities('a thousand dollars')[0].value).toBe(1000);
    expect(findQuantities('a half acre')[0].value).toBe(21_780);
  });

  it("reads a time counted 'consecutive', 'calendar' or 'business' days", () => {
    expect(findQuantities('not exceed 30 consecutive days, ten business days or 2 calendar weeks').map((q) => q.value)).toEqual([30, 10, 14]);
    expect(findQuantities('12 consecutive trees')).toEqual([]);
  });

  it('leaves bare numbers alone unless counts are asked for', () => {
    expect(findQuantities('Section 8 lists 3 items')).toEqual([]);
    expect(findQuantities('3', { bareCounts: true })[0]).toMatchObject({ dimension: 'count', value: 3 });
  });
});

describe('parseWords and aspectOf', () => {
  it('parses compound number words', () => {
    expect(parseWords('one hundred and ten')).toBe(110);
    expect(parseWords('one-third')).toBeCloseTo(1 / 3);
  });

  it('tells a height from a setback from an extent', () => {
    expect(aspectOf('length', 'four feet maximum height')).toBe('height');
    expect(aspectOf('length', 'Setback from street property line')).toBe('distance');
    expect(aspectOf('length', 'four linear feet in any direction')).toBe('extent');
  });
});
