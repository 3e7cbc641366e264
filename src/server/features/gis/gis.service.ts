import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { FetchAddressBody, FetchAddressResponse } from '../../../contracts/chats';
import { AppError } from '../../../contracts/errors';
import { ADDRESS_LOOKUP_ERROR, ADDRESS_SUGGESTIONS_MESSAGE, GisSettings, addressOutsideMessage } from '../../../contracts/gis';
import { addressDataOf, lookupAddress, placeFacts } from '../../../engine/gis';
import type { AppDb } from '../../db/client';
import { isRowId } from '../../lib/validate';
import { type MunicipalityRow, findMunicipalityById, listMunicipalities } from '../municipalities/municipalities.repo';
import { type ArcGisClient, ArcGisUnavailableError } from './arcgis.client';
import { lookupWithArcGis } from './arcgis.provider';
import { loadEmbeddedGis } from './embedded-gis.cache';
import type { ProviderOutcome, TypedAddress } from './gis-lookup.types';

export const GIS_NOT_CONFIGURED = 'Address lookup is not available for this municipality yet; the address will be saved as typed.';

export type GisDeps = { db: AppDb; arcgis: ArcGisClient; log?: FastifyBaseLogger };

/** The municipality's GIS settings (`settings.gis`); settings that do not parse count as no provider. */
export function gisSettingsOf(municipality: Pick<MunicipalityRow, 'settings'>): GisSettings {
  const parsed = GisSettings.safeParse(municipality.settings?.gis ?? {});
  return parsed.success ? parsed.data : { provider: 'none', arcgis: null };
}

function typedFields(body: z.output<typeof FetchAddressBody>): TypedAddress {
  const clean = (value: string | undefined) => value?.trim() || null;
  return { address: clean(body.address), unit: clean(body.unit), city: clean(body.city), parcelId: clean(body.parcelId) };
}

async function embeddedOutcome(db: AppDb, municipality: MunicipalityRow, typed: TypedAddress): Promise<ProviderOutcome | null> {
  const gis = await loadEmbeddedGis(db, municipality.id);
  if (!gis.addresses) return null;
  const outcome = lookupAddress(gis, typed);
  switch (outcome.status) {
    case 'found':
      return { status: 'found', address: outcome.point.address, parcelId: outcome.point.parcelId ?? null, facts: outcome.facts };
    case 'suggestions':
      return { status: 'suggestions', suggestions: outcome.suggestions.map((p) => ({ address: p.address, parcelId: p.parcelId ?? null })) };
    case 'outside':
      return { status: 'outside', address: outcome.point.address };
    default:
      return { status: 'not_found' };
  }
}

function respond(typed: TypedAddress, outcome: ProviderOutcome | { status: 'unavailable' }, municipality: MunicipalityRow): FetchAddressResponse {
  const typedData = Object.fromEntries(Object.entries(typed).filter(([, v]) => v !== null)) as Record<string, string>;
  const base = {
    configured: true,
    address: typed.address ?? '',
    unit: typed.unit ?? '',
    city: typed.city ?? '',
    parcelId: typed.parcelId ?? '',
    address_data: typedData,
    facts: [],
    suggestions: [],
  };
  switch (outcome.status) {
    case 'found': {
      const addressData = {
        address: outcome.address,
        ...(typed.unit ? { unit: typed.unit } : {}),
        ...(typed.city ? { city: typed.city } : {}),
        ...(outcome.parcelId ? { parcelId: outcome.parcelId } : {}),
        ...addressDataOf(outcome.facts),
      };
      return { ...base, status: 'found', message: null, address: outcome.address, parcelId: outcome.parcelId ?? base.parcelId, address_data: addressData, facts: placeFacts(addressData) };
    }
    case 'suggestions':
      return { ...base, status: 'suggestions', message: ADDRESS_SUGGESTIONS_MESSAGE, suggestions: outcome.suggestions };
    case 'outside':
      return { ...base, status: 'outside', message: addressOutsideMessage(municipality.name) };
    default:
      return { ...base, status: outcome.status, message: ADDRESS_LOOKUP_ERROR };
  }
}

/**
 * The address lookup behind the municipality picker (spec §7): the municipality's provider places the address and
 * fills in its address data. Without a provider the typed fields come back (`configured: false`); a failing
 * ArcGIS service gives the spec's "trouble finding that address" message, never an error status.
 */
export async function fetchAddressData(deps: GisDeps, body: z.output<typeof FetchAddressBody>): Promise<FetchAddressResponse> {
  const municipalityId = body.chat.selectedMunicipalityId;
  const municipality = isRowId(municipalityId) ? await findMunicipalityById(deps.db, municipalityId) : null;
  if (!municipality) throw new AppError('not_found', 'No such municipality.');
  const typed = typedFields(body);
  const settings = gisSettingsOf(municipality);

  let outcome: ProviderOutcome | null = null;
  if (settings.provider === 'embedded') {
    outcome = await embeddedOutcome(deps.db, municipality, typed);
  } else if (settings.provider === 'arcgis' && settings.arcgis) {
    try {
      outcome = await lookupWithArcGis(deps.arcgis, settings.arcgis, typed);
    } catch (error) {
      if (!(error instanceof ArcGisUnavailableError)) throw error;
      deps.log?.warn({ module: 'gis', municipalityId, err: error }, 'ArcGIS lookup failed');
      return respond(typed, { status: 'unavailable' }, municipality);
    }
  }
  if (!outcome) {
    const fields = { address: typed.address ?? '', unit: typed.unit ?? '', city: typed.city ?? '', parcelId: typed.parcelId ?? '' };
    const addressData = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    return { configured: false, status: 'not_configured', message: GIS_NOT_CONFIGURED, ...fields, address_data: addressData, facts: [], suggestions: [] };
  }
  return respond(typed, outcome, municipality);
}

/** Builds the in-process index of every municipality using the embedded provider, so no resident waits for it. */
export async function warmEmbeddedGis(db: AppDb, log?: FastifyBaseLogger): Promise<void> {
  for (const municipality of await listMunicipalities(db)) {
    if (gisSettingsOf(municipality).provider !== 'embedded') continue;
    try {
      await loadEmbeddedGis(db, municipality.id);
    } catch (error) {
      log?.warn({ module: 'gis', municipalityId: municipality.id, err: error }, 'could not build the address lookup index');
    }
  }
}
