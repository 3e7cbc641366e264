import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../contracts/workbench';
import { currentUserOf, requireUser } from '../../auth/auth.hooks';
import type { AppDb } from '../../db/client';
import type { JobSystem } from '../../jobs/job-system';
import type { FileStore } from '../../storage/file-store';
import { readFormBody } from '../../web/multipart';
import { checkUploadTarget, getMunicipalityDocuments, uploadMunicipalityDocument } from './uploads.service';

const municipalityParam = (request: FastifyRequest) => (request.params as { municipalityId?: string }).municipalityId;

/** Manage Documents in the chat app: a municipality's documents, and uploads that are processed automatically. */
export function registerUploadRoutes(app: FastifyInstance, deps: { db: AppDb; files: FileStore; jobs: JobSystem }): void {
  app.get('/api/v1/municipalities/:municipalityId/documents', { preHandler: requireUser }, async (request) =>
    getMunicipalityDocuments(deps.db, municipalityParam(request)),
  );

  app.post('/api/v1/municipalities/:municipalityId/documents', { preHandler: requireUser }, async (request, reply) => {
    const user = currentUserOf(request);
    // Permission and municipality first, so a refused upload is never read or stored.
    const municipalityId = await checkUploadTarget(deps.db, user, municipalityParam(request));
    const form = await readFormBody(request, deps.files, { fileField: 'document[file]', maxBytes: MAX_UPLOAD_BYTES });
    const document = await uploadMunicipalityDocument(deps, { municipalityId, form, userId: user.id, requestId: request.id });
    return reply.status(201).send(document);
  });
}
