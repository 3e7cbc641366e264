import { AppError } from '../../../contracts/errors';
import { CreateMunicipalityInput, type Municipality } from '../../../contracts/municipalities';
import type { AppDb } from '../../db/client';
import { zodDetails } from '../../lib/error-handler';
import { type MunicipalityRow, upsertMunicipalityByName } from './municipalities.repo';

/** The API shape of a municipality. */
export function serializeMunicipality(row: MunicipalityRow): Municipality {
  return { id: row.id, name: row.name, address_variant: row.addressVariant };
}

/** Creates a municipality (or returns the one that already has this name). */
export async function ensureMunicipality(db: AppDb, input: CreateMunicipalityInput): Promise<MunicipalityRow> {
  const parsed = CreateMunicipalityInput.safeParse(input);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'The municipality could not be saved.', zodDetails(parsed.error));
  }
  return upsertMunicipalityByName(db, parsed.data);
}
