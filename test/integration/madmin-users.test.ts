import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MUST_CHANGE_PASSWORD_MESSAGE, PASSWORD_RULE } from '../../src/contracts/users';
import { verifyPassword } from '../../src/server/auth/passwords';
import { auditEvents, users } from '../../src/server/db/schema';
import { insertChat } from '../../src/server/features/chats/chats.repo';
import { findUserByEmail, updateUser } from '../../src/server/features/users/users.repo';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { connectCable, type TestCableClient } from '../support/cable-client';
import { testingOnPostgres } from '../support/database';

// /madmin user management through the real app: one-time passwords, the forced change, disabling (sessions and live
// sockets end), the last-super-admin rule under concurrency, and the audit log.

let t: TestApp;
let root: { id: number; email: string; password: string };
let admin: Agent;
const openClients: TestCableClient[] = [];
const db = () => t.app.ordo.database.db;
let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}-${Date.now()}@example.org`;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  root = await t.createUser({ role: 'super_admin', email: uniqueEmail('root') });
  admin = await t.signIn(root.email);
  await admin.visit('/madmin/users');
}, 120_000);
afterEach(async () => {
  await Promise.all(openClients.splice(0).map((client) => client.close()));
});
afterAll(async () => t?.close());

type Page = { component: string; props: Record<string, any>; url: string };

/** Creates a user through the /madmin form; answers the page the admin sees next. */
async function createThroughForm(user: Record<string, unknown>): Promise<Page> {
  const res = await admin.submit('POST', '/madmin/users', { user });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function createUserWithPassword(email: string, flags: string[] = [], role = 'user'): Promise<{ id: number; password: string }> {
  const page = await createThroughForm({ email, role, flags });
  expect(page.component).toBe('MadminUserPassword');
  return { id: page.props.user.id, password: page.props.one_time_password };
}

async function signInRaw(email: string, password: string) {
  const agent = await t.anonymous();
  const res = await agent.post('/users/sign_in', { user: { email, password } });
  if (res.statusCode === 200) agent.csrfToken = res.json().csrf_token;
  return { agent, res };
}

/** Signs in and changes the forced password; answers the signed-in agent. */
async function signInChanged(email: string, oneTime: string, next = 'a brand new long password'): Promise<Agent> {
  const { agent } = await signInRaw(email, oneTime);
  expect((await agent.patch('/api/v1/account/password', { current_password: oneTime, new_password: next })).statusCode).toBe(200);
  return agent;
}

const auditOf = async (targetId: number) =>
  (await db().select().from(auditEvents).where(eq(auditEvents.targetId, targetId))).map((e) => e.action);

describe('creating a user', () => {
  it('shows a generated password once, stores only its hash, and forces a change at first sign-in', async () => {
    const email = uniqueEmail('new');
    const page = await createThroughForm({ email: email.toUpperCase(), role: 'user', flags: ['grant_access', 'code_doctor'] });
    expect(page.component).toBe('MadminUserPassword');
    expect(page.url).toBe(`/madmin/users/${page.props.user.id}`);
    const password = page.props.one_time_password as string;
    expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(page.props.user).toMatchObject({ email, role: 'user', flags: ['grant_access', 'code_doctor'], must_change_password: true });

    const row = (await findUserByEmail(db(), email))!;
    expect(row.passwordHash).not.toContain(password);
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    const again = await admin.visit(`/madmin/users/${row.id}`);
    expect(JSON.stringify(again)).not.toContain(password);

    const { agent, res } = await signInRaw(email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.must_change_password).toBe(true);
    const blocked = await agent.get('/api/v1/chats');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
    expect((await agent.get('/grants.json')).statusCode).toBe(403);
    const page403 = await agent.get('/madmin/users', { accept: 'text/html' });
    expect(page403.statusCode).toBe(302);
    expect(page403.headers.location).toBe('/account/password?return_to=%2Fmadmin%2Fusers');
    expect((await agent.get('/api/v1/logged_in')).json().user.must_change_password).toBe(true);

    const weak = await agent.patch('/api/v1/account/password', { current_password: password, new_password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.message).toContain(PASSWORD_RULE);
    expect(weak.json().error.details.new_password).toEqual(['The password must be at least 12 characters.']);
    const same = await agent.patch('/api/v1/account/password', { current_password: password, new_password: password });
    expect(same.statusCode).toBe(422);

    const changed = await agent.patch('/api/v1/account/password', { current_password: password, new_password: 'my own long passphrase' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.must_change_password).toBe(false);
    expect((await agent.get('/api/v1/chats')).statusCode).toBe(200);
    expect((await agent.get('/grants/filters.json')).statusCode).toBe(200);

    expect((await signInRaw(email, password)).res.statusCode).toBe(401);
    expect((await signInRaw(email, 'my own long passphrase')).res.json().user.must_change_password).toBe(false);
    expect(await auditOf(row.id)).toEqual(expect.arrayContaining(['user.created', 'sign_in.succeeded', 'user.password_changed']));
  });

  it('refuses a taken e-mail with a form error and saves nothing', async () => {
    const email = uniqueEmail('dup');
    await createUserWithPassword(email);
    const before = await db().select().from(users);
    const page = await createThroughForm({ email: `  ${email.toUpperCase()} `, role: 'user', flags: [] });
    expect(page.component).toBe('MadminUserNew');
    expect(page.props.errors.email).toBe(`A user with the e-mail ${email} already exists.`);
    expect(await db().select().from(users)).toHaveLength(before.length);
    const created = await db().select().from(auditEvents).where(eq(auditEvents.targetLabel, email));
    expect(created.filter((e) => e.action === 'user.created')).toHaveLength(1);
  });

  it('names an unknown flag and an unknown role, and saves nothing', async () => {
    const email = uniqueEmail('flag');
    const page = await createThroughForm({ email, role: 'user', flags: ['grant_access', 'superpowers'] });
    expect(page.component).toBe('MadminUserNew');
    expect(page.props.errors['flags']).toContain('Unknown flag "superpowers"');
    const role = await createThroughForm({ email, role: 'emperor', flags: [] });
    expect(role.props.errors.role).toBe('Role must be super_admin or user.');
    const invalid = await createThroughForm({ email: 'not-an-email', flags: [] });
    expect(invalid.props.errors.email).toBe('Enter a valid e-mail address.');
    expect(await findUserByEmail(db(), email)).toBeNull();
  });
});

describe('editing a user', () => {
  it('changes role and flags, and the change reaches the user at once', async () => {
    const email = uniqueEmail('edit');
    const { id, password } = await createUserWithPassword(email, ['grant_access']);
    const user = await signInChanged(email, password);
    expect((await user.get('/grants/filters.json')).statusCode).toBe(200);

    const res = await admin.submit('PATCH', `/madmin/users/${id}`, { user: { role: 'user', flags: ['permit_mvp', 'document_upload'] } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/madmin/users/${id}`);
    expect((await admin.visit(`/madmin/users/${id}`)).props.user.flags).toEqual(['permit_mvp', 'document_upload']);
    expect((await user.get('/grants/filters.json')).statusCode).toBe(403);
    expect((await user.get('/api/v1/permits/reviews')).statusCode).toBe(200);

    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'user.updated'));
    expect(event).toMatchObject({ actorId: root.id, actorEmail: root.email, targetId: id, targetLabel: email });
    expect(event.details).toEqual({ role: { from: 'user', to: 'user' }, flags: { from: ['grant_access'], to: ['permit_mvp', 'document_upload'] } });
  });

  it('answers 404 with a clear message for a user deleted meanwhile', async () => {
    const { id } = await createUserWithPassword(uniqueEmail('gone'));
    await admin.visit(`/madmin/users/${id}`);
    await db().delete(users).where(eq(users.id, id));
    for (const res of [
      await admin.submit('PATCH', `/madmin/users/${id}`, { user: { role: 'user', flags: [] } }),
      await admin.submit('POST', `/madmin/users/${id}/disable`),
      await admin.submit('POST', `/madmin/users/${id}/password_reset`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This user no longer exists; it may have been deleted.');
    }
  });
});

describe('disabling a user', () => {
  it('ends their sessions and closes their open socket at once; they cannot sign in until re-enabled', async () => {
    const email = uniqueEmail('disable');
    const { id, password } = await createUserWithPassword(email);
    const user = await signInChanged(email, password, 'the password of a user');
    const chat = await insertChat(db(), { userId: id, title: 'Fences' });
    const client = connectCable({ url: t.url, cookie: user.cookieHeader });
    openClients.push(client);
    const sub = client.subscribe({ channel: 'ChatChannel', chat_id: chat.id });
    await sub.connected();

    const res = await admin.submit('POST', `/madmin/users/${id}/disable`);
    expect(res.statusCode).toBe(303);
    expect(await sub.disconnected()).toEqual({ willAttemptReconnect: false });
    expect((await user.get('/api/v1/logged_in')).statusCode).toBe(401);

    const refused = await signInRaw(email, 'the password of a user');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error.message).toBe('This account is disabled. Ask an administrator to re-enable it.');
    expect((await signInRaw(email, 'a wrong password')).res.json().error.message).toBe('Invalid email or password.');
    expect((await admin.visit(`/madmin/users/${id}`)).props.user.disabled_at).not.toBeNull();

    expect((await admin.submit('POST', `/madmin/users/${id}/enable`)).statusCode).toBe(303);
    expect((await signInRaw(email, 'the password of a user')).res.statusCode).toBe(200);
    expect(await auditOf(id)).toEqual(expect.arrayContaining(['user.disabled', 'user.enabled', 'sign_in.failed']));
  });

  it('refuses to disable yourself', async () => {
    const res = await admin.submit('POST', `/madmin/users/${root.id}/disable`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You cannot disable your own account.');
  });
});

describe('resetting a password', () => {
  it('shows a new one-time password once, ends their sessions, and forces a change again', async () => {
    const email = uniqueEmail('reset');
    const { id, password } = await createUserWithPassword(email);
    const user = await signInChanged(email, password, 'first chosen password');

    const res = await admin.submit('POST', `/madmin/users/${id}/password_reset`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.component).toBe('MadminUserPassword');
    expect(page.props.reason).toBe('reset');
    const fresh = page.props.one_time_password as string;
    expect(fresh).not.toBe(password);
    expect((await user.get('/api/v1/logged_in')).statusCode).toBe(401);
    expect((await signInRaw(email, 'first chosen password')).res.statusCode).toBe(401);
    const again = await signInRaw(email, fresh);
    expect(again.res.json().user.must_change_password).toBe(true);
    expect((await again.agent.get('/api/v1/chats')).statusCode).toBe(403);
    expect(await auditOf(id)).toContain('user.password_reset');
  });
});

describe('the users list', () => {
  it('searches by e-mail, sorts and pages in SQL', async () => {
    const tag = `list${Date.now()}`;
    for (let i = 0; i < 3; i++) await t.createUser({ email: `${tag}-${i}@example.org` });
    const found = await admin.visit(`/madmin/users?search=${tag.toUpperCase()}&sort=email&direction=desc`);
    expect(found.props.users.map((u: { email: string }) => u.email)).toEqual([2, 1, 0].map((i) => `${tag}-${i}@example.org`));
    expect(found.props.paging).toMatchObject({ current_page: 1, total_count: 3, total_pages: 1 });
    expect(found.props.filters).toMatchObject({ search: tag.toUpperCase(), sort: 'email', direction: 'desc' });
    // LIKE wildcards in the search are taken literally.
    expect((await admin.visit('/madmin/users?search=%25')).props.paging.total_count).toBe(0);
    const signedIn = await admin.visit('/madmin/users?sort=last_sign_in');
    expect(signedIn.props.users[0].last_sign_in_at).not.toBeNull();
    const all = await admin.visit('/madmin/users?page=999');
    expect(all.props.users).toEqual([]);
    expect(all.props.paging.total_count).toBeGreaterThan(3);
  });
});

describe('the last super admin', () => {
  async function superAdmin(): Promise<{ id: number; agent: Agent }> {
    const other = await t.createUser({ role: 'super_admin', email: uniqueEmail('sa') });
    return { id: other.id, agent: await t.signIn(other.email) };
  }
  const demote = (agent: Agent, id: number) => agent.submit('PATCH', `/madmin/users/${id}`, { user: { role: 'user', flags: [] } });
  const enabledSuperAdmins = async () => (await db().select().from(users).where(eq(users.role, 'super_admin'))).filter((u) => !u.disabledAt);
  /** Leaves root as the only enabled super admin. */
  async function onlyRoot(): Promise<void> {
    for (const u of await enabledSuperAdmins()) if (u.id !== root.id) await updateUser(db(), u.id, { role: 'user' });
    await updateUser(db(), root.id, { role: 'super_admin', disabledAt: null });
  }

  it('cannot be demoted or disabled', async () => {
    await onlyRoot();
    const other = await superAdmin();
    expect((await admin.submit('POST', `/madmin/users/${other.id}/disable`)).statusCode).toBe(303);
    const res = await demote(other.agent, root.id);
    expect(res.statusCode).toBe(401); // disabled: their session ended
    const self = await demote(admin, root.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('This is the last enabled super admin: make another user a super admin first.');
    expect((await enabledSuperAdmins()).map((u) => u.id)).toEqual([root.id]);
  });

  it('survives two concurrent demotions: exactly one succeeds', async () => {
    await onlyRoot();
    const other = await superAdmin();
    const results = await Promise.all([demote(admin, other.id), demote(other.agent, root.id)]);
    // The loser is refused either by the rule (409) or, when its session was read after the winner committed, as no
    // longer a super admin (403).
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 303)).toHaveLength(1);
    expect(statuses.find((s) => s !== 303)).toBeOneOf([403, 409]);
    expect(await enabledSuperAdmins()).toHaveLength(1);
    await onlyRoot();
  });

  it.skipIf(!testingOnPostgres())('waits for the super admin row locks: a demotion that committed meanwhile is seen', async () => {
    await onlyRoot();
    const other = await superAdmin();
    const client = new pg.Client({ connectionString: t.testDb.url! });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT id FROM users WHERE role = 'super_admin' AND disabled_at IS NULL FOR UPDATE`);
      let settled = false;
      const pending = demote(admin, other.id).then((res) => {
        settled = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Without FOR UPDATE the demotion would have read two super admins and finished by now.
      expect(settled).toBe(false);
      await client.query(`UPDATE users SET role = 'user' WHERE id = $1`, [root.id]);
      await client.query('COMMIT');
      const res = await pending;
      expect(res.statusCode).toBe(409);
      expect((await enabledSuperAdmins()).map((u) => u.id)).toEqual([other.id]);
    } finally {
      await client.end();
      await onlyRoot();
    }
  });
});

describe('the audit log', () => {
  it('lists events newest first and finds them by actor, action and target', async () => {
    const email = uniqueEmail('audited');
    const { id, password } = await createUserWithPassword(email);
    await signInRaw(email, 'wrong password here');
    await admin.submit('POST', `/madmin/users/${id}/password_reset`);
    void password;

    const byTarget = await admin.visit(`/madmin/audit?search=${encodeURIComponent(email)}`);
    const actions = byTarget.props.events.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.password_reset', 'sign_in.failed', 'user.created']);
    expect(byTarget.props.events[0]).toMatchObject({ actor_email: root.email, target_label: email, target_type: 'user', target_id: id });
    expect(byTarget.props.events[1]).toMatchObject({ actor_email: email, details: { reason: 'wrong_password' } });

    const byAction = await admin.visit('/madmin/audit?search=password_reset');
    expect(byAction.props.events.every((e: { action: string }) => e.action === 'user.password_reset')).toBe(true);
    const byActor = await admin.visit(`/madmin/audit?search=${encodeURIComponent(root.email)}`);
    expect(byActor.props.paging.total_count).toBeGreaterThan(5);
    const times = byActor.props.events.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('records municipality changes', async () => {
    const res = await admin.submit('POST', '/madmin/municipalities', { municipality: { name: `Auditville ${Date.now()}`, address_variant: 'none', gis: { provider: 'none' } } });
    expect(res.statusCode).toBe(303);
    const page = await admin.visit('/madmin/audit?search=Auditville');
    expect(page.props.events.map((e: { action: string }) => e.action)).toEqual(['municipality.created']);
  });
});
