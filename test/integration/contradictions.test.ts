import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/contracts/chats';
import type { SuspectedContradiction } from '../../src/contracts/contradictions';
import { chats, contradictionScans, contradictionSources, contradictions, messageContradictions, messages, users } from '../../src/server/db/schema';
import { SCAN_CONTRADICTIONS_JOB } from '../../src/server/features/contradictions/scan-message.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { connectCable, type TestCableClient } from '../support/cable-client';
import { createChat, getChat, waitForReply } from '../support/chats';
import { publishPlantedSet } from '../support/planted-conflicts';
import { waitFor, waitForSettled } from '../support/wait';

// The conflict scan of chat answers (code_doctor users), on real DC Code Title 25 beside a planted 2019 print of its
// Chapter 7 whose § 25-723 says bars close at 4:00 a.m. on weekends instead of 3:00 a.m.

const TITLE_25 = 'dc/dc-title-25-alcoholic-beverages.txt';
const PRINT = 'planted-dc-title-25-ch7-print-2019.txt';
const BAR_QUESTION = 'How late can a bar serve drinks on Saturday?';
type StatusEvent = { type: 'contradiction_status'; message_id: number; status: string; contradictions?: SuspectedContradiction[] };

let t: TestApp;
let municipalityId: number;
let doctor: Agent;
let plain: Agent;
let doctorId: number;
const clients: TestCableClient[] = [];
const db = () => t.app.ordo.database.db;

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  ({ municipalityId } = await publishPlantedSet(t, 'Planted City', [TITLE_25, PRINT]));
  const user = await t.createUser({ flags: ['code_doctor'] });
  doctorId = user.id;
  doctor = await t.signIn(user.email);
  plain = await t.signIn((await t.createUser()).email);
}, 200_000);
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => t?.close());

/** Opens ChatChannel for the chat as the agent; returns the subscription once confirmed. */
async function chatEvents(agent: Agent, chatId: number) {
  const cable = connectCable({ url: t.url, cookie: agent.cookieHeader });
  clients.push(cable);
  const events = cable.subscribe({ channel: 'ChatChannel', chat_id: chatId });
  await events.connected();
  return events;
}

async function ask(agent: Agent, chatId: number, content: string): Promise<Message> {
  const res = await agent.post('/api/v1/messages', { chat_id: chatId, message: { content, source: 'from_human' } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  return waitForReply(agent, chatId, res.json().id);
}

const hourFinding = (list: SuspectedContradiction[] | undefined) => list?.find((c) => c.kind === 'quantity' && c.document_sources.some((s) => s.quoted_text.includes('4:00 a.m. and 6:00 a.m. on Saturday')));

describe('the conflict scan of an answer', () => {
  it('scans a code_doctor user’s answer: analyzing, then completed with the planted hour, both sides quoted and stored', async () => {
    const chat = await createChat(doctor, municipalityId);
    const events = await chatEvents(doctor, chat.id);
    const reply = await ask(doctor, chat.id, BAR_QUESTION);
    expect(reply.meta_data.citation?.map((c) => c.section_label)).toContain('§ 25-723');

    const analyzing = await events.received<StatusEvent>({ type: 'contradiction_status', status: 'analyzing' }, 15_000);
    expect(analyzing.message_id).toBe(reply.id);
    // The answer was stored (and is shown) before its scan started.
    expect((await getChat(doctor, chat.id)).messages.map((m) => m.id)).toContain(reply.id);
    const completed = await events.received<StatusEvent>({ type: 'contradiction_status', status: 'completed' }, 30_000);
    expect(completed.message_id).toBe(reply.id);
    const hour = hourFinding(completed.contradictions);
    expect(hour, JSON.stringify(completed.contradictions)).toBeDefined();
    expect(hour?.explanation).toMatch(/^Different times for what reads as the same thing: § 25-723 of .* says (3|4):00 a\.m\., while § 25-723 of .* says (4|3):00 a\.m\.$/);
    expect(hour?.document_sources.map((s) => s.document_name).sort()).toEqual(['PLANTED DC Code Title 25, Chapter 7 (2019 print)', 'dc-title-25-alcoholic-beverages.txt']);
    expect(hour?.document_sources.map((s) => s.quoted_text).join(' ‖ ')).toContain('3:00 a.m. and 6:00 a.m. on Saturday');
    for (const side of hour?.document_sources ?? []) expect(side).toMatchObject({ section: '§ 25-723', chunk_id: expect.any(Number) });

    const stored = (await getChat(doctor, chat.id)).messages.find((m) => m.id === reply.id);
    expect(stored?.contradiction_status).toBe('completed');
    expect(stored?.suspected_document_contradictions).toEqual(completed.contradictions);
    const [link] = await db().select().from(messageContradictions).where(eq(messageContradictions.contradictionId, hour?.id ?? 0));
    expect(link).toEqual({ messageId: reply.id, contradictionId: hour?.id });
  });

  it('does not scan for a user without code_doctor, nor show them findings; code_doctor removed hides them', async () => {
    const chat = await createChat(plain, municipalityId);
    const events = await chatEvents(plain, chat.id);
    const reply = await ask(plain, chat.id, BAR_QUESTION);
    await events.received({ type: 'minutes_saved' }, 10_000);
    expect(await db().select().from(contradictionScans).where(eq(contradictionScans.messageId, reply.id))).toEqual([]);
    expect(reply).toMatchObject({ suspected_document_contradictions: [], contradiction_status: null });
    expect(events.events.some((e) => e.type === 'received' && (e.message as StatusEvent).type === 'contradiction_status')).toBe(false);

    const [doctorChat] = await db().select({ id: chats.id }).from(chats).where(eq(chats.userId, doctorId)).limit(1);
    await db().update(users).set({ codeDoctor: false }).where(eq(users.id, doctorId));
    try {
      const seen = await getChat(doctor, doctorChat.id);
      expect(seen.messages.every((m) => m.suspected_document_contradictions.length === 0 && m.contradiction_status === null)).toBe(true);
    } finally {
      await db().update(users).set({ codeDoctor: true }).where(eq(users.id, doctorId));
    }
  });

  it('a retried scan stores no finding, source or link twice', async () => {
    const chat = await createChat(doctor, municipalityId);
    const events = await chatEvents(doctor, chat.id);
    const reply = await ask(doctor, chat.id, BAR_QUESTION);
    await events.received({ type: 'contradiction_status', status: 'completed' }, 30_000);
    const tally = async () => ({
      contradictions: (await db().select({ n: count() }).from(contradictions))[0].n,
      sources: (await db().select({ n: count() }).from(contradictionSources))[0].n,
      links: (await db().select({ n: count() }).from(messageContradictions).where(eq(messageContradictions.messageId, reply.id)))[0].n,
    });
    const before = await tally();
    expect(before.links).toBeGreaterThan(0);
    // A retry that finds the scan unfinished (its first attempt died before committing) runs it again.
    await db().update(contradictionScans).set({ status: 'analyzing' }).where(eq(contradictionScans.messageId, reply.id));
    const jobId = await t.app.ordo.jobs.enqueue(SCAN_CONTRADICTIONS_JOB, { messageId: reply.id, chatId: chat.id });
    const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId));
    expect(job.status).toBe('completed');
    expect(await tally()).toEqual(before);
    const again = await events.received<StatusEvent>({ type: 'contradiction_status', status: 'completed', message_id: reply.id }, 30_000);
    expect(again.contradictions?.map((c) => c.id).sort()).toEqual((await getChat(doctor, chat.id)).messages.find((m) => m.id === reply.id)?.suspected_document_contradictions.map((c) => c.id).sort());
  });

  it('ends quietly with error for a deleted message or a deleted municipality', async () => {
    const chat = await createChat(doctor, municipalityId);
    const events = await chatEvents(doctor, chat.id);
    const reply = await ask(doctor, chat.id, BAR_QUESTION);
    await events.received({ type: 'contradiction_status', status: 'completed' }, 30_000);

    await db().delete(messages).where(eq(messages.id, reply.id));
    const gone = await t.app.ordo.jobs.enqueue(SCAN_CONTRADICTIONS_JOB, { messageId: reply.id, chatId: chat.id });
    const ended = await waitForSettled(() => t.app.ordo.jobs.getJob(gone));
    expect(ended).toMatchObject({ status: 'completed', result: { status: 'error', reason: 'The message no longer exists.' } });
    const error = await events.received<StatusEvent>({ type: 'contradiction_status', status: 'error' }, 10_000);
    expect(error.message_id).toBe(reply.id);

    const other = await createChat(doctor, municipalityId);
    const otherEvents = await chatEvents(doctor, other.id);
    const second = await ask(doctor, other.id, BAR_QUESTION);
    await otherEvents.received({ type: 'contradiction_status', status: 'completed' }, 30_000);
    await db().update(chats).set({ municipalityId: null }).where(eq(chats.id, other.id));
    await db().update(contradictionScans).set({ status: 'analyzing' }).where(eq(contradictionScans.messageId, second.id));
    const rescan = await t.app.ordo.jobs.enqueue(SCAN_CONTRADICTIONS_JOB, { messageId: second.id, chatId: other.id });
    const noTown = await waitForSettled(() => t.app.ordo.jobs.getJob(rescan));
    expect(noTown.status).toBe('completed');
    await otherEvents.received({ type: 'contradiction_status', status: 'error' }, 10_000);
    const seen = await waitFor(() => getChat(doctor, other.id), (c) => c.messages.some((m) => m.id === second.id && m.contradiction_status === 'error'));
    expect(seen.messages.find((m) => m.id === second.id)?.content).toBe(second.content);
  });
});
