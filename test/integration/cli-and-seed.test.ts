import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMunicipalities } from '../../src/server/features/municipalities/municipalities.repo';
import { DEMO_MUNICIPALITY, seedOnFirstStart } from '../../src/server/features/seed/seed.service';
import { findUserByEmail, listUsers } from '../../src/server/features/users/users.repo';
import { type TestApp, startTestApp } from '../support/app';
import { testingOnPostgres } from '../support/database';

const run = promisify(execFile);

describe('first-start seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('creates the demo municipality and one super admin whose password signs in, and only once', async () => {
    const db = t.app.ordo.database.db;
    const first = await seedOnFirstStart(db, { adminEmail: 'clerk@city.example', adminPassword: null });
    expect(first.created).toBe(true);
    if (!first.created) return;
    expect(first.adminPassword.length).toBeGreaterThanOrEqual(12);
    const agent = await t.signIn('clerk@city.example', first.adminPassword);
    const me = (await agent.get('/api/v1/logged_in')).json().user;
    expect(me).toMatchObject({ role: 'super_admin', grant_access: true, permit_mvp: true, code_doctor: true });
    const names = (await agent.get('/api/v1/municipalities')).json().map((m: { name: string }) => m.name);
    expect(names).toContain(DEMO_MUNICIPALITY);

    const second = await seedOnFirstStart(db, { adminEmail: 'other@city.example', adminPassword: null });
    expect(second.created).toBe(false);
    expect(await findUserByEmail(db, 'other@city.example')).toBeNull();
    expect((await listMunicipalities(db)).filter((m) => m.name === DEMO_MUNICIPALITY)).toHaveLength(1);
    expect(await listUsers(db)).toHaveLength(1);
  });
});

describe('admin CLI (npm run ordo)', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let t: TestApp | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ordo-cli-'));
    env = { ...process.env, ORDO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (testingOnPostgres()) {
      // On PostgreSQL the CLI writes into this file's fresh test database.
      t = await startTestApp();
      env.DATABASE_URL = t.testDb.url ?? undefined;
    } else {
      delete env.DATABASE_URL;
    }
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { env, cwd: process.cwd() }).catch((error) => ({
      stdout: String(error.stdout),
      stderr: String(error.stderr),
      code: error.code as number,
    }));

  it('creates a user with flags, lists it, and refuses bad input with a readable message', async () => {
    const created = await cli('user:create', '--email', 'Inspector@City.example', '--password', 'a long enough password', '--role', 'super_admin', '--flags', 'grant_access,code_doctor');
    expect(created.stdout).toMatch(/Created user #\d+ inspector@city\.example \(super_admin\)/);

    const duplicate = await cli('user:create', '--email', 'inspector@city.example', '--password', 'a long enough password');
    expect('code' in duplicate && duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);

    const weak = await cli('user:create', '--email', 'x@city.example', '--password', 'short');
    expect(weak.stderr).toMatch(/at least 12 characters/);

    const badFlag = await cli('user:create', '--email', 'y@city.example', '--password', 'a long enough password', '--flags', 'wizard');
    expect(badFlag.stderr).toMatch(/Unknown flag\(s\): wizard/);

    const listed = await cli('user:list');
    expect(listed.stdout).toMatch(/inspector@city\.example\tsuper_admin\tgrant_access,code_doctor/);
    expect(listed.stdout).not.toMatch(/x@city\.example|y@city\.example/);
  }, 120_000);
});
