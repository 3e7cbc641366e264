import type { FastifyInstance } from 'fastify';
import { CodeHealthFilter, ReviewContradictionBody } from '../../../contracts/contradictions';
import { currentUserOf } from '../../auth/auth.hooks';
import { idParam, parseInput } from '../../lib/validate';
import { setFlash } from '../../web/flash';
import type { WorkbenchDeps } from '../workbench/workbench.deps';
import { backTo } from '../workbench/workbench.hooks';
import { codeHealthIndex, codeHealthPage, reviewContradiction, startCodeHealthScan } from './code-health.service';

const REVIEW_NOTICE = { confirmed: 'Marked as a confirmed contradiction.', dismissed: 'Dismissed: this pair will not be raised again in chat.', open: 'Reopened.' } as const;

/** The workbench's code health report (staff only, inside the workbench scope): per municipality, "Scan all documents" and the findings. */
export function registerContradictionRoutes(app: FastifyInstance, deps: WorkbenchDeps): void {
  const { db } = deps;
  const page = (id: number) => `/municipalities/${id}/code_health`;

  app.get('/code_health', async (_request, reply) => reply.inertia('CodeHealthIndex', { municipalities: await codeHealthIndex(db) }));

  app.get('/municipalities/:municipalityId/code_health', async (request, reply) => {
    const municipalityId = idParam(request, 'municipalityId', 'municipality');
    const filter = CodeHealthFilter.parse((request.query as Record<string, unknown>).status);
    return reply.inertia('CodeHealthShow', await codeHealthPage(db, municipalityId, filter));
  });

  app.post('/municipalities/:municipalityId/code_health/scans', async (request, reply) => {
    const municipalityId = idParam(request, 'municipalityId', 'municipality');
    await startCodeHealthScan(deps, municipalityId, currentUserOf(request).id);
    setFlash(reply, { notice: 'Scanning all documents. The report updates when the scan finishes.' });
    return reply.inertiaRedirect(backTo(request, page(municipalityId), page(municipalityId)));
  });

  app.post('/municipalities/:municipalityId/code_health/contradictions/:contradictionId/review', async (request, reply) => {
    const municipalityId = idParam(request, 'municipalityId', 'municipality');
    const id = idParam(request, 'contradictionId', 'finding');
    const { status } = parseInput(ReviewContradictionBody, request.body);
    await reviewContradiction(db, municipalityId, id, status, currentUserOf(request).id);
    setFlash(reply, { notice: REVIEW_NOTICE[status] });
    return reply.inertiaRedirect(backTo(request, page(municipalityId), page(municipalityId)));
  });
}
