import { parseArgs } from 'node:util';
import { buildApp, openConfiguredDatabase } from './app';
import { ConfigError, loadConfig } from './config';
import { runMigrations } from './db/migrate';
import { PUBLISH_DEMO_JOB } from './features/demo/demo.service';
import { loadDemoGrantsWhenEmpty } from './features/grants/grant-import.service';
import { warmGrantSearch } from './features/grants/grant-index.service';
import { CONFIGURE_DEMO_GIS_JOB } from './features/gis/demo-gis.service';
import { warmAllSearches } from './features/search/warm-up.service';
import { seedOnFirstStart } from './features/seed/seed.service';
import { Broadcaster } from './cable/broadcaster';
import { createJobSystem } from './jobs/job-system';
import { registerAppJobs } from './jobs/registry';
import { createLogger } from './lib/logger';

type Role = 'web' | 'worker' | 'all';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } } });
  const role = values.role as Role;
  if (!['web', 'worker', 'all'].includes(role)) {
    throw new ConfigError(`Unknown --role "${values.role}": use web, worker or all.`);
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  if (role === 'worker') {
    if (!config.databaseUrl) {
      throw new ConfigError(
        'A separate worker needs a shared PostgreSQL server: set DATABASE_URL. ' +
          'With the embedded database (PGlite) the worker runs inside `npm start`.',
      );
    }
    await runWorkerOnly(config, logger);
    return;
  }

  const app = await buildApp({ ...config, runWorker: role === 'all' && config.runWorker }, { logger });
  if (config.seed) await seedAndPublishDemo(app, config.adminEmail, config.adminPassword);
  if (config.seed && (await loadDemoGrantsWhenEmpty(app.ordo.database.db, app.ordo.jobs, null))) {
    process.stdout.write('Loading the federal grant listings (2,506 programs) for Grant Finder in the background.\n');
  }
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/pglite`;
  // The port bound, not the one asked for: PORT=0 lets the system choose one.
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  logger.info({ module: 'main', port, database: where }, 'listening');
  process.stdout.write(`Ordo is running on http://localhost:${port} (database: ${where})\n`);
  // In the background: the first question after a start is then as fast as the second.
  void warmAllSearches(app.ordo.database.db, logger);
  // Not awaited: the grant index is built in slices while the server already answers (the first search would build it otherwise).
  void warmGrantSearch(app.ordo.database.db, logger);
  onShutdown(async () => app.close());
}

async function runWorkerOnly(config: ReturnType<typeof loadConfig>, logger: ReturnType<typeof createLogger>) {
  const database = await openConfiguredDatabase(config);
  await runMigrations(database);
  const jobs = createJobSystem({ database, broadcaster: new Broadcaster(database), logger, runWorker: true, ...config.jobs });
  registerAppJobs(jobs, config, database);
  await jobs.start();
  logger.info({ module: 'main' }, 'Ordo worker is running');
  onShutdown(async () => {
    await jobs.stop();
    await database.close();
  });
}

async function seedAndPublishDemo(
  app: Awaited<ReturnType<typeof buildApp>>,
  adminEmail: string | null,
  adminPassword: string | null,
): Promise<void> {
  const seed = await seedOnFirstStart(app.ordo.database.db, { adminEmail, adminPassword });
  if (!seed.created) return;
  // The demo municipality's documents are published in the background: the server is usable at once.
  await app.ordo.jobs.enqueue(PUBLISH_DEMO_JOB, { municipalityId: seed.municipalityId, userId: seed.adminId }, { userId: seed.adminId });
  await app.ordo.jobs.enqueue(CONFIGURE_DEMO_GIS_JOB, { municipalityId: seed.municipalityId }, { userId: seed.adminId });
  await app.ordo.jobs.enqueue(PUBLISH_DEMO_JOB, { municipalityId: seed.rivergroveId, userId: seed.adminId, set: 'rivergrove' }, { userId: seed.adminId });
  const lines = [
    'First start: created the demo municipality and a super admin.',
    `  e-mail:   ${seed.adminEmail}`,
    seed.passwordWasGenerated
      ? `  password: ${seed.adminPassword}   (shown once: note it now)`
      : '  password: the one in ORDO_ADMIN_PASSWORD',
    'Publishing the demo documents (DC Code Titles 8 and 25) in the background; they appear at /documents.',
    'Publishing the second demo municipality, City of Rivergrove, OR (sign and tree-cutting ordinances, fee schedule).',
    'Loading the demo address lookup (DC wards, precincts, ANCs, schools, historic districts) in the background.',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\nReceived ${signal}, shutting down...\n`);
    stop()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Ordo failed to start:', error);
  }
  process.exit(1);
});
