import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../../../test/support/corpus';
import { readCsvRows, readGeoJsonFeatures, WHOLE_PARSE_MAX_BYTES } from './layer-readers';

const WARDS = readFileSync(join(CORPUS_DIR, 'gis/dc/ward-2012.geojson'));

async function features(bytes: Buffer | string, size: number) {
  const seen: { n: number; name: unknown }[] = [];
  const count = await readGeoJsonFeatures(Readable.from([Buffer.from(bytes)]), size, (raw, n) => seen.push({ n, name: (raw as { properties: { NAME: string } }).properties.NAME }));
  return { count, seen };
}

// Files up to WHOLE_PARSE_MAX_BYTES are parsed whole, larger ones stream; both must read the same and fail the same.
describe.each([
  ['parsed whole', WARDS.length],
  ['streamed', WHOLE_PARSE_MAX_BYTES + 1],
])('readGeoJsonFeatures, %s', (_, size) => {
  it('hands over every feature of the DC wards layer, numbered', async () => {
    const { count, seen } = await features(WARDS, size);
    expect(count).toBe(8);
    expect(seen.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seen.map((s) => s.name).sort()).toEqual(['Ward 1', 'Ward 2', 'Ward 3', 'Ward 4', 'Ward 5', 'Ward 6', 'Ward 7', 'Ward 8']);
  });

  it('says a truncated file is not valid JSON', async () => {
    await expect(features(WARDS.subarray(0, 5000), size)).rejects.toThrow(/^The file is not valid JSON \(.+\); check that it is complete GeoJSON\.$/);
  });

  it('says what the file is when it is not a FeatureCollection', async () => {
    await expect(features('{"type":"Feature","geometry":null,"properties":{}}', size)).rejects.toThrow('The file is not a GeoJSON FeatureCollection (its "type" is "Feature").');
    await expect(features('[1, 2]', size)).rejects.toThrow('The file is not a GeoJSON FeatureCollection (its "type" is missing).');
  });
});

describe('readCsvRows', () => {
  it('gives the header first, then each record with its line number', async () => {
    const rows: [Record<string, string>, number][] = [];
    let header: string[] = [];
    const count = await readCsvRows(Readable.from(['\uFEFFaddress,longitude,latitude\n1 MAIN ST,-77,38.9\n\n2 MAIN ST,-77.1,38.8\n']), (h) => (header = h), (row, line) => rows.push([row, line]));
    expect(header).toEqual(['address', 'longitude', 'latitude']);
    expect([count, rows.map(([r, line]) => [r.address, line])]).toEqual([2, [['1 MAIN ST', 2], ['2 MAIN ST', 4]]]);
  });

  it('names the problem of a malformed CSV', async () => {
    const read = readCsvRows(Readable.from(['address,longitude\n1 MAIN ST,-77,38.9\n']), () => undefined, () => undefined);
    await expect(read).rejects.toThrow(/^The CSV could not be read: .*(line 2|record)/i);
  });
});
