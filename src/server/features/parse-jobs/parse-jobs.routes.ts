import type { FastifyInstance } from 'fastify';
import { PARSE_JOB_DEFAULT_CHUNK_SIZE } from '../../../contracts/workbench';
import { currentUserOf } from '../../auth/auth.hooks';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { getDocument, serializeDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { nested } from '../workbench/workbench.hooks';
import { deleteAllParseJobs, deleteParseJob, neighbourParseJobIds } from './parse-jobs.repo';
import { chunkModes, createParseJob, getParseJob, parseJobDetail, updateAndRerunParseJob } from './parse-jobs.service';

export function registerParseJobRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;

  const newProps = async (documentId: number) => {
    const document = await getDocument(db, documentId);
    return {
      document: serializeDocument(document),
      parse_job: { name: '', chunk_size: PARSE_JOB_DEFAULT_CHUNK_SIZE, chunk_mode: '', start_page: 1, end_page: document.pageCount ?? 1 },
      chunk_modes: chunkModes(),
    };
  };
  const editProps = async (documentId: number, id: number) => {
    const [document, parseJob, neighbours] = await Promise.all([
      getDocument(db, documentId),
      parseJobDetail(db, documentId, id),
      neighbourParseJobIds(db, documentId, id),
    ]);
    return {
      document: serializeDocument(document),
      parse_job: parseJob,
      chunk_modes: chunkModes(),
      previous_parse_job_id: neighbours.previous,
      next_parse_job_id: neighbours.next,
    };
  };

  app.get('/documents/:id/parse_jobs/new', async (request, reply) =>
    reply.inertia('ParseJobNew', await newProps(idParam(request, 'id', 'document'))),
  );

  app.post('/documents/:id/parse_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return withFormErrors(
      reply,
      async () => {
        const row = await createParseJob(deps, documentId, nested(request.body, 'parse_job'), currentUserOf(request).id);
        setFlash(reply, { notice: 'Parse job was created and queued.' });
        return reply.inertiaRedirect(`/documents/${documentId}/parse_jobs/${row.id}/edit`);
      },
      async () => ({ component: 'ParseJobNew', props: await newProps(documentId), url: `/documents/${documentId}/parse_jobs/new` }),
    );
  });

  app.get('/documents/:id/parse_jobs/:parseJobId/edit', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return reply.inertia('ParseJobEdit', await editProps(documentId, idParam(request, 'parseJobId', 'parse job')));
  });

  app.put('/documents/:id/parse_jobs/:parseJobId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'parseJobId', 'parse job');
    return withFormErrors(
      reply,
      async () => {
        await updateAndRerunParseJob(deps, documentId, id, nested(request.body, 'parse_job'), currentUserOf(request).id);
        setFlash(reply, { notice: 'Parse job was updated and queued again.' });
        return reply.inertiaRedirect(`/documents/${documentId}/parse_jobs/${id}/edit`);
      },
      async () => ({
        component: 'ParseJobEdit',
        props: await editProps(documentId, id),
        url: `/documents/${documentId}/parse_jobs/${id}/edit`,
      }),
    );
  });

  app.delete('/documents/:id/parse_jobs/:parseJobId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'parseJobId', 'parse job');
    await getParseJob(db, documentId, id);
    await deleteParseJob(db, documentId, id);
    setFlash(reply, { notice: 'Parse job was deleted.' });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.delete('/documents/:id/parse_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(db, documentId);
    const n = await deleteAllParseJobs(db, documentId);
    setFlash(reply, { notice: `Deleted ${n} parse job(s).` });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });
}
