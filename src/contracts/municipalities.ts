import { z } from 'zod';

/** Which address fields the chat's municipality picker shows (spec chat-app §3 and §5). */
export const AddressVariant = z.enum(['none', 'springdale', 'county', 'decatur']);
export type AddressVariant = z.infer<typeof AddressVariant>;

export const Municipality = z.object({
  id: z.number(),
  name: z.string(),
  address_variant: AddressVariant,
});
export type Municipality = z.infer<typeof Municipality>;

export const CreateMunicipalityInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(200),
  addressVariant: AddressVariant.default('none'),
  settings: z.record(z.string(), z.unknown()).default({}),
});
export type CreateMunicipalityInput = z.input<typeof CreateMunicipalityInput>;
