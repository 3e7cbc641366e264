import { createReadStream } from 'node:fs';
import { z } from 'zod';
import type { AuditAction } from '../../../contracts/audit';
import { AppError } from '../../../contracts/errors';
import { FieldMappingList, LayerKind } from '../../../contracts/gis';
import type { AppDb } from '../../db/client';
import type { FileStore } from '../../storage/file-store';
import { formError, formErrorsOf } from '../../web/forms';
import type { FormBody } from '../../web/multipart';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import { findMunicipalityById } from '../municipalities/municipalities.repo';
import { type GisLayerRow, deleteLayer, findLayer, updateLayerMappings } from './gis.repo';
import { checkMappings, importLayer } from './layer-import.service';

const column = z.string().trim().max(100).optional();
const LayerFields = z.object({
  name: z.string().trim().min(1, "Name can't be blank.").max(100, 'Name can be at most 100 characters.'),
  kind: LayerKind,
  mappings: FieldMappingList,
  address_column: column,
  parcel_column: column,
  longitude_column: column,
  latitude_column: column,
});

function mappingsError(error: z.ZodError): AppError {
  return formError(formErrorsOf(error), 'The layer could not be saved.');
}

/**
 * An uploaded layer from the /madmin form (`layer[name]`, `layer[kind]`, `layer[file]`, `layer[mappings]` as JSON,
 * and for address points the column names): checked and stored, or a 422 naming the problem with nothing kept.
 * The uploaded file itself is not kept; its features are.
 */
export async function uploadLayer(deps: { db: AppDb; files: FileStore }, municipalityId: number, form: FormBody, actor: AuditActor): Promise<GisLayerRow> {
  try {
    const parsed = LayerFields.safeParse({
      name: form.fields['layer[name]'],
      kind: form.fields['layer[kind]'],
      mappings: form.fields['layer[mappings]'],
      address_column: form.fields['layer[address_column]'],
      parcel_column: form.fields['layer[parcel_column]'],
      longitude_column: form.fields['layer[longitude_column]'],
      latitude_column: form.fields['layer[latitude_column]'],
    });
    if (!parsed.success) throw mappingsError(parsed.error);
    if (!form.file) throw formError({ file: 'Choose a GeoJSON or CSV file to upload.' }, 'Choose a GeoJSON or CSV file to upload.');
    const staged = form.file.staged;
    const fields = parsed.data;
    const layer = await importLayer(deps.db, {
      municipalityId,
      name: fields.name,
      kind: fields.kind,
      fileName: form.file.fileName,
      fileSize: staged.size,
      open: () => createReadStream(staged.tempPath),
      mappings: fields.mappings,
      columns: { address: fields.address_column, parcel: fields.parcel_column, longitude: fields.longitude_column, latitude: fields.latitude_column },
    });
    await auditLayer(deps.db, actor, 'layer.imported', layer, { file_name: layer.fileName, feature_count: layer.featureCount });
    return layer;
  } finally {
    await deps.files.discard(form.file?.staged);
  }
}

/** Replaces a layer's mappings; each mapped property must be one the layer has. */
export async function editLayerMappings(db: AppDb, municipalityId: number, layerId: number, body: unknown, actor: AuditActor): Promise<GisLayerRow> {
  const layer = await getLayer(db, municipalityId, layerId);
  const raw = body && typeof body === 'object' ? ((body as Record<string, unknown>).layer ?? body) : {};
  const parsed = z.object({ mappings: FieldMappingList }).safeParse(raw);
  if (!parsed.success) throw mappingsError(parsed.error);
  checkMappings(parsed.data.mappings, layer.propertyNames);
  await db.transaction(async (tx) => {
    await updateLayerMappings(tx, layer.id, parsed.data.mappings);
    await auditLayer(tx, actor, 'layer.mappings_changed', layer, { mappings: { from: layer.mappings, to: parsed.data.mappings } });
  });
  return { ...layer, mappings: parsed.data.mappings };
}

export async function getLayer(db: AppDb, municipalityId: number, layerId: number): Promise<GisLayerRow> {
  const layer = await findLayer(db, municipalityId, layerId);
  if (!layer) throw new AppError('not_found', 'No such layer.');
  return layer;
}

export async function removeLayer(db: AppDb, municipalityId: number, layerId: number, actor: AuditActor): Promise<GisLayerRow> {
  const layer = await getLayer(db, municipalityId, layerId);
  await db.transaction(async (tx) => {
    await deleteLayer(tx, layer.id);
    await auditLayer(tx, actor, 'layer.deleted', layer, { feature_count: layer.featureCount });
  });
  return layer;
}

/**
 * Records a change to a layer against its municipality: in the change's transaction for mapping edits and deletions;
 * just after an import, whose features are stored in a transaction of their own (`replaceLayer`).
 */
async function auditLayer(db: AppDb, actor: AuditActor, action: AuditAction, layer: GisLayerRow, details: Record<string, unknown>): Promise<void> {
  const municipality = await findMunicipalityById(db, layer.municipalityId);
  const target = { type: 'municipality' as const, id: layer.municipalityId, label: municipality?.name ?? `#${layer.municipalityId}` };
  await recordAuditEvent(db, actor, action, target, { layer: layer.name, kind: layer.kind, ...details });
}
