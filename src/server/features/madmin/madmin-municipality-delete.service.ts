import { z } from 'zod';
import { AppError } from '../../../contracts/errors';
import type { MadminMunicipality } from '../../../contracts/gis';
import type { MunicipalityDeletionImpact } from '../../../contracts/madmin-municipalities';
import type { AppDb } from '../../db/client';
import { formError } from '../../web/forms';
import { type AuditActor, recordAuditEvent } from '../audit/audit.service';
import { archiveMunicipalityChats, countDeletionImpact, deleteMunicipalityRow, lockMunicipality } from './madmin.repo';
import { getMunicipality, serializeMadminMunicipality } from './madmin.service';

const DeleteForm = z.object({ confirm_name: z.string().trim().prefault('') });

/** The municipality and what deleting it would touch, for the confirmation page. */
export async function municipalityDeletionPage(db: AppDb, id: number): Promise<{ municipality: MadminMunicipality; impact: MunicipalityDeletionImpact }> {
  const row = await getMunicipality(db, id);
  return { municipality: serializeMadminMunicipality(row), impact: await countDeletionImpact(db, id) };
}

/**
 * Deletes the municipality. One with conversations is deleted only when its name was typed to confirm (checked
 * against the counts at the moment of deletion, so a conversation started after the page was shown still asks);
 * its conversations are kept, archived and no longer tied to a municipality. Audited with what it touched.
 */
export async function deleteMunicipality(db: AppDb, id: number, body: unknown, actor: AuditActor): Promise<{ name: string; impact: MunicipalityDeletionImpact }> {
  const parsed = DeleteForm.safeParse(body ?? {});
  const typed = parsed.success ? parsed.data.confirm_name : '';
  return db.transaction(async (tx) => {
    const row = await lockMunicipality(tx, id);
    if (!row) throw new AppError('not_found', 'This municipality no longer exists: it was deleted meanwhile.');
    const impact = await countDeletionImpact(tx, id);
    if (impact.conversations > 0 && typed !== row.name) {
      const message = typed === '' ? `Type the name "${row.name}" to delete it.` : `The name typed is not "${row.name}".`;
      throw formError({ confirm_name: message }, `"${row.name}" has ${impact.conversations.toLocaleString('en-US')} conversations: confirm with its name.`);
    }
    await archiveMunicipalityChats(tx, id, new Date());
    await deleteMunicipalityRow(tx, id);
    await recordAuditEvent(tx, actor, 'municipality.deleted', { type: 'municipality', id, label: row.name }, { ...impact, conversations_kept: 'archived, without a municipality' });
    return { name: row.name, impact };
  });
}
