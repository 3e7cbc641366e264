import { describe, expect, it } from 'vitest';
import { title25Section } from '../../../test/support/title-25';
import type { AddressFact } from './address-facts';
import { placeOrder, placeRelation } from './place-order';

// Real sections of DC Code Title 25 that apply only in some places.
const ward2 = title25Section('25-345'); // Ward 2 restrictions for off-premises retailer's license
const ward8 = title25Section('25-343'); // … in Ward 8
const ward7 = title25Section('25-342'); // … in Ward 7 ("Ward VII" in its definition)
const groceries = title25Section('25-333'); // names Wards 5, 6, 7 and 8
const georgetown = title25Section('25-339'); // Special restrictions for the Georgetown historic district
const hours = title25Section('25-723'); // hours of sale: no place

const WARD_2: AddressFact = { field: 'wards.ward', label: 'Ward', value: 'Ward 2' };
const WARD_7: AddressFact = { field: 'wards.ward', label: 'Ward', value: 'Ward 7' };
const GEORGETOWN: AddressFact = { field: 'historic_district', label: 'Historic district', value: 'Georgetown Historic District' };
const DUPONT: AddressFact = { field: 'historic_district', label: 'Historic district', value: 'Dupont Circle Historic District' };

describe('placeRelation on real Title 25 sections', () => {
  it('tells a section for the address’s own ward from one for another ward and one for any ward', () => {
    expect(placeRelation(ward2.content, [WARD_2])).toBe('own');
    expect(placeRelation(ward8.content, [WARD_2])).toBe('other');
    expect(placeRelation(groceries.content, [WARD_2])).toBe('other');
    expect(placeRelation(hours.content, [WARD_2])).toBe('unnamed');
    expect(placeRelation(groceries.content, [WARD_7])).toBe('own');
    // "Ward VII" is Ward 7.
    expect(placeRelation('the area defined as Ward VII', [WARD_7])).toBe('own');
  });

  it('reads historic districts by their names, not the words "historic district" alone', () => {
    expect(placeRelation(georgetown.content, [GEORGETOWN])).toBe('own');
    expect(placeRelation(georgetown.content, [DUPONT])).toBe('other');
    expect(placeRelation('a building in a historic district or a historic landmark', [DUPONT])).toBe('unnamed');
  });

  it('does not read "the District" (of Columbia) as a place of the address', () => {
    const police: AddressFact = { field: 'police_district', label: 'Police district', value: 'Second District' };
    expect(placeRelation(hours.content, [police])).toBe('unnamed');
    expect(placeRelation('the Mayor of the District shall', [police])).toBe('unnamed');
  });
});

describe('placeOrder', () => {
  it('puts the own place first and other places last, keeping the order within each', () => {
    const hits = [ward8, hours, ward2, groceries, georgetown];
    expect(placeOrder(hits, [WARD_2], (h) => h.content).map((h) => h.number)).toEqual(['25-345', '25-723', '25-339', '25-343', '25-333']);
    expect(placeOrder(hits, [], (h) => h.content)).toEqual(hits);
  });
});
