import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../src/server/app';
import { ConfigError, loadConfig } from '../src/server/config';
import { runMigrations } from '../src/server/db/migrate';
import { AppError } from '../src/contracts/errors';
import { CreateUserInput, UserFlag } from '../src/contracts/users';
import { zodDetails } from '../src/server/lib/error-handler';
import { listUsers } from '../src/server/features/users/users.repo';
import { createUser } from '../src/server/features/users/users.service';
import { GIS_COMMANDS, GIS_HELP, GIS_OPTIONS, runGisCommand } from '../src/server/features/gis/gis.commands';

const HELP = `Ordo admin CLI

Usage: npm run ordo -- <command> [options]

Commands:
  user:create --email E --password P [--role super_admin|user] [--flags grant_access,permit_mvp,code_doctor,document_upload]
  user:list
  db:migrate
${GIS_HELP}

The database is the one npm start uses: DATABASE_URL, else the embedded one under ORDO_DATA_DIR (./data).
Stop a running \`npm start\` first when using the embedded database: only one process can open it.`;

function parseNewUser(values: { email?: string; password?: string; role?: string; flags?: string }): CreateUserInput {
  const flags = values.flags ? values.flags.split(',').map((f) => f.trim()).filter(Boolean) : [];
  const unknown = flags.filter((f) => !UserFlag.safeParse(f).success);
  if (unknown.length) throw new AppError('validation_failed', `Unknown flag(s): ${unknown.join(', ')}.`);
  if (values.role !== 'user' && values.role !== 'super_admin') {
    throw new AppError('validation_failed', `Unknown role "${values.role}": use super_admin or user.`);
  }
  const input = { email: values.email ?? '', password: values.password ?? '', role: values.role, flags };
  const parsed = CreateUserInput.safeParse(input);
  if (!parsed.success) throw new AppError('validation_failed', 'The user could not be created.', zodDetails(parsed.error));
  return parsed.data;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(HELP);
    return command ? 0 : 1;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'user' },
      flags: { type: 'string', default: '' },
      ...GIS_OPTIONS,
    },
    strict: true,
  });
  const isGis = (GIS_COMMANDS as readonly string[]).includes(command);
  if (!['db:migrate', 'user:create', 'user:list'].includes(command) && !isGis) {
    console.error(`Unknown command "${command}".\n\n${HELP}`);
    return 1;
  }
  // Check the arguments before opening the database, so a typo is reported at once.
  const newUser = command === 'user:create' ? parseNewUser(values) : null;
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    if (isGis) return await runGisCommand(database.db, command, values, (line) => console.log(line));
    switch (command) {
      case 'db:migrate':
        console.log('Migrations applied.');
        return 0;
      case 'user:create': {
        const user = await createUser(database.db, newUser as CreateUserInput);
        console.log(`Created user #${user.id} ${user.email} (${user.role}).`);
        return 0;
      }
      case 'user:list': {
        const users = await listUsers(database.db);
        if (users.length === 0) console.log('No users.');
        for (const u of users) {
          const flags = [u.grantAccess && 'grant_access', u.permitMvp && 'permit_mvp', u.codeDoctor && 'code_doctor', u.documentUpload && 'document_upload']
            .filter(Boolean)
            .join(',');
          console.log(`${u.id}\t${u.email}\t${u.role}\t${flags || '-'}`);
        }
        return 0;
      }
      default:
        console.error(`Unknown command "${command}".\n\n${HELP}`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error) => {
    if (error instanceof AppError) {
      console.error(`Error: ${error.message}`);
      if (error.details) console.error(JSON.stringify(error.details, null, 2));
    } else if (error instanceof ConfigError || (error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('ERR_PARSE_ARGS'))) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
