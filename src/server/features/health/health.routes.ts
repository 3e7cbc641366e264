import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/health', async (request, reply) => {
    try {
      await database.query('SELECT 1', []);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error, module: 'health' }, 'database check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
