import { describe, expect, it } from 'vitest';
import { displayAddress } from '../../engine/gis/address-facts';
import { addressFieldsOf, applyFactEdits, locationFacts, locationSummary } from './location-edit';

const dupont = {
  address: '1629 CONNECTICUT AVENUE NW',
  wards: { ward: 'Ward 2', council_member: 'Jack Evans' },
  election_precincts: { precinct: 'Precinct 14' },
  historic_district: 'Dupont Circle Historic District',
};

describe("a conversation's location", () => {
  it('summarises the address and its facts in one line, the known fields in their usual order', () => {
    // Stored address data comes back from jsonb with its keys reordered.
    const reordered = { historic_district: dupont.historic_district, wards: dupont.wards, address: dupont.address, election_precincts: dupont.election_precincts };
    expect(locationSummary(reordered, displayAddress)).toBe(
      '1629 Connecticut Avenue NW · Ward 2 · Jack Evans · Precinct 14 · Dupont Circle Historic District',
    );
    expect(locationSummary({}, displayAddress)).toBe('');
  });

  it('lists the facts without the address form fields', () => {
    expect(locationFacts({ ...dupont, unit: '4B', parcelId: '0110 0042' }).map((f) => [f.label, f.value])).toEqual([
      ['Ward', 'Ward 2'],
      ['Council member', 'Jack Evans'],
      ['Precinct', 'Precinct 14'],
      ['Historic district', 'Dupont Circle Historic District'],
    ]);
    expect(addressFieldsOf({ ...dupont, unit: '4B' })).toEqual({ address: dupont.address, unit: '4B', city: '', parcelId: '' });
  });

  it('applies edits: a changed value is kept, a blank one removes the fact and an emptied group', () => {
    const edited = applyFactEdits(dupont, { 'wards.ward': 'Ward 1', 'wards.council_member': ' ', historic_district: '', 'election_precincts.precinct': '' });
    expect(edited).toEqual({ address: dupont.address, wards: { ward: 'Ward 1' } });
    // The original is untouched (the dialog can be cancelled).
    expect(dupont.wards.council_member).toBe('Jack Evans');
  });
});
