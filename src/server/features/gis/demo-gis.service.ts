import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldMappingInput, LayerKind } from '../../../contracts/gis';
import type { CsvColumns } from '../../../engine/gis';
import type { AppDb } from '../../db/client';
import type { JobContext } from '../../jobs/job-definition';
import { findMunicipalityById } from '../municipalities/municipalities.repo';
import { findLayerByName, updateMunicipalityGis } from './gis.repo';
import { gisSettingsOf } from './gis.service';
import { importLayer } from './layer-import.service';

export const CONFIGURE_DEMO_GIS_JOB = 'configure-demo-gis';

type DemoLayer = { file: string; name: string; kind: LayerKind; mappings: FieldMappingInput[]; columns?: Partial<CsvColumns> };

/** The District of Columbia layers in demo/gis (see demo/README.md) and the address-data field each property fills. */
export const DEMO_GIS_LAYERS: readonly DemoLayer[] = [
  { file: 'address-points.csv', name: 'Address points', kind: 'address_points', mappings: [], columns: { address: 'address', longitude: 'longitude', latitude: 'latitude', parcel: 'ssl' } },
  { file: 'ward-2012.geojson', name: 'Wards (2012)', kind: 'areas', mappings: [{ property: 'NAME', field: 'wards.ward' }, { property: 'REP_NAME', field: 'wards.council_member' }] },
  { file: 'voting-precinct-2012.geojson', name: 'Voting precincts (2012)', kind: 'areas', mappings: [{ property: 'NAME', field: 'election_precincts.precinct' }] },
  { file: 'advisory-neighborhood-commission-2013.geojson', name: 'Advisory Neighborhood Commissions (2013)', kind: 'areas', mappings: [{ property: 'NAME', field: 'anc' }] },
  { file: 'single-member-district-2013.geojson', name: 'Single-member districts (2013)', kind: 'areas', mappings: [{ property: 'NAME', field: 'smd' }, { property: 'REP_NAME', field: 'smd_commissioner' }] },
  { file: 'school-attendance-zones-elementary.geojson', name: 'Elementary school zones', kind: 'areas', mappings: [{ property: 'NAME', field: 'schools.elementary' }] },
  { file: 'school-attendance-zones-middle-school.geojson', name: 'Middle school zones', kind: 'areas', mappings: [{ property: 'NAME', field: 'schools.middle' }] },
  { file: 'school-attendance-zones-senior-high.geojson', name: 'High school zones', kind: 'areas', mappings: [{ property: 'NAME', field: 'schools.high' }] },
  { file: 'police-districts-mpd.geojson', name: 'Police districts', kind: 'areas', mappings: [{ property: 'NAME', field: 'police_district' }] },
  { file: 'historic-districts.geojson', name: 'Historic districts', kind: 'areas', mappings: [{ property: 'NAME', field: 'historic_district' }] },
];

/**
 * First start: the demo municipality gets the embedded provider, the address form (Springdale-style: address
 * only) and the DC layers, so `1629 Connecticut Ave NW` is found with its ward, precinct, ANC, schools and
 * historic district. Idempotent: a layer already imported is kept, and settings staff changed are left alone.
 */
export async function configureDemoGis(
  db: AppDb,
  input: { municipalityId: number; dir: string },
  ctx?: Pick<JobContext, 'progress'>,
): Promise<{ imported: string[] }> {
  const municipality = await findMunicipalityById(db, input.municipalityId);
  if (!municipality) throw new Error(`Municipality ${input.municipalityId} no longer exists.`);
  if (gisSettingsOf(municipality).provider === 'none') {
    await updateMunicipalityGis(db, municipality.id, {
      addressVariant: municipality.addressVariant === 'none' ? 'springdale' : municipality.addressVariant,
      settings: { ...municipality.settings, gis: { provider: 'embedded' } },
    });
  }
  const imported: string[] = [];
  for (const [i, layer] of DEMO_GIS_LAYERS.entries()) {
    await ctx?.progress(Math.round((i / DEMO_GIS_LAYERS.length) * 100), `Importing ${layer.name}...`);
    if ((await findLayerByName(db, municipality.id, layer.name))?.featureCount) continue;
    const path = join(input.dir, layer.file);
    await importLayer(db, {
      municipalityId: municipality.id,
      name: layer.name,
      kind: layer.kind,
      fileName: layer.file,
      fileSize: statSync(path).size,
      open: () => createReadStream(path),
      mappings: layer.mappings,
      columns: layer.columns,
    });
    imported.push(layer.name);
  }
  return { imported };
}
