import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DIVISOR_TYPES } from '../../../contracts/workbench';
import { currentUserOf } from '../../auth/auth.hooks';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { getDocument, serializeDocument } from '../documents/documents.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam, isRowId, rowId } from '../../lib/validate';
import { nested } from '../workbench/workbench.hooks';
import { createCombinedJobs } from './combined-jobs.service';
import { deleteAllSplitJobs, deleteSplitJob } from './split-jobs.repo';
import {
  createSplitJob,
  getSplitJob,
  saveStartPages,
  serializeSplitJob,
  updateSplitJobFromForm,
} from './split-jobs.service';
import { AppError } from '../../../contracts/errors';

const DEFAULT_DIVISOR_TYPES = ['title', 'chapter', 'section'];

export function registerSplitJobRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;

  const newProps = async (documentId: number) => {
    const document = await getDocument(db, documentId);
    return {
      document: serializeDocument(document),
      split_job: { start_page: 1, end_page: document.pageCount ?? 1, header_search_string: '', split_rules: '', start_pages: null },
    };
  };
  const editProps = async (documentId: number, id: number) => {
    const [document, splitJob] = await Promise.all([getDocument(db, documentId), getSplitJob(db, documentId, id)]);
    return {
      document: serializeDocument(document),
      split_job: serializeSplitJob(splitJob),
      divisor_types: [...DIVISOR_TYPES],
      default_divisor_types: document.divisorTypes.length ? document.divisorTypes : DEFAULT_DIVISOR_TYPES,
    };
  };

  app.get('/documents/:id/split_jobs/new', async (request, reply) =>
    reply.inertia('SplitJobNew', await newProps(idParam(request, 'id', 'document'))),
  );

  app.post('/documents/:id/split_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return withFormErrors(
      reply,
      async () => {
        const row = await createSplitJob(deps, documentId, nested(request.body, 'split_job'), currentUserOf(request).id);
        setFlash(reply, { notice: 'Split job was created and queued.' });
        return reply.inertiaRedirect(`/documents/${documentId}/split_jobs/${row.id}`);
      },
      async () => ({ component: 'SplitJobNew', props: await newProps(documentId), url: `/documents/${documentId}/split_jobs/new` }),
    );
  });

  app.get('/documents/:id/split_jobs/:splitJobId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'splitJobId', 'split job');
    const [document, splitJob] = await Promise.all([getDocument(db, documentId), getSplitJob(db, documentId, id)]);
    return reply.inertia('SplitJobShow', { document: serializeDocument(document), split_job: serializeSplitJob(splitJob) });
  });

  app.get('/documents/:id/split_jobs/:splitJobId/edit', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    return reply.inertia('SplitJobEdit', await editProps(documentId, idParam(request, 'splitJobId', 'split job')));
  });

  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'splitJobId', 'split job');
    return withFormErrors(
      reply,
      async () => {
        await updateSplitJobFromForm(deps, documentId, id, nested(request.body, 'split_job'), currentUserOf(request).id);
        setFlash(reply, { notice: 'Split job was updated.' });
        return reply.inertiaRedirect(`/documents/${documentId}/split_jobs/${id}`);
      },
      async () => ({
        component: 'SplitJobEdit',
        props: await editProps(documentId, id),
        url: `/documents/${documentId}/split_jobs/${id}/edit`,
      }),
    );
  };
  app.patch('/documents/:id/split_jobs/:splitJobId', update);
  app.put('/documents/:id/split_jobs/:splitJobId', update);

  app.delete('/documents/:id/split_jobs/:splitJobId', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const id = idParam(request, 'splitJobId', 'split job');
    await getSplitJob(db, documentId, id);
    await deleteSplitJob(db, documentId, id);
    setFlash(reply, { notice: 'Split job was deleted.' });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  app.delete('/documents/:id/split_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    await getDocument(db, documentId);
    const n = await deleteAllSplitJobs(db, documentId);
    setFlash(reply, { notice: `Deleted ${n} split job(s).` });
    return reply.inertiaRedirect(`/documents/${documentId}`);
  });

  // The split editor's Save JSON (a fetch call, not an Inertia visit).
  app.post('/documents/:id/update_split_job', async (request) => {
    const documentId = idParam(request, 'id', 'document');
    const raw = (request.query as Record<string, string | undefined>).split_job_id;
    if (!raw) throw new AppError('bad_request', 'split_job_id is required: save the split job first.');
    const splitJobId = rowId(Number(raw), 'split job');
    const startPages = nested(request.body, 'split_job').start_pages;
    const row = await saveStartPages(db, documentId, splitJobId, startPages);
    return { ok: true, split_job: serializeSplitJob(row) };
  });

  app.post('/documents/:id/create_combined_jobs', async (request, reply) => {
    const documentId = idParam(request, 'id', 'document');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const splitJobId = Number(body.split_job_id);
    return withFormErrors(
      reply,
      async () => {
        const created = await createCombinedJobs(deps, documentId, body, currentUserOf(request).id);
        setFlash(reply, { notice: `Created ${created.parseJobs} parse job(s) and ${created.extractJobs} extract job(s).` });
        return reply.inertiaRedirect(`/documents/${documentId}`);
      },
      async () => {
        if (isRowId(splitJobId)) {
          return {
            component: 'SplitJobEdit',
            props: await editProps(documentId, splitJobId),
            url: `/documents/${documentId}/split_jobs/${splitJobId}/edit`,
          };
        }
        throw new AppError('validation_failed', 'The jobs could not be created.');
      },
    );
  });
}
