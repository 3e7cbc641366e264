import { describe, expect, it } from 'vitest';
import { addressKey, editDistance, normalizeParcelId, parseAddress } from './address-normalize';

const key = (text: string) => addressKey(parseAddress(text));

describe('parseAddress', () => {
  it('reads the way the District writes an address', () => {
    expect(parseAddress('1629 CONNECTICUT AVENUE NW')).toEqual({ number: '1629', name: 'CONNECTICUT', suffix: 'AVE', direction: 'NW', unit: null });
  });

  it('gives the same key to the ways people type it', () => {
    const canonical = key('1629 CONNECTICUT AVENUE NW');
    for (const typed of [
      '1629 Connecticut Ave NW',
      '1629 connecticut avenue, nw',
      '1629 Connecticut Ave. N.W.',
      '1629 Connecticut Av Northwest',
      '1629 Connecticut Avenue North West',
      '1629 Connecticut Ave NW, Washington, DC 20009',
      '1629  CONNECTICUT   AVE   NW   Washington DC',
      '1629 Connecticut Ave NW Apt 4',
      '1629 Connecticut Ave NW #4',
    ]) {
      expect(key(typed), typed).toBe(canonical);
    }
  });

  it('keeps the unit apart from the street', () => {
    expect(parseAddress('1629 Connecticut Ave NW Apt 4B').unit).toBe('4B');
    expect(parseAddress('1629 Connecticut Ave NW, Suite 400').unit).toBe('400');
  });

  it('writes ordinals as digits however they are typed', () => {
    const canonical = key('1000 22ND STREET NW');
    for (const typed of ['1000 22nd St NW', '1000 Twenty-Second Street NW', '1000 twenty second st nw', '1000 22 St NW']) {
      expect(key(typed), typed).toBe(canonical);
    }
    expect(parseAddress('100 First St SE').name).toBe('1ST');
    expect(parseAddress('100 Eleventh St SE').name).toBe('11TH');
  });

  it('tells a letter street from a direction', () => {
    expect(parseAddress('10 E STREET SE')).toMatchObject({ name: 'E', suffix: 'ST', direction: 'SE' });
    expect(parseAddress('25 N Main St')).toMatchObject({ name: 'NORTH MAIN', suffix: 'ST', direction: null });
    // DC's North Capitol Street lies in two quadrants; the leading direction is part of its name.
    expect(key('1633 N Capitol St NE')).toBe(key('1633 NORTH CAPITOL STREET NE'));
    expect(parseAddress('1633 North Capitol St')).toMatchObject({ name: 'NORTH CAPITOL', direction: null });
    expect(parseAddress('1200 N St NW')).toMatchObject({ name: 'N', suffix: 'ST', direction: 'NW' });
  });

  it('keeps half numbers and street names that hold a suffix word', () => {
    expect(parseAddress('1105 1/2 19th St NW')).toMatchObject({ number: '1105 1/2', name: '19TH' });
    expect(parseAddress('100 Terrace St SE')).toMatchObject({ name: 'TERRACE', suffix: 'ST' });
    expect(parseAddress('3100 St Matthews Ct NE')).toMatchObject({ name: 'SAINT MATTHEWS', suffix: 'CT' });
  });

  it('recognises a mistyped suffix word', () => {
    expect(parseAddress('1629 Connecticut Avenu NW')).toMatchObject({ name: 'CONNECTICUT', suffix: 'AVE', direction: 'NW' });
  });

  it('leaves out what was not typed', () => {
    expect(parseAddress('Connecticut Ave')).toEqual({ number: null, name: 'CONNECTICUT', suffix: 'AVE', direction: null, unit: null });
    expect(parseAddress('')).toEqual({ number: null, name: '', suffix: null, direction: null, unit: null });
  });
});

it('compares parcel ids without spaces, dashes or case', () => {
  expect(normalizeParcelId('0053    0001')).toBe(normalizeParcelId('0053-0001'));
  expect(normalizeParcelId('w123 a')).toBe('W123A');
});

it('counts a swap of two letters as one edit', () => {
  expect(editDistance('CONNECTICUT', 'CONNETCICUT')).toBe(1);
  expect(editDistance('MASSACHUSETTS', 'MASACHUSETTS')).toBe(1);
  expect(editDistance('ABC', 'ABC')).toBe(0);
});
