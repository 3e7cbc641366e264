import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../contracts/errors';
import { DIVISOR_TYPES } from '../../../contracts/workbench';
import { currentUserOf } from '../../auth/auth.hooks';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { getDocument, serializeDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { nested } from '../workbench/workbench.hooks';
import { deleteAllExtractJobs, deleteExtractJob, neighbourExtractJobIds } from './extract-jobs.repo';
import { DEFAULT_DIVISOR_TYPES, createExtractJob, extractJobDetail, jsonMapFor, updateAndRerunExtractJob } from './extract-jobs.service';

export function registerExtractJobRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;

  const newProps = async (documentId: number) => {
    const document = await getDocument(db, documentId);
    return {
      document: serializeDocument(document),
      extract_job: {
        name: '',
        start_page: 1,
        end_page: document.pageCount ?? 1,
        extract_prompt: '',
        json_map: '',
        divisor_types: document.divisorTypes.length ? document.divisorTypes : DEFAULT_DIVISOR_TYPES,
      },
      divisor_types: [...DIVISOR_TYPES],
    };
  };
  const editProps = async (documentId: number, id: number) => {
    const [document, job, neighbours] = await Promise.all([
      getDocument(db, documentId),
      extractJobDetail(db, documentId, id),
      neighbourExtractJobIds(db, documentId, id),
    ]);
    return {
      document: serializeDocument(document),
      extract_job: job,
      divisor_types: [...DIVISOR_TYPES],
      previous_extract_job_id: neighbours.previous,
      next_extract_job_id: neighbours.next,
    };
  };

  app.get('/documents/:id/extract_jobs/new', async (request, reply) =>
    reply.inertia('ExtractJobNew', await newProps(idParam(request, 'id', 'document'))),
  );

  app.post('/documents/:id/extract_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return withFormErrors(
      reply,
      async () => {
        const row = await createExtractJob(deps, documentId, nested(request.body, 'extract_job'), currentUserOf(request).id);
        setFlash(reply, { notice: 'Extract job was created and queued.' });
        return reply.inertiaRedirect(`/documents/${documentId}/extract_jobs/${row.id}/edit`);
      },
      async () => ({ component: 'ExtractJobNew', props: await newProps(documentId), url: `/documents/${documentId}/extract_jobs/new` }),
    );
  });

  // A fetch call from the extract job form and the split editor.
  app.post('/documents/:id/extract_jobs/generate_json_map', async (request) => {
    await getDocument(db, idParam(request, 'id', 'document'));
    const body = nested(request.body, 'extract_job');
    return { json_map: jsonMapFor(body.divisor_types_order ?? body.divisor_types) };
  });

  app.get('/documents/:id/extract_jobs/:jobId/edit', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return reply.inertia('ExtractJobEdit', await editProps(documentId, idParam(request, 'jobId', 'extract job')));
  });

  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'jobId', 'extract job');
    return withFormErrors(
      reply,
      async () => {
        await updateAndRerunExtractJob(deps, documentId, id, nested(request.body, 'extract_job'), currentUserOf(request).id);
        setFlash(reply, { notice: 'Extract job was updated and queued again.' });
        return reply.inertiaRedirect(`/documents/${documentId}/extract_jobs/${id}/edit`);
      },
      async () => ({ component: 'ExtractJobEdit', props: await editProps(documentId, id), url: `/documents/${documentId}/extract_jobs/${id}/edit` }),
    );
  };
  app.put('/documents/:id/extract_jobs/:jobId', update);
  app.patch('/documents/:id/extract_jobs/:jobId', update);

  app.delete('/documents/:id/extract_jobs/:jobId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const deleted = await deleteExtractJob(db, documentId, idParam(request, 'jobId', 'extract job'));
    if (!deleted) throw new AppError('not_found', 'No such extract job.');
    setFlash(reply, { notice: 'Extract job was deleted.' });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.delete('/documents/:id/extract_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(db, documentId);
    const n = await deleteAllExtractJobs(db, documentId);
    setFlash(reply, { notice: `Deleted ${n} extract job(s).` });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });
}
