import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { createUser } from '../../src/server/features/users/users.service';
import type { UserFlag } from '../../src/contracts/users';
import { createTestDatabase, type TestDatabase } from './database';

const TEST_PASSWORD = 'correct horse battery staple';

/** A config for tests: in-memory PGlite, quiet logs, the inline worker, no seeding. */
function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/ordo-test-unused',
    storageDir: mkdtempSync(join(tmpdir(), 'ordo-storage-')),
    databaseUrl: null,
    inMemoryDatabase: true,
    secret: 'test-secret-test-secret-test-secret-0123',
    adminEmail: null,
    adminPassword: null,
    secureCookies: false,
    runWorker: true,
    seed: false,
    logLevel: process.env.ORDO_TEST_LOG ?? 'silent',
    bodyLimitBytes: 1024 * 1024,
    feedbackUrl: 'https://example.org/feedback',
    supportUrl: 'https://example.org/support',
    reducto: null,
    ai: null,
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  testDb: TestDatabase;
  /** The base URL when started with listen: true. */
  url: string;
  createUser(options?: { email?: string; role?: 'super_admin' | 'user'; flags?: UserFlag[] }): Promise<{
    id: number;
    email: string;
    password: string;
  }>;
  /** A cookie-keeping client on app.inject, signed in as the given user. */
  signIn(email: string, password?: string): Promise<Agent>;
  /** An anonymous cookie-keeping client holding a CSRF token. */
  anonymous(): Promise<Agent>;
  /** The files in the app's storage directory, relative to it (uploads in progress live under tmp/). */
  storedFiles(): string[];
  close(): Promise<void>;
};

let userCounter = 0;

/** Starts the real Ordo app on a fresh test database (PGlite, or PostgreSQL with ORDO_TEST_DB=postgres). */
export async function startTestApp(
  options: { listen?: boolean; config?: Partial<Config>; extraJobs?: BuildAppOptions['extraJobs']; permitWaitMs?: number } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const app = await buildApp(testConfig(options.config), { database: testDb.database, extraJobs: options.extraJobs, permitWaitMs: options.permitWaitMs });
  let url = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    testDb,
    url,
    async createUser({ email, role = 'user', flags = [] } = {}) {
      userCounter += 1;
      const address = email ?? `user${userCounter}-${Date.now()}@example.org`;
      const row = await createUser(app.ordo.database.db, { email: address, password: TEST_PASSWORD, role, flags });
      return { id: row.id, email: row.email, password: TEST_PASSWORD };
    },
    async signIn(email, password = TEST_PASSWORD) {
      const agent = await Agent.create(app);
      const res = await agent.post('/users/sign_in', { user: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      agent.csrfToken = res.json().csrf_token;
      return agent;
    },
    anonymous: () => Agent.create(app),
    storedFiles() {
      const root = app.ordo.config.storageDir;
      if (!existsSync(root)) return [];
      const walk = (dir: string): string[] =>
        readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}${e.name}/`) : [`${dir}${e.name}`]));
      return walk('');
    },
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(app.ordo.config.storageDir, { recursive: true, force: true });
    },
  };
}

/** A small browser stand-in over app.inject: keeps cookies and sends the CSRF token on state-changing requests. */
export class Agent {
  cookies = new Map<string, string>();
  csrfToken = '';

  private constructor(private readonly app: FastifyInstance) {}

  static async create(app: FastifyInstance): Promise<Agent> {
    const agent = new Agent(app);
    const res = await agent.get('/api/v1/csrf_token');
    agent.csrfToken = res.json().csrf_token;
    return agent;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false && this.csrfToken) {
      headers['x-csrf-token'] = this.csrfToken;
    }
    const res = await this.app.inject({ ...options, headers });
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...options });
  }

  patch(url: string, payload?: unknown, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'], ...options });
  }

  delete(url: string, payload?: unknown, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'DELETE', url, payload: payload as InjectOptions['payload'], ...options });
  }

  private inertiaVersion: string | null = null;

  /** An Inertia visit: the page object `{ component, props, url }` of a GET, as the workbench's client sees it. */
  async visit(url: string): Promise<{ component: string; props: Record<string, any>; url: string }> {
    if (this.inertiaVersion === null) {
      const html = await this.get(url, { accept: 'text/html' });
      const match = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html.body);
      if (!match) throw new Error(`no Inertia page at ${url}: ${html.statusCode} ${html.body.slice(0, 200)}`);
      this.inertiaVersion = JSON.parse(match[1]).version as string;
    }
    const res = await this.get(url, { 'x-inertia': 'true', 'x-inertia-version': this.inertiaVersion });
    if (res.statusCode !== 200) throw new Error(`visit ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  }

  /** An Inertia form submission (JSON); answers the raw response (303 on success, the re-rendered page on errors). */
  submit(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
    return this.request({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { 'x-inertia': 'true', ...(this.inertiaVersion ? { 'x-inertia-version': this.inertiaVersion } : {}) },
    });
  }

  /** A multipart form submission with one file, as the document form sends it. */
  upload(
    url: string,
    fields: Record<string, string>,
    file?: { field: string; name: string; content: Buffer; type?: string },
  ) {
    const boundary = `----ordo${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.content,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return this.request({
      method: 'POST',
      url,
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-inertia': 'true' },
    });
  }
}
