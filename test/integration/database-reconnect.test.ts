import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/contracts/chats';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { connectCable, type TestCableClient } from '../support/cable-client';
import { createChat, waitForReply } from '../support/chats';
import { testingOnPostgres } from '../support/database';
import { waitFor } from '../support/wait';

// The database drops every connection of a running server (a restart, a failover, an operator's pg_terminate_backend).
describe.skipIf(!testingOnPostgres())('a running server whose database connections are dropped', () => {
  let t: TestApp;
  let agent: Agent;
  let chatId: number;
  let cable: TestCableClient;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    const municipality = await ensureMunicipality(t.app.ordo.database.db, { name: 'Reconnect City' });
    agent = await t.signIn((await t.createUser()).email);
    chatId = (await createChat(agent, municipality.id)).id;
    cable = connectCable({ url: t.url, cookie: agent.cookieHeader });
    admin = new pg.Client({ connectionString: t.testDb.url! });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await cable?.close();
    await admin?.end();
    await t?.close();
  });

  // The backends whose last statement was a LISTEN: the server's listening connection.
  const listenerPids = async () =>
    (await admin.query("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'")).rows.map((r) => Number(r.pid));

  it('keeps serving and still delivers live events once the connections are back', async () => {
    const events = cable.subscribe({ channel: 'ChatChannel', chat_id: chatId });
    await events.connected();
    const before = await waitFor(listenerPids, (pids) => pids.length > 0, 10_000);

    const { rows } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    expect(rows.length).toBeGreaterThan(0);
    // A new connection listens again on its own. (A terminated backend can linger in pg_stat_activity for a moment, so
    // only a backend that was not there before counts; events sent before it listens are not delivered, by design.)
    await waitFor(listenerPids, (pids) => pids.some((pid) => !before.includes(pid)), 15_000);

    // Requests work (the pool replaced its connections) and the answer's live events arrive over the cable.
    const asked = await agent.post('/api/v1/messages', { chat_id: chatId, message: { content: 'Is anything here?', source: 'from_human' } });
    expect(asked.statusCode).toBe(201);
    const reply: Message = await waitForReply(agent, chatId, asked.json().id, 60_000);
    expect(reply.source).toBe('from_bot');
    const title = await events.received<{ type: string; title: string }>({ type: 'title_update' }, 30_000);
    expect(title.title.length).toBeGreaterThan(0);
  }, 120_000);
});
