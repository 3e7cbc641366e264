import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from '../../../contracts/workbench';
import { auditActorOf, currentUserOf } from '../../auth/auth.hooks';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { readFormBody } from '../../web/multipart';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { idParam } from '../../lib/validate';
import { listDocuments, type DocumentSort } from './documents.repo';
import { createDocument, editDocument, getDocument, openDocumentFile, removeDocument, serializeDocument } from './documents.service';
import { documentShowProps } from './document-show';

const formConstants = { accepted_extensions: [...ACCEPTED_EXTENSIONS], max_upload_bytes: MAX_UPLOAD_BYTES };

export function registerDocumentRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;
  const readDocumentForm = (request: FastifyRequest) =>
    readFormBody(request, deps.files, { fileField: 'document[file]', maxBytes: MAX_UPLOAD_BYTES });

  app.get('/documents', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const search = (query.search ?? '').trim().slice(0, 200);
    const sort: DocumentSort = query.sort === 'alpha' || query.sort === 'vectorized' ? query.sort : 'recent';
    const rows = await listDocuments(db, { search, sort });
    return reply.inertia('DocumentsIndex', { documents: rows.map(serializeDocument), filters: { search, sort } });
  });

  app.get('/documents/new', async (_request, reply) => reply.inertia('DocumentNew', { document: null, ...formConstants }));

  app.post('/documents', async (request, reply) =>
    withFormErrors(
      reply,
      async () => {
        const form = await readDocumentForm(request);
        const row = await createDocument(deps, { ...form, userId: currentUserOf(request).id });
        setFlash(reply, { notice: 'Document was successfully created.' });
        return reply.inertiaRedirect(`/documents/${row.id}`);
      },
      async () => ({ component: 'DocumentNew', props: { document: null, ...formConstants }, url: '/documents/new' }),
    ),
  );

  app.get('/documents/:id', async (request, reply) => {
    const id = idParam(request, 'id', 'document');
    return reply.inertia('DocumentShow', await documentShowProps(db, id));
  });

  app.get('/documents/:id/edit', async (request, reply) => {
    const document = await getDocument(db, idParam(request, 'id', 'document'));
    return reply.inertia('DocumentEdit', { document: serializeDocument(document), ...formConstants });
  });

  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idParam(request, 'id', 'document');
    return withFormErrors(
      reply,
      async () => {
        const form = await readDocumentForm(request);
        await editDocument(deps, id, form);
        setFlash(reply, { notice: 'Document was successfully updated.' });
        return reply.inertiaRedirect(`/documents/${id}`);
      },
      async () => ({
        component: 'DocumentEdit',
        props: { document: serializeDocument(await getDocument(db, id)), ...formConstants },
        url: `/documents/${id}/edit`,
      }),
    );
  };
  app.put('/documents/:id', update);
  app.patch('/documents/:id', update);
  // Multipart edits arrive as POST with _method=put (Inertia's method spoofing for file uploads).
  app.post('/documents/:id', update);

  app.delete('/documents/:id', async (request, reply) => {
    const row = await removeDocument(deps, idParam(request, 'id', 'document'), auditActorOf(request));
    setFlash(reply, { notice: `Document "${row.name}" was deleted.` });
    return reply.inertiaRedirect('/documents');
  });

  app.get('/documents/:id/file', async (request, reply) => {
    const file = await openDocumentFile(deps, idParam(request, 'id', 'document'));
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `inline; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('Cache-Control', 'private, max-age=300')
      .send(file.stream);
  });
}
