import { describe, expect, it } from 'vitest';
import { dcLayer } from './gis-corpus.test-support';
import { areasAt, buildLayerIndex } from './layer-index';

// Point-in-polygon on the real DC layers (WGS 84 longitude, latitude).
const DUPONT = [-77.044465, 38.91212] as const; // 1629 Connecticut Avenue NW
const ANACOSTIA = [-76.985, 38.864] as const; // east of the Anacostia River
const ARLINGTON = [-77.09, 38.88] as const; // Virginia, across the Potomac

describe('areasAt on the DC layers', () => {
  const wards = buildLayerIndex(dcLayer('ward-2012.geojson'));
  const names = (layer: ReturnType<typeof buildLayerIndex>, [x, y]: readonly [number, number]) => areasAt(layer, x, y).map((f) => f.properties.NAME);

  it('puts Dupont Circle in Ward 2 and Anacostia in Ward 8', () => {
    expect(names(wards, DUPONT)).toEqual(['Ward 2']);
    expect(names(wards, ANACOSTIA)).toEqual(['Ward 8']);
  });

  it('finds no ward across the river in Virginia', () => {
    expect(names(wards, ARLINGTON)).toEqual([]);
    expect(wards.bbox?.[0]).toBeGreaterThan(-77.12);
  });

  it('answers from MultiPolygon layers (historic districts)', () => {
    const historic = buildLayerIndex(dcLayer('historic-districts.geojson'));
    expect(names(historic, DUPONT)).toEqual(['Dupont Circle Historic District']);
    expect(names(historic, ANACOSTIA)).not.toContain('Dupont Circle Historic District');
  });

  it('gives exactly one precinct and one single-member district for an address', () => {
    expect(names(buildLayerIndex(dcLayer('voting-precinct-2012.geojson')), DUPONT)).toHaveLength(1);
    expect(names(buildLayerIndex(dcLayer('single-member-district-2013.geojson')), DUPONT)).toEqual([expect.stringMatching(/^SMD 2B/)]);
  });

  it('counts a point on an edge as inside', () => {
    const square = buildLayerIndex([{ properties: { NAME: 'square' }, geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]] } }]);
    expect(names(square, [1, 0.5])).toEqual(['square']);
    expect(names(square, [1.01, 0.5])).toEqual([]);
    expect(areasAt(buildLayerIndex([]), 0, 0)).toEqual([]);
  });
});
