import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDb } from '../../db/client';
import { idParam } from '../../lib/validate';
import { requireStaff } from '../workbench/workbench.hooks';
import { writeDaysCsv, nameExport, writeRepliesCsv } from './activity-csv';
import { listActivityDays, listActivityReplies, getActivityOverview, getActivityReply, parseActivityQuery } from './activity.service';

function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** /madmin/activity: super admins see how the service is used (figures, unanswered and unhelpful replies) and export them. */
export async function registerActivityRoutes(app: FastifyInstance, db: AppDb): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireStaff);

    scope.get('/madmin/activity', async (request, reply) =>
      reply.inertia('MadminActivity', await getActivityOverview(db, parseActivityQuery(request.query).filter)),
    );
    scope.get('/madmin/activity.csv', async (request, reply) => {
      const { filter } = parseActivityQuery(request.query);
      return sendCsv(reply, nameExport('activity-daily', filter), writeDaysCsv(await listActivityDays(db, filter)));
    });

    for (const kind of ['unanswered', 'unhelpful'] as const) {
      scope.get(`/madmin/activity/${kind}`, async (request, reply) => {
        const { filter, page } = parseActivityQuery(request.query);
        return reply.inertia('MadminActivityList', { kind, ...(await listActivityReplies(db, kind, filter, page)) });
      });
      scope.get(`/madmin/activity/${kind}.csv`, async (request, reply) => {
        const { filter } = parseActivityQuery(request.query);
        return sendCsv(reply, nameExport(`activity-${kind}`, filter), await writeRepliesCsv(db, kind, filter));
      });
    }

    scope.get('/madmin/activity/replies/:id', async (request, reply) =>
      reply.inertia('MadminActivityReply', { reply: await getActivityReply(db, idParam(request, 'id', 'reply')) }),
    );
  });
}
