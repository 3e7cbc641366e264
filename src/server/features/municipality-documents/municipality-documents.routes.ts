import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf, requireSuperAdmin } from '../../auth/auth.hooks';
import type { AppDb } from '../../db/client';
import { idParam } from '../../lib/validate';
import { requireStaff } from '../workbench/workbench.hooks';
import { associateDocument, disassociateDocument, municipalityDocumentsPage } from './municipality-documents.service';

function pairOf(request: FastifyRequest) {
  return { municipalityId: idParam(request, 'municipalityId', 'municipality'), documentId: idParam(request, 'documentId', 'document') };
}

export function registerMunicipalityDocumentRoutes(app: FastifyInstance, db: AppDb): void {
  app.get('/municipality_documents', { preHandler: requireStaff }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const search = (query.search ?? '').trim().slice(0, 200);
    const tab = query.tab === 'document' ? 'document' : 'municipality';
    return reply.inertia('MunicipalityDocumentsIndex', { ...(await municipalityDocumentsPage(db, search)), filters: { search, tab } });
  });

  app.post('/api/v1/municipalities/:municipalityId/documents/:documentId/associate', { preHandler: requireSuperAdmin }, async (request) => {
    const { municipalityId, documentId } = pairOf(request);
    const { created } = await associateDocument(db, municipalityId, documentId, auditActorOf(request));
    return { ok: true, created, message: 'Document associated successfully' };
  });

  app.delete('/api/v1/municipalities/:municipalityId/documents/:documentId/disassociate', { preHandler: requireSuperAdmin }, async (request) => {
    const { municipalityId, documentId } = pairOf(request);
    await disassociateDocument(db, municipalityId, documentId, auditActorOf(request));
    return { ok: true, message: 'Document disassociated successfully' };
  });
}
