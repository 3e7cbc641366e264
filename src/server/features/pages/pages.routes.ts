import type { FastifyInstance } from 'fastify';

export function registerPageRoutes(app: FastifyInstance): void {
  // The research assistant is one page; it switches sections by its own state (spec chat-app §2).
  app.get('/', async (_request, reply) => reply.sendSpa());
}
