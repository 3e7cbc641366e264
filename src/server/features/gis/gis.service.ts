import type { FetchAddressBody, FetchAddressResponse } from '../../../contracts/chats';
import { AppError } from '../../../contracts/errors';
import type { AppDb } from '../../db/client';
import { isRowId } from '../../lib/validate';
import { findMunicipalityById } from '../municipalities/municipalities.repo';
import type { z } from 'zod';

export const GIS_NOT_CONFIGURED = 'Address lookup is not available for this municipality yet; the address will be saved as typed.';

/**
 * The address lookup behind the municipality picker. No GIS service is connected yet, so it answers
 * `configured: false` and echoes the typed fields (trimmed); `address_data` holds the non-empty ones.
 */
export async function fetchAddressData(db: AppDb, body: z.output<typeof FetchAddressBody>): Promise<FetchAddressResponse> {
  const municipalityId = body.chat.selectedMunicipalityId;
  if (!isRowId(municipalityId) || !(await findMunicipalityById(db, municipalityId))) throw new AppError('not_found', 'No such municipality.');
  const fields = {
    address: body.address?.trim() ?? '',
    unit: body.unit?.trim() ?? '',
    city: body.city?.trim() ?? '',
    parcelId: body.parcelId?.trim() ?? '',
  };
  const addressData = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  return { configured: false, message: GIS_NOT_CONFIGURED, ...fields, address_data: addressData };
}
