import { createReadStream, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { AppError } from '../../../contracts/errors';
import { type FieldMappingInput, FieldMappingList, LayerKind } from '../../../contracts/gis';
import { AddressVariant } from '../../../contracts/municipalities';
import type { AppDb } from '../../db/client';
import { DEMO_GIS_DIR } from '../../jobs/configure-demo-gis.job';
import { type MunicipalityRow, findMunicipalityById, listMunicipalities } from '../municipalities/municipalities.repo';
import { ensureMunicipality } from '../municipalities/municipalities.service';
import { DEMO_MUNICIPALITY } from '../seed/seed.service';
import { ArcGisClient } from './arcgis.client';
import { configureDemoGis } from './demo-gis.service';
import { listLayers, updateMunicipalityGis } from './gis.repo';
import { fetchAddressData } from './gis.service';
import { saveGisSettings } from './gis-settings.service';
import { importLayer } from './layer-import.service';

export const GIS_COMMANDS = ['municipality:create', 'gis:import', 'gis:layers', 'gis:provider', 'gis:lookup', 'gis:demo'] as const;

export const GIS_HELP = `  municipality:create --name N [--variant none|springdale|county|decatur]
  gis:import --municipality M --layer FILE [--name N] [--kind areas|address_points] [--map PROP=field,...]
             [--address-column C] [--parcel-column C] [--longitude-column C] [--latitude-column C]
  gis:layers --municipality M
  gis:provider --municipality M --provider none|embedded|arcgis [--variant none|springdale|county|decatur] [--arcgis SETTINGS.json]
  gis:lookup --municipality M --address "1629 Connecticut Ave NW"
  gis:demo   (sets up the demo municipality's address lookup with the DC layers in demo/gis)

  M is a municipality's name or id.`;

const text = { type: 'string' } as const;
/** The gis:* commands' options, for node:util parseArgs. */
export const GIS_OPTIONS = {
  municipality: text, layer: text, name: text, kind: text, map: text, provider: text, variant: text, arcgis: text, address: text,
  'address-column': text, 'parcel-column': text, 'longitude-column': text, 'latitude-column': text,
} as const;

export type GisCommandValues = Partial<Record<keyof typeof GIS_OPTIONS, string>>;

async function municipalityOf(db: AppDb, nameOrId: string | undefined): Promise<MunicipalityRow> {
  if (!nameOrId) throw new AppError('validation_failed', 'Name the municipality with --municipality (its name or id).');
  const byId = /^\d+$/.test(nameOrId) ? await findMunicipalityById(db, Number(nameOrId)) : null;
  const found = byId ?? (await listMunicipalities(db)).find((m) => m.name === nameOrId);
  if (!found) throw new AppError('not_found', `No municipality "${nameOrId}".`);
  return found;
}

/** '--map NAME=wards.ward,REP_NAME=wards.council_member' → mappings (checked like the form's). */
export function parseMapOption(text: string | undefined): FieldMappingInput[] {
  const pairs = (text ?? '').split(',').map((p) => p.trim()).filter(Boolean).map((pair) => {
    const [property, field] = pair.split('=').map((s) => s?.trim());
    if (!property || !field) throw new AppError('validation_failed', `"${pair}" is not PROPERTY=field.`);
    return { property, field };
  });
  const parsed = FieldMappingList.safeParse(pairs);
  if (!parsed.success) throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? 'Bad --map.');
  return parsed.data;
}

/** Runs one of the gis:* admin commands, printing what it did; returns the exit code. */
export async function runGisCommand(db: AppDb, command: string, values: GisCommandValues, print: (line: string) => void): Promise<number> {
  switch (command) {
    case 'gis:import': {
      const municipality = await municipalityOf(db, values.municipality);
      if (!values.layer) throw new AppError('validation_failed', 'Give the layer file with --layer.');
      const kind = LayerKind.safeParse(values.kind ?? (values.layer.toLowerCase().endsWith('.csv') ? 'address_points' : 'areas'));
      if (!kind.success) throw new AppError('validation_failed', `Unknown --kind "${values.kind}": use areas or address_points.`);
      const path = values.layer;
      const layer = await importLayer(db, {
        municipalityId: municipality.id,
        name: values.name?.trim() || basename(path).replace(/\.[^.]+$/, ''),
        kind: kind.data,
        fileName: basename(path),
        fileSize: statSync(path).size,
        open: () => createReadStream(path),
        mappings: parseMapOption(values.map),
        columns: { address: values['address-column'], parcel: values['parcel-column'], longitude: values['longitude-column'], latitude: values['latitude-column'] },
      });
      print(`Imported layer "${layer.name}" (${layer.kind}) for ${municipality.name}: ${layer.featureCount} features.`);
      return 0;
    }
    case 'gis:layers': {
      const municipality = await municipalityOf(db, values.municipality);
      const layers = await listLayers(db, municipality.id);
      if (layers.length === 0) print(`${municipality.name} has no layers.`);
      for (const l of layers) print(`${l.id}\t${l.name}\t${l.kind}\t${l.featureCount} features\t${l.mappings.map((m) => `${m.property}=${m.field}`).join(',') || '-'}`);
      return 0;
    }
    case 'gis:provider': {
      const municipality = await municipalityOf(db, values.municipality);
      if (values.variant) {
        const variant = AddressVariant.safeParse(values.variant);
        if (!variant.success) throw new AppError('validation_failed', `Unknown --variant "${values.variant}".`);
        await updateMunicipalityGis(db, municipality.id, { addressVariant: variant.data });
      }
      const arcgis = values.arcgis ? JSON.parse(readFileSync(values.arcgis, 'utf8')) : null;
      const gis = await saveGisSettings(db, municipality, { provider: values.provider ?? 'none', arcgis });
      print(`${municipality.name} now uses the ${gis.provider} address lookup.`);
      return 0;
    }
    case 'gis:lookup': {
      const municipality = await municipalityOf(db, values.municipality);
      const answer = await fetchAddressData({ db, arcgis: new ArcGisClient() }, { chat: { selectedMunicipalityId: municipality.id }, address: values.address ?? '' });
      print(`${answer.status}${answer.message ? `: ${answer.message}` : ''}`);
      if (answer.status === 'found') print(answer.address);
      for (const fact of answer.facts) print(`  ${fact.label}: ${fact.value}`);
      for (const s of answer.suggestions) print(`  did you mean ${s.address}?`);
      return answer.status === 'found' ? 0 : 2;
    }
    case 'municipality:create': {
      const variant = AddressVariant.safeParse(values.variant ?? 'none');
      if (!variant.success) throw new AppError('validation_failed', `Unknown --variant "${values.variant}".`);
      const row = await ensureMunicipality(db, { name: values.name ?? '', addressVariant: variant.data });
      print(`Municipality #${row.id} ${row.name} (address form: ${row.addressVariant}).`);
      return 0;
    }
    case 'gis:demo': {
      const municipality = values.municipality ? await municipalityOf(db, values.municipality) : await ensureMunicipality(db, { name: DEMO_MUNICIPALITY });
      const { imported } = await configureDemoGis(db, { municipalityId: municipality.id, dir: DEMO_GIS_DIR });
      print(imported.length ? `Imported ${imported.join(', ')} for ${municipality.name}.` : `${municipality.name} already has the demo layers.`);
      return 0;
    }
    default:
      return 1;
  }
}
