import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../contracts/errors';
import { currentUserOf, requireUser } from '../../auth/auth.hooks';
import type { JobSystem } from '../../jobs/job-system';

const JobParams = z.object({ id: z.uuid('Not a job id.') });

export function registerJobRoutes(app: FastifyInstance, jobs: JobSystem): void {
  // A job's status and failure reason, for the person who started it and for staff.
  app.get('/api/v1/jobs/:id', { preHandler: requireUser }, async (request) => {
    const params = JobParams.safeParse(request.params);
    if (!params.success) throw new AppError('not_found', 'No such job.');
    const user = currentUserOf(request);
    const job = await jobs.getJob(params.data.id);
    if (!job || (user.role !== 'super_admin' && job.userId !== user.id)) {
      throw new AppError('not_found', 'No such job.');
    }
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      progress: job.progress,
      message: job.message,
      error: job.error,
      attempts: job.attempts,
      created_at: job.createdAt,
      finished_at: job.finishedAt,
    };
  });
}
