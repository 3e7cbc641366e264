import { beforeAll, describe, expect, it } from 'vitest';
import { buildAddressIndex } from './address-index';
import { dcAddressPoints, dcLayer } from './gis-corpus.test-support';
import { buildLayerIndex } from './layer-index';
import { type EmbeddedGis, lookupAddress } from './lookup';

let gis: EmbeddedGis;
beforeAll(() => {
  const arlington = { address: '2100 CLARENDON BOULEVARD', longitude: -77.0865, latitude: 38.8895, properties: { ZIP: '22201' } };
  gis = {
    addresses: { index: buildAddressIndex([...dcAddressPoints(), arlington]), mappings: [] },
    layers: [
      { name: 'Wards', index: buildLayerIndex(dcLayer('ward-2012.geojson')), mappings: [{ property: 'NAME', field: 'wards.ward' }, { property: 'REP_NAME', field: 'wards.council_member' }] },
      { name: 'Historic districts', index: buildLayerIndex(dcLayer('historic-districts.geojson')), mappings: [{ property: 'NAME', field: 'historic_district' }] },
      // A mapping naming a property the features lack gives nothing rather than failing the lookup.
      { name: 'Police', index: buildLayerIndex(dcLayer('police-districts-mpd.geojson')), mappings: [{ property: 'MISSING', field: 'police_district' }] },
    ],
  };
});

describe('lookupAddress over the DC layers', () => {
  it('geocodes the typed address and answers every mapped field by point-in-polygon', () => {
    const result = lookupAddress(gis, { address: '1629 connecticut ave nw' });
    expect(result.status).toBe('found');
    expect(result.status === 'found' && result.facts.map((f) => [f.field, f.value])).toEqual([
      ['wards.ward', 'Ward 2'],
      ['wards.council_member', 'Jack Evans'],
      ['historic_district', 'Dupont Circle Historic District'],
    ]);
  });

  it('gives only the layers that hold the point', () => {
    const result = lookupAddress(gis, { address: '1800 Martin Luther King Jr Ave SE' });
    expect(result.status).toBe('found');
    const fields = result.status === 'found' ? Object.fromEntries(result.facts.map((f) => [f.field, f.value])) : {};
    expect(fields['wards.ward']).toBe('Ward 8');
    expect(fields.historic_district).not.toBe('Dupont Circle Historic District');
  });

  it('says an address point outside every area is not in the municipality', () => {
    expect(lookupAddress(gis, { address: '2100 Clarendon Blvd' })).toMatchObject({ status: 'outside', point: { address: '2100 CLARENDON BOULEVARD' } });
  });

  it('falls back to the parcel id, and to suggestions or nothing', () => {
    expect(lookupAddress(gis, { parcelId: '0053 0001' })).toMatchObject({ status: 'found', point: { address: '1000 22ND STREET NW' } });
    expect(lookupAddress(gis, { address: '1631 Connecticut Ave NW' }).status).toBe('suggestions');
    expect(lookupAddress(gis, { address: '12 Nowhere Rd' })).toEqual({ status: 'not_found' });
    expect(lookupAddress({ addresses: null, layers: [] }, { address: '1629 Connecticut Ave NW' })).toEqual({ status: 'not_found' });
  });
});
