import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { createChat } from '../support/chats';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';

/*
 * Every route the app registers (read from Fastify's own route table, not a hand-kept list), called as anonymous, as a
 * plain user, as a user without the flag a route needs, as staff, without a CSRF token and with a wrong one. The
 * table below names each route's rule; a route the table does not name fails the test, so a new route cannot be
 * added without deciding who may call it.
 */

type Rule =
  | 'public' // anyone, signed in or not
  | 'user' // any signed-in user (401 for anonymous)
  | 'staff' // super_admin only (401 anonymous, 403 for others)
  | 'grants' // users with grant_access, and super admins
  | 'permits' // users with permit_mvp, and super admins
  | 'uploader'; // super admins and users with document_upload (the check may follow the body's validation)

const RULES: [Rule, string[]][] = [
  ['public', ['GET /assets/*', 'GET /health', 'GET /users/sign_in', 'POST /users/sign_in', 'DELETE /users/sign_out', 'GET /api/v1/csrf_token', 'GET /']],
  [
    'user',
    [
      'GET /api/v1/logged_in',
      'GET /account/password',
      'PATCH /api/v1/account/password',
      'GET /api/v1/municipalities',
      'GET /api/v1/jobs/:id',
      'GET /api/v1/municipalities/:municipalityId/documents',
      'POST /api/v1/gis_services/fetch_address_data',
      'POST /api/v1/chats/:id/address_data',
      'POST /api/v1/completions/improve_prompt',
      'POST /api/v1/completions/suggest_queries',
      'POST /api/v1/completions/summarize_sources',
      'POST /api/v1/completions/summarize_citation',
      'GET /api/v1/chats',
      'GET /api/v1/chats/:id',
      'POST /api/v1/chats',
      'PATCH /api/v1/chats/:id',
      'POST /api/v1/chats/archive',
      'POST /api/v1/chats/unarchive',
      'POST /api/v1/chats/:id/chat_configuration',
      'POST /api/v1/messages',
      'POST /api/v1/message_evaluations',
      'DELETE /api/v1/message_evaluations/:id',
      'POST /api/v1/message_feedbacks',
    ],
  ],
  ['uploader', ['POST /api/v1/municipalities/:municipalityId/documents']],
  ['grants', ['GET /grants.json', 'GET /grants/filters.json', 'POST /api/v1/completions/summarize_grant_eligibility']],
  ['permits', ['POST /api/v1/permits/process_pdf', 'GET /api/v1/permits/reviews', 'GET /api/v1/permits/reviews/:id', 'GET /api/v1/permits/reviews/:id/file']],
  [
    'staff',
    [
      'GET /municipality_documents',
      'POST /api/v1/municipalities/:municipalityId/documents/:documentId/associate',
      'DELETE /api/v1/municipalities/:municipalityId/documents/:documentId/disassociate',
      'POST /grants',
      'GET /grants/imports/:jobId',
      'GET /code_health',
      'GET /municipalities/:municipalityId/code_health',
      'POST /municipalities/:municipalityId/code_health/scans',
      'POST /municipalities/:municipalityId/code_health/contradictions/:contradictionId/review',
      // /madmin user management and the audit log (also covered by the /madmin prefix; named so none slips out of it).
      'GET /madmin/users',
      'GET /madmin/users/new',
      'POST /madmin/users',
      'GET /madmin/users/:id',
      'PATCH /madmin/users/:id',
      'POST /madmin/users/:id/disable',
      'POST /madmin/users/:id/enable',
      'POST /madmin/users/:id/password_reset',
      'GET /madmin/audit',
      'GET /madmin/municipalities/:id/delete',
      'DELETE /madmin/municipalities/:id',
    ],
  ],
  // /madmin/activity (ADR 012), named although the /madmin prefix would cover it.
  [
    'staff',
    [
      'GET /madmin/activity',
      'GET /madmin/activity.csv',
      'GET /madmin/activity/unanswered',
      'GET /madmin/activity/unanswered.csv',
      'GET /madmin/activity/unhelpful',
      'GET /madmin/activity/unhelpful.csv',
      'GET /madmin/activity/replies/:id',
    ],
  ],
];
// The whole document workbench and /madmin are staff-only.
const STAFF_PREFIXES = ['/documents', '/madmin'];

function ruleOf(method: string, url: string): Rule | undefined {
  const key = `${method} ${url}`;
  const named = RULES.find(([, routes]) => routes.includes(key))?.[0];
  if (named) return named;
  return STAFF_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`)) ? 'staff' : undefined;
}

/** A concrete URL for a route pattern: every parameter an id that exists nowhere. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '987654');
const isSafe = (method: string) => method === 'GET';
/** Refused as not signed in: 401, or a page's redirect to the sign-in form. */
const refusedAnonymous = (status: number, location: unknown) => status === 401 || (status === 302 && String(location).includes('/users/sign_in'));
/** Refused as signed in without the right: 403, or a page's redirect away from the workbench. */
const refusedForbidden = (status: number, location: unknown) => status === 403 || (status === 302 && !String(location).includes('/users/sign_in'));

let t: TestApp;
let anonymous: Agent;
let plain: Agent;
let staff: Agent;
let granted: Agent;
let permitted: Agent;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  t = await startTestApp();
  routes = t.app.ordo.routes;
  anonymous = await t.anonymous();
  plain = await t.signIn((await t.createUser()).email);
  granted = await t.signIn((await t.createUser({ flags: ['grant_access'] })).email);
  permitted = await t.signIn((await t.createUser({ flags: ['permit_mvp'] })).email);
  staff = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
}, 120_000);
afterAll(async () => t?.close());

async function call(agent: Agent, method: string, url: string, csrf: 'valid' | 'missing' | 'wrong' = 'valid') {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (csrf === 'wrong') headers['x-csrf-token'] = 'not-the-token';
  const res = await agent.request({ method: method as 'GET', url: concrete(url), headers, payload: isSafe(method) ? undefined : {}, csrf: csrf === 'valid' });
  return { status: res.statusCode, location: res.headers.location, code: (() => { try { return res.json().error?.code ?? res.json().code; } catch { return undefined; } })() };
}

describe('the authorization matrix', () => {
  it('names a rule for every registered route', () => {
    const unnamed = routes.filter((r) => !ruleOf(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(unnamed).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('holds for every route, as every kind of caller, with and without a CSRF token', async () => {
    const failures: string[] = [];
    let tried = 0;
    const expectThat = (ok: boolean, what: string, got: { status: number; location: unknown }) => {
      tried += 1;
      if (!ok) failures.push(`${what}: got ${got.status}${got.location ? ` → ${got.location}` : ''}`);
    };
    for (const { method, url } of routes) {
      const rule = ruleOf(method, url)!;
      const name = `${method} ${url} [${rule}]`;
      if (!isSafe(method)) {
        // Every state-changing route refuses a missing or wrong CSRF token, before anything else, for anyone.
        for (const agent of [anonymous, staff]) {
          for (const csrf of ['missing', 'wrong'] as const) {
            const got = await call(agent, method, url, csrf);
            expectThat(got.status === 403 && got.code === 'csrf_invalid', `${name} ${agent === staff ? 'staff' : 'anonymous'} with ${csrf} CSRF token`, got);
          }
        }
      }
      if (method === 'DELETE' && url === '/users/sign_out') continue; // signing out ends the callers' sessions.
      const asAnonymous = await call(anonymous, method, url);
      expectThat(rule === 'public' ? !refusedAnonymous(asAnonymous.status, asAnonymous.location) && asAnonymous.status !== 403 : refusedAnonymous(asAnonymous.status, asAnonymous.location), `${name} anonymous`, asAnonymous);
      const asPlain = await call(plain, method, url);
      const plainMayPass = rule === 'public' || rule === 'user';
      expectThat(plainMayPass ? asPlain.status !== 401 && asPlain.status !== 403 : refusedForbidden(asPlain.status, asPlain.location), `${name} plain user`, asPlain);
      // A flag opens its own section and nothing else.
      const flagged = { grants: granted, permits: permitted } as const;
      for (const [flagRule, agent] of Object.entries(flagged)) {
        if (rule !== 'grants' && rule !== 'permits') continue;
        const got = await call(agent, method, url);
        if (flagRule === rule) expectThat(got.status !== 401 && got.status !== 403, `${name} user with the flag`, got);
        else expectThat(refusedForbidden(got.status, got.location), `${name} user with another flag`, got);
      }
      if (rule === 'staff') {
        const asGranted = await call(granted, method, url);
        expectThat(refusedForbidden(asGranted.status, asGranted.location), `${name} flagged non-staff user`, asGranted);
      }
      const asStaff = await call(staff, method, url);
      expectThat(asStaff.status !== 401 && asStaff.status !== 403, `${name} staff`, asStaff);
    }
    console.info(`authorization matrix: ${routes.length} routes, ${tried} calls, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers 404 for another user's conversation and its messages, and changes nothing", async () => {
    const db = t.app.ordo.database.db;
    const municipality = await ensureMunicipality(db, { name: 'Matrix City' });
    const owner = await t.signIn((await t.createUser()).email);
    const chat = await createChat(owner, municipality.id);
    const asked = await owner.post('/api/v1/messages', { chat_id: chat.id, message: { content: 'How late can a bar stay open?', source: 'from_human' } });
    expect(asked.statusCode).toBe(201);
    const messageId = asked.json().id as number;
    const attempts = [
      plain.get(`/api/v1/chats/${chat.id}`),
      plain.patch(`/api/v1/chats/${chat.id}`, { chat: { title: 'mine now' } }),
      plain.post(`/api/v1/chats/${chat.id}/chat_configuration`, { chat_configuration: { currently_selected_documents: [] } }),
      plain.post(`/api/v1/chats/${chat.id}/address_data`, { address_data: {} }),
      plain.post('/api/v1/messages', { chat_id: chat.id, message: { content: 'And on Sunday?', source: 'from_human' } }),
      plain.post('/api/v1/message_feedbacks', { message_id: messageId, message_feedback: { feedback: 'bad' } }),
      plain.post('/api/v1/message_evaluations', { message_id: messageId, message_evaluation: { evaluation: 'helpful' } }),
    ];
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    expect(statuses).toEqual(statuses.map(() => 404));
    expect((await owner.get(`/api/v1/chats/${chat.id}`)).json().title).not.toBe('mine now');
    const listed = (await plain.get('/api/v1/chats')).json() as { id: number }[] | { chats: { id: number }[] };
    const ids = (Array.isArray(listed) ? listed : listed.chats).map((c) => c.id);
    expect(ids).not.toContain(chat.id);
  });
});
