import { AppError } from '../../../contracts/errors';
import { GisSettings } from '../../../contracts/gis';
import type { AppDb } from '../../db/client';
import { zodDetails } from '../../lib/error-handler';
import type { MunicipalityRow } from '../municipalities/municipalities.repo';
import { updateMunicipalityGis } from './gis.repo';

/** Checks GIS settings; a 422 naming each bad field (e.g. `arcgis.layers.0.url`) otherwise. */
export function parseGisSettings(input: unknown): GisSettings {
  const parsed = GisSettings.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError('validation_failed', first ? `${first.path.join('.') || 'gis'}: ${first.message}` : 'The GIS settings are invalid.', zodDetails(parsed.error));
  }
  if (parsed.data.provider === 'arcgis' && !parsed.data.arcgis) {
    throw new AppError('validation_failed', 'Set the ArcGIS geocoder (or parcel layer) to use ArcGIS.', { 'arcgis.geocoder': ['Required for ArcGIS.'] });
  }
  return parsed.data;
}

/** Stores a municipality's GIS settings under `settings.gis`, keeping its other settings. */
export async function saveGisSettings(db: AppDb, municipality: MunicipalityRow, input: unknown): Promise<GisSettings> {
  const gis = parseGisSettings(input);
  await updateMunicipalityGis(db, municipality.id, { settings: { ...municipality.settings, gis } });
  return gis;
}
