import type { FastifyInstance } from 'fastify';
import { FetchAddressBody } from '../../../contracts/chats';
import { requireUser } from '../../auth/auth.hooks';
import type { AppDb } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { fetchAddressData } from './gis.service';

export function registerGisRoutes(app: FastifyInstance, db: AppDb): void {
  app.post('/api/v1/gis_services/fetch_address_data', { preHandler: requireUser }, async (request) =>
    fetchAddressData(db, parseInput(FetchAddressBody, request.body)),
  );
}
