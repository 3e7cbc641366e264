import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Staff pages: anonymous visitors go to the sign-in page, signed-in non-staff get a 403. */
export async function requireStaffPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.currentUser) {
    // A full page load, also for Inertia visits: the sign-in page is not an Inertia page.
    await reply.inertiaLocation(`/users/sign_in?return_to=${encodeURIComponent(request.url)}`);
    return;
  }
  if (request.currentUser.role !== 'super_admin') {
    await reply.status(403).send({
      error: { code: 'forbidden', message: 'Only staff (super admins) may use the document workbench.' },
    });
  }
}

export function registerPageRoutes(app: FastifyInstance): void {
  // The research assistant is one page; it switches sections by its own state (spec chat-app §2).
  app.get('/', async (_request, reply) => reply.sendSpa());

  app.get('/madmin', async (_request, reply) => reply.redirect('/documents'));

}
