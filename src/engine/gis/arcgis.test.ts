import { describe, expect, it } from 'vitest';
import { ArcGisResponseError, candidateParams, parseCandidates, parseFeatures, pointQueryParams, ringCentroid, sqlLiteral, whereQueryParams } from './arcgis';

describe('parseCandidates', () => {
  it('reads findAddressCandidates, best score first', () => {
    const json = {
      spatialReference: { wkid: 4326 },
      candidates: [
        { address: '1631 CONNECTICUT AVE NW', location: { x: -77.0445, y: 38.9122 }, score: 80, attributes: {} },
        { address: '1629 CONNECTICUT AVE NW', location: { x: -77.044465, y: 38.91212 }, score: 100, attributes: { Addr_type: 'PointAddress' } },
      ],
    };
    expect(parseCandidates(json)).toEqual([
      { address: '1629 CONNECTICUT AVE NW', longitude: -77.044465, latitude: 38.91212, score: 100, attributes: { Addr_type: 'PointAddress' } },
      { address: '1631 CONNECTICUT AVE NW', longitude: -77.0445, latitude: 38.9122, score: 80, attributes: {} },
    ]);
  });

  it('turns an error answered with HTTP 200 into an error, retryable only for server-side codes', () => {
    const bad = () => parseCandidates({ error: { code: 400, message: 'Unable to complete operation.', details: ['Invalid SingleLine'] } });
    expect(bad).toThrow(ArcGisResponseError);
    expect(bad).toThrow('Unable to complete operation. Invalid SingleLine');
    try {
      parseCandidates({ error: { code: 503, message: 'Service busy' } });
    } catch (error) {
      expect(error).toMatchObject({ code: 503, retryable: true });
    }
    expect(new ArcGisResponseError('x', 400).retryable).toBe(false);
  });

  it('rejects an answer that is not a candidate list, naming what is wrong', () => {
    expect(() => parseCandidates({ candidates: [{ address: 'X', score: 90 }] })).toThrow(/candidates\.0\.location/);
    expect(() => parseCandidates('<html>')).toThrow(ArcGisResponseError);
  });
});

describe('parseFeatures', () => {
  it('reads attributes and places parcels at the centre of their outer ring', () => {
    const features = parseFeatures({
      features: [
        { attributes: { WARD: 2, NAME: 'Ward 2' } },
        { attributes: { SSL: '0110 0042' }, geometry: { rings: [[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]] } },
        { attributes: { ADDRESS: '1 MAIN ST' }, geometry: { x: -77, y: 38.9 } },
      ],
    });
    expect(features).toEqual([
      { attributes: { WARD: 2, NAME: 'Ward 2' }, point: null },
      { attributes: { SSL: '0110 0042' }, point: { longitude: 1, latitude: 1 } },
      { attributes: { ADDRESS: '1 MAIN ST' }, point: { longitude: -77, latitude: 38.9 } },
    ]);
    expect(() => parseFeatures({ error: { code: 498, message: 'Invalid token.' } })).toThrow('Invalid token.');
  });

  it('weights the centre of a parcel by area, not by vertex count', () => {
    // An L of a 4×1 and a 1×3 rectangle: (4·2 + 3·0.5) / 7 on both axes; the vertex average would be 1.5, 1.5.
    const centre = ringCentroid([[0, 0], [4, 0], [4, 1], [1, 1], [1, 4], [0, 4], [0, 0]]);
    expect(centre?.longitude).toBeCloseTo(9.5 / 7, 6);
    expect(centre?.latitude).toBeCloseTo(9.5 / 7, 6);
  });
});

describe('request parameters', () => {
  it('asks the geocoder for WGS 84 and a few candidates', () => {
    expect(candidateParams('1629 Connecticut Ave NW', { addressParam: 'SingleLine', maxLocations: 6 })).toEqual({
      SingleLine: '1629 Connecticut Ave NW',
      outSR: '4326',
      outFields: '*',
      maxLocations: '6',
      f: 'json',
    });
  });

  it('queries a layer by point with only the mapped fields', () => {
    expect(pointQueryParams({ longitude: -77.044465, latitude: 38.91212 }, ['WARD', 'NAME'])).toMatchObject({
      geometry: '-77.044465,38.91212',
      geometryType: 'esriGeometryPoint',
      inSR: '4326',
      spatialRel: 'esriSpatialRelIntersects',
      outFields: 'WARD,NAME',
      returnGeometry: 'false',
    });
  });

  it('quotes where-clause values so a typed quote cannot break out', () => {
    expect(sqlLiteral("O'Brien St")).toBe("'O''Brien St'");
    expect(whereQueryParams("SSL = '1'", ['SSL'], 5)).toMatchObject({ where: "SSL = '1'", returnGeometry: 'true', outSR: '4326', resultRecordCount: '5' });
  });
});
