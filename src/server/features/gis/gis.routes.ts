import type { FastifyInstance } from 'fastify';
import { FetchAddressBody } from '../../../contracts/chats';
import { SaveAddressDataBody } from '../../../contracts/gis';
import { currentUserOf, requireUser } from '../../auth/auth.hooks';
import type { AppDb } from '../../db/client';
import { idParam, parseInput } from '../../lib/validate';
import { ArcGisClient } from './arcgis.client';
import { saveChatAddressData } from './chat-address.service';
import { fetchAddressData, warmEmbeddedGis } from './gis.service';

export function registerGisRoutes(app: FastifyInstance, db: AppDb): void {
  // One client per app: its cache of ArcGIS answers is shared by every lookup.
  const arcgis = new ArcGisClient();
  app.addHook('onReady', async () => {
    void warmEmbeddedGis(db, app.log).catch((error) => app.log.warn({ module: 'gis', err: error }, 'address lookup warm-up failed'));
  });

  app.post('/api/v1/gis_services/fetch_address_data', { preHandler: requireUser }, async (request) =>
    fetchAddressData({ db, arcgis, log: request.log }, parseInput(FetchAddressBody, request.body)),
  );

  app.post('/api/v1/chats/:id/address_data', { preHandler: requireUser }, async (request) => {
    const chatId = idParam(request, 'id', 'conversation');
    const body = parseInput(SaveAddressDataBody, request.body);
    return { configuration: await saveChatAddressData(db, currentUserOf(request).id, chatId, body.address_data) };
  });
}
