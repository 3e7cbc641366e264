import { z } from 'zod';
import { AppError } from '../../../contracts/errors';
import { type GisSettings, type MadminLayer, type MadminMunicipality, type MadminMunicipalityRow } from '../../../contracts/gis';
import {
  type IndexState,
  type MadminMunicipalityDocument,
  type MadminMunicipalityIndex,
  MunicipalityState,
  MunicipalityWebsite,
} from '../../../contracts/madmin-municipalities';
import { AddressVariant } from '../../../contracts/municipalities';
import type { AppDb } from '../../db/client';
import { formError, formErrorsOf } from '../../web/forms';
import { type GisLayerRow, layerCountsByMunicipality, listLayers } from '../gis/gis.repo';
import { gisSettingsOf } from '../gis/gis.service';
import { parseGisSettings } from '../gis/gis-settings.service';
import { type MunicipalityRow, findMunicipalityById, listMunicipalities } from '../municipalities/municipalities.repo';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import {
  type MunicipalityDocumentIndexRow,
  findIndexStats,
  insertMunicipality,
  isMunicipalityNameTaken,
  listMunicipalityDocumentIndex,
  municipalityUsageCounts,
  updateMunicipality,
} from './madmin.repo';

type MunicipalityFormValues = { name: string; state: string | null; website: string | null; addressVariant: AddressVariant; gis: GisSettings };

const MunicipalityForm = z.object({
  name: z.string().trim().min(1, "Name can't be blank.").max(200, 'Name can be at most 200 characters.'),
  state: MunicipalityState.prefault(''),
  website: MunicipalityWebsite.prefault(''),
  address_variant: AddressVariant.default('none'),
  gis: z.unknown().optional(),
});

/** The municipality or a 404. */
export async function getMunicipality(db: AppDb, id: number): Promise<MunicipalityRow> {
  const row = await findMunicipalityById(db, id);
  if (!row) throw new AppError('not_found', 'No such municipality.');
  return row;
}

export function serializeMadminMunicipality(row: MunicipalityRow): MadminMunicipality {
  return { id: row.id, name: row.name, state: row.state, website: row.website, address_variant: row.addressVariant, gis: gisSettingsOf(row) };
}

export function serializeLayer(row: GisLayerRow): MadminLayer {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    file_name: row.fileName,
    file_size: row.fileSize,
    feature_count: row.featureCount,
    property_names: row.propertyNames,
    mappings: row.mappings,
    columns: row.columns ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The /madmin list: every municipality with its provider, layers and features, documents and conversations. */
export async function listMadminMunicipalities(db: AppDb): Promise<MadminMunicipalityRow[]> {
  const [rows, counts, usage] = await Promise.all([listMunicipalities(db), layerCountsByMunicipality(db), municipalityUsageCounts(db)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    address_variant: row.addressVariant,
    provider: gisSettingsOf(row).provider,
    layer_count: counts.get(row.id)?.layers ?? 0,
    feature_count: counts.get(row.id)?.features ?? 0,
    document_count: usage.get(row.id)?.documents ?? 0,
    conversation_count: usage.get(row.id)?.conversations ?? 0,
  }));
}

/** How a document stands in the index: being indexed or failed (per the document), else by its indexed chunks. */
function indexStateOf(row: MunicipalityDocumentIndexRow): IndexState {
  if (row.vectorizedStatus === 'vectorizing') return 'indexing';
  if (row.vectorizedStatus === 'vectorize_failed') return 'failed';
  return row.indexedChunks > 0 ? 'indexed' : 'not_indexed';
}

type MunicipalityPage = { municipality: MadminMunicipality; layers: MadminLayer[]; documents: MadminMunicipalityDocument[]; search_index: MadminMunicipalityIndex };

/** A municipality with its layers, its documents and the state of its search index, for its /madmin page. */
export async function madminMunicipalityPage(db: AppDb, id: number): Promise<MunicipalityPage> {
  const row = await getMunicipality(db, id);
  const [layers, documentRows, stats] = await Promise.all([listLayers(db, id), listMunicipalityDocumentIndex(db, id), findIndexStats(db, id)]);
  const documents = documentRows.map((doc) => ({
    id: doc.id,
    name: doc.name,
    status: doc.status,
    index_state: indexStateOf(doc),
    indexed_chunks: doc.indexedChunks,
    indexed_at: doc.indexedAt?.toISOString() ?? null,
  }));
  const searchIndex = { chunks: documents.reduce((sum, doc) => sum + doc.indexed_chunks, 0), version: stats?.version ?? 0, refreshed_at: stats?.refreshedAt.toISOString() ?? null };
  return { municipality: serializeMadminMunicipality(row), layers: layers.map(serializeLayer), documents, search_index: searchIndex };
}

/** Checks the form: name, address variant and GIS settings (ArcGIS settings only matter when ArcGIS is chosen). */
async function parseMunicipalityForm(db: AppDb, body: unknown, exceptId: number | null): Promise<MunicipalityFormValues> {
  const parsed = MunicipalityForm.safeParse(body ?? {});
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The municipality could not be saved.');
  const raw = (parsed.data.gis ?? {}) as { provider?: unknown; arcgis?: unknown };
  let gis: GisSettings;
  try {
    gis = parseGisSettings({ provider: raw.provider ?? 'none', arcgis: raw.provider === 'arcgis' ? raw.arcgis : null });
  } catch (error) {
    if (error instanceof AppError && error.details && typeof error.details === 'object') {
      const details = Object.fromEntries(Object.entries(error.details as Record<string, string[]>).map(([k, v]) => [`gis.${k}`, Array.isArray(v) ? v[0] : String(v)]));
      throw formError(details, error.message);
    }
    throw error;
  }
  if (await isMunicipalityNameTaken(db, parsed.data.name, exceptId)) {
    throw formError({ name: `A municipality named "${parsed.data.name}" already exists.` }, 'The municipality could not be saved.');
  }
  return { name: parsed.data.name, state: parsed.data.state, website: parsed.data.website, addressVariant: parsed.data.address_variant, gis };
}

/** Creates a municipality from the /madmin form. */
export async function createMunicipality(db: AppDb, body: unknown, actor: AuditActor): Promise<MunicipalityRow> {
  const form = await parseMunicipalityForm(db, body, null);
  return db.transaction(async (tx) => {
    const row = await insertMunicipality(tx, { name: form.name, state: form.state, website: form.website, addressVariant: form.addressVariant, settings: { gis: form.gis } });
    const details = { state: form.state, website: form.website, address_variant: form.addressVariant, provider: form.gis.provider };
    await recordAuditEvent(tx, actor, 'municipality.created', { type: 'municipality', id: row.id, label: row.name }, details);
    return row;
  });
}

/** Updates name, address variant and GIS settings, keeping the municipality's other settings. */
export async function editMunicipality(db: AppDb, id: number, body: unknown, actor: AuditActor): Promise<MunicipalityRow> {
  const current = await getMunicipality(db, id);
  const form = await parseMunicipalityForm(db, body, id);
  await db.transaction(async (tx) => {
    await updateMunicipality(tx, id, { name: form.name, state: form.state, website: form.website, addressVariant: form.addressVariant, settings: { ...current.settings, gis: form.gis } });
    const details = {
      name: { from: current.name, to: form.name },
      state: { from: current.state, to: form.state },
      website: { from: current.website, to: form.website },
      address_variant: { from: current.addressVariant, to: form.addressVariant },
      provider: form.gis.provider,
    };
    await recordAuditEvent(tx, actor, 'municipality.updated', { type: 'municipality', id, label: form.name }, details);
  });
  return getMunicipality(db, id);
}
