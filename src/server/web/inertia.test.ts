import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './register-web';
import { hashVersion } from './render-html';

const INDEX_HTML =
  '<!doctype html><html><head><title>Ordo</title><!--ordo:head--><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="app"></div></body></html>';
const VERSION = hashVersion(INDEX_HTML);

let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'ordo-web-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'assets', 'theme-init.js'), '/* theme */');

  app = fastify();
  await registerWeb(app, {
    distDir,
    feedbackUrl: 'https://example.org/feedback',
    supportUrl: 'https://example.org/support',
    getCsrfToken: () => 'csrf-123',
    getSharedProps: () => ({ current_user: { email: 'staff@example.org' } }),
  });
  app.get('/', (_request, reply) => reply.sendSpa());
  app.get('/documents', (_request, reply) =>
    reply.inertia('DocumentsIndex', { documents: [{ id: 1, name: '</script>"x"' }] }),
  );
  app.post('/documents', (_request, reply) => reply.inertiaRedirect('/documents'));
  app.delete('/documents/1', (_request, reply) => reply.inertiaRedirect('/documents'));
  app.get('/go-chat', (_request, reply) => reply.inertiaLocation('/'));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const inertiaHeaders = { 'x-inertia': 'true', 'x-inertia-version': VERSION };

describe('Inertia protocol', () => {
  it('answers an Inertia visit with the JSON page object and X-Inertia', async () => {
    const res = await app.inject({ method: 'GET', url: '/documents?sort=alpha', headers: inertiaHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.headers.vary).toContain('X-Inertia');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const page = res.json();
    expect(page).toMatchObject({
      component: 'DocumentsIndex',
      url: '/documents?sort=alpha',
      version: VERSION,
      props: {
        documents: [{ id: 1, name: '</script>"x"' }],
        csrf_token: 'csrf-123',
        current_user: { email: 'staff@example.org' },
        flash: {},
        errors: {},
      },
    });
  });

  it('sends 409 with X-Inertia-Location when the client holds another asset version', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/documents?page=2',
      headers: { 'x-inertia': 'true', 'x-inertia-version': 'stale' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('/documents?page=2');
    expect(res.body).toBe('');
  });

  it('renders the full HTML document, with the page embedded, on a first visit', async () => {
    const res = await app.inject({ method: 'GET', url: '/documents' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-inertia']).toBeUndefined();
    expect(res.headers.vary).toContain('X-Inertia');
    expect(res.body).toContain('<meta name="csrf-token" content="csrf-123" />');
    const match = res.body.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1])).toMatchObject({
      component: 'DocumentsIndex',
      version: VERSION,
      props: { documents: [{ name: '</script>"x"' }] },
    });
  });

  it('honours partial reloads for the same component', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/documents',
      headers: {
        ...inertiaHeaders,
        'x-inertia-partial-component': 'DocumentsIndex',
        'x-inertia-partial-data': 'documents',
      },
    });
    expect(Object.keys(res.json().props).sort()).toEqual(['documents', 'errors']);
  });

  it('redirects with 303 after non-GET requests and 302 after GET', async () => {
    const post = await app.inject({ method: 'POST', url: '/documents', headers: inertiaHeaders });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/documents');
    const del = await app.inject({ method: 'DELETE', url: '/documents/1', headers: inertiaHeaders });
    expect(del.statusCode).toBe(303);
  });

  it('sends Inertia visits to pages outside Inertia with a 409 location visit', async () => {
    const inertia = await app.inject({ method: 'GET', url: '/go-chat', headers: inertiaHeaders });
    expect(inertia.statusCode).toBe(409);
    expect(inertia.headers['x-inertia-location']).toBe('/');
    const plain = await app.inject({ method: 'GET', url: '/go-chat' });
    expect(plain.statusCode).toBe(302);
  });
});

describe('SPA and assets', () => {
  it('sends the SPA with head tags and no page object', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<meta name="action-cable-url" content="/cable" />');
    expect(res.body).toContain('<meta name="ordo-feedback-url" content="https://example.org/feedback" />');
    expect(res.body).not.toContain('data-page');
  });

  it('serves hashed assets with a long cache and unhashed ones revalidated', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/theme-init.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const missing = await app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });
});
