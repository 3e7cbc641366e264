import type { AppDb } from '../../db/client';
import { randomToken } from '../../auth/crypto';
import { RIVERGROVE_MUNICIPALITY } from '../demo/demo.service';
import { ensureMunicipality } from '../municipalities/municipalities.service';
import { countUsers } from '../users/users.repo';
import { createUser } from '../users/users.service';

export const DEMO_MUNICIPALITY = 'District of Columbia (demo)';
export const DEFAULT_ADMIN_EMAIL = 'admin@ordo.local';

export type SeedResult =
  | { created: false }
  | {
      created: true;
      adminId: number;
      adminEmail: string;
      adminPassword: string;
      passwordWasGenerated: boolean;
      municipalityId: number;
      /** The second demo municipality (City of Rivergrove, OR), whose enactments are published too. */
      rivergroveId: number;
    };

/** On an empty database, creates the demo municipalities (DC, then Rivergrove) and the first super admin; a no-op once any user exists. */
export async function seedOnFirstStart(
  db: AppDb,
  options: { adminEmail: string | null; adminPassword: string | null },
): Promise<SeedResult> {
  const municipality = await ensureMunicipality(db, { name: DEMO_MUNICIPALITY, addressVariant: 'none' });
  if ((await countUsers(db)) > 0) return { created: false };
  const rivergrove = await ensureMunicipality(db, { name: RIVERGROVE_MUNICIPALITY, addressVariant: 'none' });
  const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = options.adminPassword ?? randomToken(12);
  const admin = await createUser(db, {
    email: adminEmail,
    password: adminPassword,
    role: 'super_admin',
    flags: ['grant_access', 'permit_mvp', 'code_doctor'],
  });
  return {
    created: true,
    adminId: admin.id,
    adminEmail,
    adminPassword,
    passwordWasGenerated: !options.adminPassword,
    municipalityId: municipality.id,
    rivergroveId: rivergrove.id,
  };
}
