import { describe, expect, it } from 'vitest';
import { emptyMappingRow, layerNameFromFile, mappingRowError, mappingRows, mappingsOf } from './madmin';

describe('the mapping editor rows', () => {
  it('sends only filled rows, trimmed, and keeps the saved ones in order', () => {
    const rows = [...mappingRows([{ property: 'NAME', field: 'wards.ward' }]), { ...emptyMappingRow(), property: ' REP_NAME ', field: ' wards.council_member ' }, emptyMappingRow()];
    expect(mappingsOf(rows)).toEqual([
      { property: 'NAME', field: 'wards.ward' },
      { property: 'REP_NAME', field: 'wards.council_member' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('names the first problem a person has to fix', () => {
    const row = (property: string, field: string) => ({ ...emptyMappingRow(), property, field });
    expect(mappingRowError([row('NAME', 'wards.ward'), row('', '')])).toBeUndefined();
    expect(mappingRowError([row('NAME', '')])).toBe('Mapping 1 needs both a property and a field.');
    expect(mappingRowError([row('NAME', 'ward number')])).toMatch(/^"ward number" is not a field name/);
    expect(mappingRowError([row('NAME', 'a.b.c')])).toMatch(/is not a field name/);
    expect(mappingRowError([row('NAME', 'ward'), row('WARD', 'ward')])).toBe('"ward" is mapped twice; map each field once.');
  });
});

it('suggests a layer name from the file name', () => {
  expect(layerNameFromFile('voting-precinct-2012.geojson')).toBe('voting precinct 2012');
  expect(layerNameFromFile('address_points.csv')).toBe('address points');
});
