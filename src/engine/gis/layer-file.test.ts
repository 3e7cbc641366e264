import { describe, expect, it } from 'vitest';
import { csvColumns, LayerFileError, readAreaFeature, readCsvPoint, readPointFeature } from './layer-file';

const square = [[[-77, 38.9], [-76.99, 38.9], [-76.99, 38.91], [-77, 38.91], [-77, 38.9]]];

describe('readAreaFeature', () => {
  it('accepts Polygon and MultiPolygon features and closes an open ring', () => {
    expect(readAreaFeature({ type: 'Feature', properties: { NAME: 'A' }, geometry: { type: 'Polygon', coordinates: square } }, 1).properties).toEqual({ NAME: 'A' });
    const open = readAreaFeature({ type: 'Feature', properties: null, geometry: { type: 'MultiPolygon', coordinates: [[square[0].slice(0, 4)]] } }, 2);
    expect(open.geometry.type === 'MultiPolygon' && open.geometry.coordinates[0][0]).toHaveLength(5);
    expect(open.properties).toEqual({});
  });

  it('names the feature and the problem', () => {
    const read = (raw: unknown) => () => readAreaFeature(raw, 7);
    expect(read({ type: 'Feature', geometry: { type: 'Point', coordinates: [-77, 38.9] } })).toThrow('Feature 7 is a Point; an area layer needs Polygon or MultiPolygon features.');
    expect(read({ type: 'Feature', geometry: null })).toThrow('Feature 7 has no geometry.');
    expect(read({ type: 'Polygon', coordinates: square })).toThrow('Feature 7 is not a GeoJSON Feature');
    expect(read({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[397000, 137000], [398000, 137000], [398000, 138000], [397000, 137000]]] } })).toThrow(
      /Feature 7 has the coordinate \[397000, 137000\], which is not a longitude and latitude: export the layer in WGS 84/,
    );
    expect(read({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[['a', 'b']]] } })).toThrow(LayerFileError);
    expect(read({ type: 'Feature', properties: [], geometry: { type: 'Polygon', coordinates: square } })).toThrow('Feature 7 has "properties" that are not an object.');
  });
});

describe('address points', () => {
  it('reads a GeoJSON point with its address property', () => {
    const point = readPointFeature({ type: 'Feature', properties: { FULLADDRESS: ' 1 MAIN ST ', SSL: 12 }, geometry: { type: 'Point', coordinates: [-77, 38.9] } }, 1, { address: 'FULLADDRESS', parcel: 'SSL' });
    expect(point).toMatchObject({ address: '1 MAIN ST', longitude: -77, latitude: 38.9, parcelId: '12' });
    expect(() => readPointFeature({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-77, 38.9] } }, 3, { address: 'FULLADDRESS' })).toThrow('Feature 3 has no address in "FULLADDRESS".');
  });

  it('finds the CSV columns by their usual names, or those asked for', () => {
    expect(csvColumns(['address', 'longitude', 'latitude', 'address_id', 'ssl'], { parcel: 'ssl' })).toEqual({ address: 'address', longitude: 'longitude', latitude: 'latitude', parcel: 'ssl' });
    expect(csvColumns(['FullAddress', 'X', 'Y'], {})).toEqual({ address: 'FullAddress', longitude: 'X', latitude: 'Y', parcel: null });
    expect(() => csvColumns(['street', 'lon', 'lat'], {})).toThrow('The CSV has no address column (looked for address, full_address, fulladdress, site_address, siteaddress, addr, street_address); its columns are street, lon, lat.');
    expect(() => csvColumns(['address', 'lon', 'lat'], { parcel: 'PIN' })).toThrow('The CSV has no column "PIN"; its columns are address, lon, lat.');
  });

  it('names the line of a bad CSV row', () => {
    const columns = { address: 'address', longitude: 'lon', latitude: 'lat' };
    expect(readCsvPoint({ address: '1 MAIN ST', lon: '-77', lat: '38.9' }, 2, columns)).toMatchObject({ address: '1 MAIN ST', longitude: -77, latitude: 38.9 });
    expect(() => readCsvPoint({ address: '1 MAIN ST', lon: 'west', lat: '38.9' }, 14, columns)).toThrow('Line 14 has no numeric lon/lat.');
    expect(() => readCsvPoint({ address: '', lon: '-77', lat: '38.9' }, 15, columns)).toThrow('Line 15 has no address in "address".');
    expect(() => readCsvPoint({ address: '1 MAIN ST', lon: '38.9', lat: '-177' }, 16, columns)).toThrow(/Line 16 has the coordinate/);
  });
});
