import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GisProvider, LAYER_FILE_EXTENSIONS, LayerKind, MAX_LAYER_BYTES } from '../../../contracts/gis';
import { AddressVariant } from '../../../contracts/municipalities';
import { auditActorOf } from '../../auth/auth.hooks';
import { idParam } from '../../lib/validate';
import { setFlash } from '../../web/flash';
import { withFormErrors } from '../../web/forms';
import { readFormBody } from '../../web/multipart';
import { editLayerMappings, removeLayer, uploadLayer } from '../gis/layer-upload.service';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { nested, requireStaff } from '../workbench/workbench.hooks';
import { deleteMunicipality, municipalityDeletionPage } from './madmin-municipality-delete.service';
import { createMunicipality, editMunicipality, getMunicipality, listMadminMunicipalities, madminMunicipalityPage, serializeMadminMunicipality } from './madmin.service';

/** Choices and limits the municipality and layer forms offer. */
const formConstants = {
  address_variants: AddressVariant.options,
  providers: GisProvider.options,
  layer_kinds: LayerKind.options,
  layer_extensions: [...LAYER_FILE_EXTENSIONS],
  max_layer_bytes: MAX_LAYER_BYTES,
};

const municipalityPath = (id: number) => `/madmin/municipalities/${id}`;

/** /madmin: super admins manage municipalities, their address form and their address lookup (GIS) settings and layers. */
export async function registerMadminRoutes(app: FastifyInstance, deps: WorkbenchDeps): Promise<void> {
  const { db } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireStaff);

    scope.get('/madmin', async (_request, reply) => reply.inertiaRedirect('/madmin/municipalities'));

    scope.get('/madmin/municipalities', async (_request, reply) =>
      reply.inertia('MadminMunicipalitiesIndex', { municipalities: await listMadminMunicipalities(db) }),
    );

    scope.get('/madmin/municipalities/new', async (_request, reply) => reply.inertia('MadminMunicipalityNew', { municipality: null, ...formConstants }));

    scope.post('/madmin/municipalities', async (request, reply) =>
      withFormErrors(
        reply,
        async () => {
          const row = await createMunicipality(db, nested(request.body, 'municipality'), auditActorOf(request));
          setFlash(reply, { notice: `Municipality "${row.name}" was created.` });
          return reply.inertiaRedirect(municipalityPath(row.id));
        },
        async () => ({ component: 'MadminMunicipalityNew', props: { municipality: null, ...formConstants }, url: '/madmin/municipalities/new' }),
      ),
    );

    scope.get('/madmin/municipalities/:id', async (request, reply) =>
      reply.inertia('MadminMunicipalityShow', { ...(await madminMunicipalityPage(db, idParam(request, 'id', 'municipality'))), ...formConstants }),
    );

    scope.get('/madmin/municipalities/:id/edit', async (request, reply) => {
      const row = await getMunicipality(db, idParam(request, 'id', 'municipality'));
      return reply.inertia('MadminMunicipalityEdit', { municipality: serializeMadminMunicipality(row), ...formConstants });
    });

    const update = async (request: FastifyRequest, reply: FastifyReply) => {
      const id = idParam(request, 'id', 'municipality');
      return withFormErrors(
        reply,
        async () => {
          const row = await editMunicipality(db, id, nested(request.body, 'municipality'), auditActorOf(request));
          setFlash(reply, { notice: `Municipality "${row.name}" was updated.` });
          return reply.inertiaRedirect(municipalityPath(id));
        },
        async () => ({
          component: 'MadminMunicipalityEdit',
          props: { municipality: serializeMadminMunicipality(await getMunicipality(db, id)), ...formConstants },
          url: `${municipalityPath(id)}/edit`,
        }),
      );
    };
    scope.put('/madmin/municipalities/:id', update);
    scope.patch('/madmin/municipalities/:id', update);

    scope.get('/madmin/municipalities/:id/delete', async (request, reply) =>
      reply.inertia('MadminMunicipalityDelete', await municipalityDeletionPage(db, idParam(request, 'id', 'municipality'))),
    );

    scope.delete('/madmin/municipalities/:id', async (request, reply) => {
      const id = idParam(request, 'id', 'municipality');
      return withFormErrors(
        reply,
        async () => {
          const { name, impact } = await deleteMunicipality(db, id, request.body, auditActorOf(request));
          const n = impact.conversations;
          const kept = n > 0 ? ` Its ${n.toLocaleString('en-US')} ${n === 1 ? 'conversation was' : 'conversations were'} kept, archived.` : '';
          setFlash(reply, { notice: `Municipality "${name}" was deleted.${kept}` });
          return reply.inertiaRedirect('/madmin/municipalities');
        },
        async () => ({ component: 'MadminMunicipalityDelete', props: await municipalityDeletionPage(db, id), url: `${municipalityPath(id)}/delete` }),
      );
    });

    scope.post('/madmin/municipalities/:id/layers', async (request, reply) => {
      const id = idParam(request, 'id', 'municipality');
      await getMunicipality(db, id);
      return withFormErrors(
        reply,
        async () => {
          const form = await readFormBody(request, deps.files, { fileField: 'layer[file]', maxBytes: MAX_LAYER_BYTES });
          const layer = await uploadLayer(deps, id, form, auditActorOf(request));
          const count = layer.featureCount.toLocaleString('en-US');
          setFlash(reply, { notice: `Layer "${layer.name}" was imported: ${count} ${layer.featureCount === 1 ? 'feature' : 'features'}.` });
          return reply.inertiaRedirect(municipalityPath(id));
        },
        async () => ({ component: 'MadminMunicipalityShow', props: { ...(await madminMunicipalityPage(db, id)), ...formConstants }, url: municipalityPath(id) }),
      );
    });

    scope.patch('/madmin/municipalities/:id/layers/:layerId', async (request, reply) => {
      const id = idParam(request, 'id', 'municipality');
      const layerId = idParam(request, 'layerId', 'layer');
      return withFormErrors(
        reply,
        async () => {
          const layer = await editLayerMappings(db, id, layerId, request.body, auditActorOf(request));
          setFlash(reply, { notice: `The mappings of "${layer.name}" were saved.` });
          return reply.inertiaRedirect(municipalityPath(id));
        },
        async () => ({ component: 'MadminMunicipalityShow', props: { ...(await madminMunicipalityPage(db, id)), ...formConstants }, url: municipalityPath(id) }),
      );
    });

    scope.delete('/madmin/municipalities/:id/layers/:layerId', async (request, reply) => {
      const id = idParam(request, 'id', 'municipality');
      const layer = await removeLayer(db, id, idParam(request, 'layerId', 'layer'), auditActorOf(request));
      setFlash(reply, { notice: `Layer "${layer.name}" was deleted.` });
      return reply.inertiaRedirect(municipalityPath(id));
    });
  });
}
