import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../contracts/workbench';
import { registerWorkbenchRoutes } from './features/workbench/workbench.routes';
import { registerAccountRoutes } from './features/account/account.routes';
import { registerMadminUserRoutes } from './features/madmin/madmin-users.routes';
import { registerMadminRoutes } from './features/madmin/madmin.routes';
import { registerActivityRoutes } from './features/activity/activity.routes';
import { registerMunicipalityDocumentRoutes } from './features/municipality-documents/municipality-documents.routes';
import type { AiModels } from '../engine/ai';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerAuthHooks, csrfTokenFor, type AuthOptions } from './auth/auth.hooks';
import { randomToken } from './auth/crypto';
import { Broadcaster } from './cable/broadcaster';
import { attachCable } from './cable/cable-server';
import { buildChannels } from './cable/channels';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isChatOwner } from './features/chats/chats.repo';
import { registerChatRoutes } from './features/chats/chats.routes';
import { registerMessageRoutes } from './features/messages/messages.routes';
import { getOrCreateSetting } from './features/instance/instance.repo';
import { registerHealthRoutes } from './features/health/health.routes';
import { registerJobRoutes } from './features/jobs/jobs.routes';
import { registerMunicipalityRoutes } from './features/municipalities/municipalities.routes';
import { registerUploadRoutes } from './features/uploads/uploads.routes';
import { registerGisRoutes } from './features/gis/gis.routes';
import { registerCompletionRoutes } from './features/completions/completions.routes';
import { registerGrantRoutes } from './features/grants/grants.routes';
import { registerPermitRoutes } from './features/permits/permits.routes';
import { resolveSession, sessionIdOf } from './features/sessions/sessions.service';
import { registerSessionRoutes } from './features/sessions/sessions.routes';
import { serializeUser } from './features/users/users.service';
import { SESSION_COOKIE } from './auth/auth.hooks';
import { registerPageRoutes } from './features/pages/pages.routes';
import type { JobDefinition } from './jobs/job-definition';
import { createJobSystem, type JobSystem } from './jobs/job-system';
import { registerAppJobs } from './jobs/registry';
import type { z } from 'zod';
import { registerErrorHandling } from './lib/error-handler';
import { createLogger } from './lib/logger';
import { parseGuardedForm, registerGuardedJsonParser } from './web/body-guard';
import { takeFlash } from './web/flash';
import { registerWeb } from './web/register-web';

const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type AppContext = {
  config: Config;
  database: Database;
  broadcaster: Broadcaster;
  jobs: JobSystem;
  logger: Logger;
  /** The configured AI models; each null when the offline implementation runs instead. */
  ai: AiModels;
  /** Every route the app registered (method and URL pattern), in order: the authorization matrix test reads it. */
  routes: { method: string; url: string }[];
};

declare module 'fastify' {
  interface FastifyInstance {
    ordo: AppContext;
  }
}

export type BuildAppOptions = {
  /** Use this database instead of opening one from the config (tests share one per file); it is not closed with the app. */
  database?: Database;
  logger?: Logger;
  /** Job definitions registered beside the app's own (tests add theirs here). */
  extraJobs?: JobDefinition<z.ZodType>[];
  /** How long `POST /api/v1/permits/process_pdf` waits for the review before answering 202 (tests shorten it). */
  permitWaitMs?: number;
};

/** Opens the database named by the config: PostgreSQL at DATABASE_URL, else PGlite under the data directory. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
  return openDatabase({ dataDir: config.inMemoryDatabase ? null : `${config.dataDir}/pglite` });
}

/** Builds the whole Ordo server (API, pages, /cable, job worker when configured) on a migrated database. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openConfiguredDatabase(config));
  await runMigrations(database);
  const secret = config.secret ?? (await getOrCreateSetting(database.db, 'secret', randomToken(48)));

  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    trustProxy: false,
  });
  const broadcaster = new Broadcaster(database);
  const jobs = createJobSystem({ database, broadcaster, logger, runWorker: config.runWorker, ...config.jobs });
  const { files, ai } = registerAppJobs(jobs, config, database);
  if (config.ai) {
    logger.info({ module: 'ai', model: ai.structured?.name, embeddings: ai.embeddings?.name ?? null }, 'AI provider configured');
  }
  const routes: AppContext['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('ordo', { config, database, broadcaster, jobs, logger, ai, routes });

  registerErrorHandling(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
    // Same-origin referrers let the workbench send staff back to the page (and paging) they came from.
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(fastifyCookie);
  registerGuardedJsonParser(app, config.bodyLimitBytes);
  await app.register(fastifyFormbody, { bodyLimit: config.bodyLimitBytes, parser: parseGuardedForm });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50, fieldSize: 1024 * 1024 } });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const auth: AuthOptions = { db: database.db, secret, secureCookies: config.secureCookies };
  registerAuthHooks(app, auth);
  await registerWeb(app, {
    distDir: WEB_DIST,
    dev: config.env === 'development',
    feedbackUrl: config.feedbackUrl,
    supportUrl: config.supportUrl,
    getCsrfToken: (request, reply) => csrfTokenFor(request, reply, auth),
    getSharedProps: (request, reply) => ({
      current_user: request.currentUser ? serializeUser(request.currentUser) : null,
      flash: takeFlash(request, reply),
    }),
  });

  registerHealthRoutes(app, database);
  registerSessionRoutes(app, auth);
  registerAccountRoutes(app, { db: database.db, broadcaster });
  registerMunicipalityRoutes(app, database.db);
  registerMunicipalityDocumentRoutes(app, database.db);
  registerJobRoutes(app, jobs);
  registerUploadRoutes(app, { db: database.db, files, jobs });
  registerGisRoutes(app, database.db);
  registerCompletionRoutes(app, { ai });
  registerGrantRoutes(app, { db: database.db, files, jobs, ai });
  registerPermitRoutes(app, { db: database.db, files, jobs, waitMs: options.permitWaitMs });
  registerChatRoutes(app, database.db);
  registerMessageRoutes(app, { db: database.db, jobs });
  registerPageRoutes(app);
  await registerWorkbenchRoutes(app, { db: database.db, files, jobs, ai });
  await registerMadminRoutes(app, { db: database.db, files, jobs, ai });
  await registerMadminUserRoutes(app, { db: database.db, broadcaster });
  await registerActivityRoutes(app, database.db);

  const cable = attachCable({
    server: app.server,
    logger: logger.child({ module: 'cable' }),
    broadcaster,
    channels: buildChannels({ isChatOwner: (userId, chatId) => isChatOwner(database.db, userId, chatId) }),
    authenticate: async (req) => {
      const token = app.parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
      const user = token && token.length <= 200 ? await resolveSession(database.db, token) : null;
      // A user who must change their password gets no live channel until they have.
      return user && !user.mustChangePassword ? { id: user.id, role: user.role, session: sessionIdOf(token) } : null;
    },
    allowedOrigins: (origin, req) => !origin || sameOrigin(origin, req.headers.host),
  });

  for (const definition of options.extraJobs ?? []) jobs.register(definition);
  await jobs.start();
  // preClose: server.close() waits for upgraded sockets, so the cable must let go of them first.
  app.addHook('preClose', async () => {
    await cable.close();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (ownsDatabase) await database.close();
  });
  return app;
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
