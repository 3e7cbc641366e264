import type { Readable } from 'node:stream';
import { extname } from 'node:path';
import { AppError } from '../../../contracts/errors';
import { type FieldMappingInput, LAYER_FILE_EXTENSIONS, type LayerKind, MAX_LAYER_BYTES } from '../../../contracts/gis';
import {
  type AddressPoint,
  type AreaFeature,
  type BBox,
  type CsvColumns,
  LayerFileError,
  areaBBox,
  csvColumns,
  propertyNamesOf,
  readAreaFeature,
  readCsvPoint,
  readPointFeature,
} from '../../../engine/gis';
import type { AppDb } from '../../db/client';
import type { GisLayerColumns } from '../../db/schema';
import { type GisLayerRow, type NewGisFeature, replaceLayer } from './gis.repo';
import { readCsvRows, readGeoJsonFeatures } from './layer-readers';

export type LayerImport = {
  municipalityId: number;
  name: string;
  kind: LayerKind;
  fileName: string;
  fileSize: number;
  /** Opens the file's content; called once. */
  open: () => Readable;
  mappings: FieldMappingInput[];
  /** Address points: the columns (CSV) or properties (GeoJSON) holding the address, parcel id and coordinates. */
  columns?: Partial<CsvColumns>;
};

/** A 422 whose message names what is wrong with the file; the form shows it on the file field. */
export function layerFileError(message: string): AppError {
  return new AppError('validation_failed', message, { file: message });
}

type Collected = { features: NewGisFeature[]; properties: Record<string, unknown>[]; bbox: BBox | null; columns: GisLayerColumns | null };

function growBBox(box: BBox | null, [minX, minY, maxX, maxY]: BBox): BBox {
  if (!box) return [minX, minY, maxX, maxY];
  return [Math.min(box[0], minX), Math.min(box[1], minY), Math.max(box[2], maxX), Math.max(box[3], maxY)];
}

async function collectAreas(source: Readable, size: number): Promise<Collected> {
  const out: Collected = { features: [], properties: [], bbox: null, columns: null };
  await readGeoJsonFeatures(source, size, (raw, n) => {
    const feature: AreaFeature = readAreaFeature(raw, n);
    out.bbox = growBBox(out.bbox, areaBBox(feature.geometry));
    out.properties.push(feature.properties);
    out.features.push({ properties: feature.properties, geometry: feature.geometry as unknown as Record<string, unknown> });
  });
  return out;
}

function pointFeature(point: AddressPoint): NewGisFeature {
  return { properties: point.properties ?? {}, address: point.address, parcelId: point.parcelId ?? null, longitude: point.longitude, latitude: point.latitude };
}

async function collectPoints(source: Readable, size: number, csv: boolean, asked: Partial<CsvColumns>): Promise<Collected> {
  const out: Collected = { features: [], properties: [], bbox: null, columns: null };
  const add = (point: AddressPoint) => {
    out.bbox = growBBox(out.bbox, [point.longitude, point.latitude, point.longitude, point.latitude]);
    out.properties.push(point.properties ?? {});
    out.features.push(pointFeature(point));
  };
  if (csv) {
    let columns: CsvColumns | null = null;
    await readCsvRows(
      source,
      (header) => {
        columns = csvColumns(header, asked);
        out.columns = columns;
      },
      (row, line) => add(readCsvPoint(row, line, columns as CsvColumns)),
    );
    return out;
  }
  const columns = { address: asked.address?.trim() || 'address', parcel: asked.parcel?.trim() || null };
  out.columns = columns;
  await readGeoJsonFeatures(source, size, (raw, n) => add(readPointFeature(raw, n, columns)));
  return out;
}

/** Every mapped property must be one the layer's features carry; a mapped field may be filled by one property only. */
export function checkMappings(mappings: readonly FieldMappingInput[], propertyNames: readonly string[]): void {
  const known = new Set(propertyNames);
  const listed = propertyNames.slice(0, 40).join(', ') + (propertyNames.length > 40 ? ', …' : '');
  for (const m of mappings) {
    if (!known.has(m.property)) {
      const message = `The layer has no property "${m.property}"; its properties are ${listed || 'none'}.`;
      throw new AppError('validation_failed', message, { mappings: message });
    }
  }
  const seen = new Set<string>();
  for (const m of mappings) {
    if (seen.has(m.field)) {
      const message = `The field "${m.field}" is mapped twice; map each field once.`;
      throw new AppError('validation_failed', message, { mappings: message });
    }
    seen.add(m.field);
  }
}

/**
 * Reads, checks and stores an uploaded layer: every feature is checked as it streams in, the mappings against the
 * layer's properties, and then the layer is stored in one transaction (replacing one of the same name). A bad file
 * or mapping is a 422 that names the problem, and nothing is stored.
 */
export async function importLayer(db: AppDb, input: LayerImport): Promise<GisLayerRow> {
  const extension = extname(input.fileName).toLowerCase();
  if (!(LAYER_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw layerFileError(`"${input.fileName}" is not a layer file: upload GeoJSON (.geojson, .json) or, for address points, CSV (.csv).`);
  }
  if (extension === '.csv' && input.kind === 'areas') throw layerFileError('Areas must be GeoJSON polygons; a CSV can only hold address points.');
  if (input.fileSize > MAX_LAYER_BYTES) throw layerFileError(`The file is larger than the ${MAX_LAYER_BYTES / (1024 * 1024)} MB limit for a layer.`);

  let collected: Collected;
  try {
    collected =
      input.kind === 'areas'
        ? await collectAreas(input.open(), input.fileSize)
        : await collectPoints(input.open(), input.fileSize, extension === '.csv', input.columns ?? {});
  } catch (error) {
    if (error instanceof LayerFileError) throw layerFileError(error.message);
    throw error;
  }
  if (collected.features.length === 0) throw layerFileError('The layer has no features.');
  const propertyNames = propertyNamesOf(collected.properties);
  checkMappings(input.mappings, propertyNames);

  const row = await replaceLayer(
    db,
    {
      municipalityId: input.municipalityId,
      name: input.name,
      kind: input.kind,
      fileName: input.fileName.slice(0, 255),
      fileSize: input.fileSize,
      propertyNames,
      mappings: input.mappings,
      columns: collected.columns,
      bbox: collected.bbox,
    },
    collected.features,
  );
  return row;
}
