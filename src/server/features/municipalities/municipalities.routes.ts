import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/auth.hooks';
import type { AppDb } from '../../db/client';
import { listMunicipalities } from './municipalities.repo';
import { serializeMunicipality } from './municipalities.service';

export function registerMunicipalityRoutes(app: FastifyInstance, db: AppDb): void {
  app.get('/api/v1/municipalities', { preHandler: requireUser }, async () => {
    const rows = await listMunicipalities(db);
    return rows.map(serializeMunicipality);
  });
}
