import type { FastifyInstance } from 'fastify';
import { registerChunkCollectionRoutes } from '../chunk-collections/chunk-collections.routes';
import { registerChunkRoutes } from '../chunks/chunks.routes';
import { registerContradictionRoutes } from '../contradictions/contradictions.routes';
import { registerDivisorRoutes } from '../extract-jobs/divisors.routes';
import { registerExtractJobRoutes } from '../extract-jobs/extract-jobs.routes';
import { registerPublishingRoutes } from '../publishing/publishing.routes';
import { registerTestQuestionRoutes } from '../test-questions/test-questions.routes';
import { registerDocumentRoutes } from '../documents/documents.routes';
import { registerParseJobRoutes } from '../parse-jobs/parse-jobs.routes';
import { registerSplitJobRoutes } from '../split-jobs/split-jobs.routes';
import type { WorkbenchDeps } from './workbench.deps';
import { requireStaff } from './workbench.hooks';

/** The document workbench: staff-only pages and actions, in their own scope behind requireStaff. */
export async function registerWorkbenchRoutes(app: FastifyInstance, deps: WorkbenchDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireStaff);
    registerDocumentRoutes(scope, deps);
    registerParseJobRoutes(scope, deps);
    registerSplitJobRoutes(scope, deps);
    registerChunkRoutes(scope, deps);
    registerExtractJobRoutes(scope, deps);
    registerChunkCollectionRoutes(scope, deps);
    registerDivisorRoutes(scope, deps);
    registerTestQuestionRoutes(scope, deps);
    registerPublishingRoutes(scope, deps);
    registerContradictionRoutes(scope, deps);
  });
}
