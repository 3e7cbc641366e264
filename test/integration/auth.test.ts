import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/app';

let t: TestApp;
let admin: { id: number; email: string; password: string };
let resident: { id: number; email: string; password: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser({ role: 'super_admin', flags: ['grant_access'] });
  resident = await t.createUser();
});
afterAll(async () => t?.close());

describe('sign in', () => {
  it('signs in with JSON, sets an httpOnly SameSite session cookie, and /api/v1/logged_in returns the user', async () => {
    const agent = await t.anonymous();
    const res = await agent.post('/users/sign_in', { user: { email: admin.email, password: admin.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: admin.email, role: 'super_admin', grant_access: true, permit_mvp: false });
    expect(res.json().user).not.toHaveProperty('passwordHash');

    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('_ordo_session='));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);

    const me = await agent.get('/api/v1/logged_in');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(admin.email);
  });

  it('accepts the sign-in form as url-encoded fields and redirects home', async () => {
    const agent = await t.anonymous();
    const form = new URLSearchParams({
      'user[email]': resident.email.toUpperCase(),
      'user[password]': resident.password,
      authenticity_token: agent.csrfToken,
    }).toString();
    const res = await agent.request({
      method: 'POST',
      url: '/users/sign_in',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await agent.get('/api/v1/logged_in')).json().user.email).toBe(resident.email);
  });

  it('gives no session for a wrong password or an unknown e-mail', async () => {
    for (const user of [
      { email: resident.email, password: 'wrong password!!' },
      { email: 'nobody@example.org', password: 'whatever password' },
    ]) {
      const agent = await t.anonymous();
      const res = await agent.post('/users/sign_in', { user });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthenticated', message: 'Invalid email or password.' });
      expect(agent.cookies.has('_ordo_session')).toBe(false);
      expect((await agent.get('/api/v1/logged_in')).statusCode).toBe(401);
    }
  });

  it('throttles repeated failures for one e-mail, even with the right password afterwards', async () => {
    const victim = await t.createUser();
    const agent = await t.anonymous();
    for (let i = 0; i < 5; i += 1) {
      const res = await agent.post('/users/sign_in', { user: { email: victim.email, password: `bad guess ${i}!!` } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await agent.post('/users/sign_in', { user: { email: victim.email, password: victim.password } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Too many failed sign-in attempts/);
    expect(agent.cookies.has('_ordo_session')).toBe(false);
  });

  it('signs out: the session no longer works', async () => {
    const agent = await t.signIn(resident.email);
    const stolenCookie = agent.cookieHeader;
    const res = await agent.delete('/users/sign_out');
    expect(res.statusCode).toBe(200);
    expect((await agent.get('/api/v1/logged_in')).statusCode).toBe(401);
    const replay = await t.app.inject({ method: 'GET', url: '/api/v1/logged_in', headers: { cookie: stolenCookie } });
    expect(replay.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without the token (403) and changes nothing', async () => {
    const agent = await t.signIn(resident.email);
    const res = await agent.delete('/users/sign_out', undefined, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_invalid');
    expect((await agent.get('/api/v1/logged_in')).statusCode).toBe(200);
  });

  it('refuses a forged token and a token from another browser', async () => {
    const agent = await t.signIn(resident.email);
    const other = await t.anonymous();
    for (const token of ['forged', other.csrfToken]) {
      const res = await agent.request({ method: 'DELETE', url: '/users/sign_out', headers: { 'x-csrf-token': token }, csrf: false });
      expect(res.statusCode).toBe(403);
    }
    expect((await agent.get('/api/v1/logged_in')).statusCode).toBe(200);
  });

  it('refuses sign-in without a token', async () => {
    const agent = await t.anonymous();
    const res = await agent.post('/users/sign_in', { user: { email: resident.email, password: resident.password } }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(agent.cookies.has('_ordo_session')).toBe(false);
  });
});

describe('the API for anonymous visitors and bad input', () => {
  it('answers 401 JSON to unauthenticated API calls', async () => {
    for (const url of ['/api/v1/logged_in', '/api/v1/municipalities']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const agent = await t.anonymous();
    const res = await agent.request({
      method: 'POST',
      url: '/users/sign_in',
      payload: '{"user": {"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const agent = await t.anonymous();
    const res = await agent.post('/users/sign_in', { user: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'No route for GET /api/v1/nothing-here.' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('municipalities and staff pages', () => {
  it('lists municipalities for a signed-in user', async () => {
    const agent = await t.signIn(resident.email);
    const res = await agent.get('/api/v1/municipalities');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('keeps the workbench from non-staff: sign-in redirect for visitors, 403 for residents', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/documents', headers: { accept: 'text/html' } });
    expect(visitor.statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: '/documents' })).statusCode).toBe(401);
    expect(visitor.headers.location).toMatch(/^\/users\/sign_in/);
    const agent = await t.signIn(resident.email);
    expect((await agent.get('/documents')).statusCode).toBe(403);
    const staff = await t.signIn(admin.email);
    const html = await staff.get('/documents');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('DocumentsIndex');
    const version = /version(?:"|&quot;|\\u0022):(?:"|&quot;|\\u0022)([A-Za-z0-9_.-]+)/.exec(html.body)?.[1];
    expect(version).toBeTruthy();
    const page = await staff.get('/documents', { 'x-inertia': 'true', 'x-inertia-version': version ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ component: 'DocumentsIndex', props: { documents: [] } });
    const stale = await staff.get('/documents', { 'x-inertia': 'true', 'x-inertia-version': 'an-old-build' });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['x-inertia-location']).toBe('/documents');
  });
});
