import { beforeAll, describe, expect, it } from 'vitest';
import { type AddressIndex, buildAddressIndex, findParcel, geocodeAddress } from './address-index';
import { dcAddressPoints } from './gis-corpus.test-support';

// Geocoding against the 2,267 real DC address points of the shared corpus.
let index: AddressIndex;
beforeAll(() => {
  index = buildAddressIndex(dcAddressPoints());
});

const found = (typed: string) => {
  const result = geocodeAddress(index, typed);
  return result.status === 'found' ? result.point.address : result.status;
};

describe('geocodeAddress on the DC address points', () => {
  it('finds 1629 CONNECTICUT AVENUE NW however it is typed', () => {
    for (const typed of ['1629 Connecticut Ave NW', '1629 connecticut avenue, nw', '1629 CONNECTICUT AVE N.W.', '1629 Connecticut Ave NW, Washington, DC 20009']) {
      expect(found(typed), typed).toBe('1629 CONNECTICUT AVENUE NW');
    }
    const exact = geocodeAddress(index, '1629 Connecticut Ave NW');
    expect(exact).toMatchObject({ status: 'found', corrected: false, point: { longitude: -77.044465, latitude: 38.91212 } });
  });

  it('finds the address without its quadrant when only one quadrant has it', () => {
    expect(geocodeAddress(index, '1629 Connecticut Ave')).toMatchObject({ status: 'found', corrected: true, point: { address: '1629 CONNECTICUT AVENUE NW' } });
  });

  it('asks which one when the same number and street exist in two quadrants', () => {
    // 8 addresses of the corpus exist in two quadrants; find one and drop its quadrant.
    const byStreet = new Map<string, string[]>();
    for (const p of dcAddressPoints()) {
      const bare = p.address.replace(/ (NW|NE|SW|SE)$/, '');
      byStreet.set(bare, [...(byStreet.get(bare) ?? []), p.address]);
    }
    const [bare, both] = [...byStreet].find(([, list]) => new Set(list).size > 1) ?? ['', []];
    const result = geocodeAddress(index, bare.toLowerCase());
    expect(result.status).toBe('ambiguous');
    expect(result.status !== 'found' && result.suggestions.map((s) => s.address).sort()).toEqual([...new Set(both)].sort());
  });

  it('corrects a typo in the street name and says it did', () => {
    expect(geocodeAddress(index, '1629 Conneticut Ave NW')).toMatchObject({ status: 'found', corrected: true, point: { address: '1629 CONNECTICUT AVENUE NW' } });
    expect(found('1629 Connecticut Avenu NW')).toBe('1629 CONNECTICUT AVENUE NW');
    // A short name may carry one typo: the house number must still exist on the street.
    expect(found('650 Pak Rd NW')).toBe('650 PARK ROAD NW');
    expect(found('1633 Nrth Capitol St')).toBe('1633 NORTH CAPITOL STREET NE');
  });

  it('does not take another suffix for the one typed', () => {
    // There is no Connecticut Street: the avenue is suggested rather than silently chosen.
    expect(geocodeAddress(index, '1629 Connecticut St NW').status).toBe('not_found');
  });

  it('suggests the nearest house numbers on the street when the number does not exist', () => {
    const result = geocodeAddress(index, '1631 Connecticut Ave NW');
    expect(result.status).toBe('not_found');
    const suggested = result.status === 'not_found' ? result.suggestions.map((s) => s.address) : [];
    expect(suggested[0]).toBe('1629 CONNECTICUT AVENUE NW');
    expect(suggested.length).toBeLessThanOrEqual(5);
    for (const address of suggested) expect(address).toMatch(/CONNECTICUT AVENUE NW$/);
  });

  it('finds nothing for a street the District does not have', () => {
    expect(geocodeAddress(index, '12 Nowhere Rd')).toEqual({ status: 'not_found', suggestions: [] });
    expect(geocodeAddress(index, '   ')).toEqual({ status: 'not_found', suggestions: [] });
  });

  it('finds an address by its parcel (square and lot) however the spaces are typed', () => {
    expect(findParcel(index, '0053 0001')?.address).toBe('1000 22ND STREET NW');
    expect(findParcel(index, '0053-0001')?.address).toBe('1000 22ND STREET NW');
    expect(findParcel(index, '9999 9999')).toBeNull();
  });
});
