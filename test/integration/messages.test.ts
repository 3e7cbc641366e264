import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROMPT_CHARACTERS, type Message } from '../../src/contracts/chats';
import { backgroundJobs, messageFeedbacks, messages } from '../../src/server/db/schema';
import { findDocument } from '../../src/server/features/documents/documents.repo';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { ANSWER_FAILED_CONTENT, ANSWER_MESSAGE_JOB } from '../../src/server/features/messages/answer-message.service';
import { insertHumanMessage, listMessageSources } from '../../src/server/features/messages/messages.repo';
import { answerMessageJob } from '../../src/server/jobs/answer-message.job';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { connectCable, type TestCableClient } from '../support/cable-client';
import { type DemoSetup, createChat, getChat, publishDemo, waitForReply } from '../support/chats';
import { waitForSettled } from '../support/wait';

// Asking questions end to end: the human message, the answer job running in the app's worker, the
// stored reply with its provenance, and the live events the client shows, on the demo DC Code titles.

const BAR_QUESTION = 'How late can a bar serve drinks on Saturday?';
let t: TestApp;
let demo: DemoSetup;
let alice: Agent;
let bob: Agent;
const clients: TestCableClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  demo = await publishDemo(t);
  alice = await t.signIn((await t.createUser()).email);
  bob = await t.signIn((await t.createUser()).email);
}, 200_000);
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => t?.close());

async function ask(agent: Agent, chatId: number, content: string, extra: Record<string, unknown> = {}) {
  return agent.post('/api/v1/messages', { chat_id: chatId, message: { content, source: 'from_human', ...extra } });
}

/** Posts a question and waits for its reply; returns both. */
async function askAndWait(agent: Agent, chatId: number, content: string, extra: Record<string, unknown> = {}) {
  const res = await ask(agent, chatId, content, extra);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  const human: Message = res.json();
  const reply = await waitForReply(agent, chatId, human.id);
  return { human, reply };
}

async function botRepliesTo(humanId: number) {
  return t.app.ordo.database.db.select().from(messages).where(eq(messages.replyToId, humanId));
}

describe('answering a question', () => {
  it('answers from the demo titles citing § 25-723, with progress, title and minutes saved over the cable', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const cable = connectCable({ url: t.url, cookie: alice.cookieHeader });
    clients.push(cable);
    const events = cable.subscribe({ channel: 'ChatChannel', chat_id: chat.id });
    const progress = cable.subscribe({ channel: 'ChatProgressChannel', chat_id: chat.id });
    await Promise.all([events.connected(), progress.connected()]);

    const { human, reply } = await askAndWait(alice, chat.id, BAR_QUESTION);
    expect(human).toMatchObject({ chat_id: chat.id, source: 'from_human', content: BAR_QUESTION, message_evaluation: null });
    expect(Date.parse(human.created_at)).not.toBeNaN();

    expect(reply.content).toContain('[1]');
    expect(reply.content).not.toMatch(/^I'm sorry/);
    const citations = reply.meta_data.citation ?? [];
    expect(citations[0]).toMatchObject({ n: 1, section_label: '§ 25-723', document_id: demo.title25Id, document_name: 'DC Code Title 25: Alcoholic Beverages' });
    for (const c of citations) expect(c.content).toContain(c.quote.split(' … ')[0]);
    expect(reply.meta_data).toMatchObject({ answer: reply.content, apology: false, answered_by: 'offline' });
    expect(reply.meta_data.minutes_saved).toBeGreaterThanOrEqual(2);
    expect(reply.meta_data.reasonings?.length).toBeGreaterThan(0);
    expect([...reply.selected_document_ids].sort()).toEqual([demo.title25Id, demo.title8Id].sort());

    const texts: string[] = [];
    for (;;) {
      const event = await progress.received<{ type: string; message: string }>({ type: 'progress' }, 10_000);
      texts.push(event.message);
      if (event.message === 'Answer ready.') break;
    }
    expect(texts[0]).toBe('Reading your question...');
    expect(texts).toContain("Searching District of Columbia (demo)'s documents...");
    expect(texts.some((m) => /^Found \d+ relevant sections?; writing the answer\.\.\.$/.test(m))).toBe(true);

    const title = await events.received({ type: 'title_update' }, 10_000);
    expect(title).toEqual({ type: 'title_update', chat_id: chat.id, title: 'How late can a bar serve drinks on Saturday' });
    const saved = await events.received({ type: 'minutes_saved' }, 10_000);
    expect(saved).toEqual({
      type: 'minutes_saved',
      message_id: reply.id,
      minutes_saved: reply.meta_data.minutes_saved,
      seconds_saved: reply.meta_data.seconds_saved,
    });
    expect((await getChat(alice, chat.id)).title).toBe('How late can a bar serve drinks on Saturday');

    // Provenance: every chunk considered, in rank order, the cited ones marked with their [n].
    const sources = await listMessageSources(t.app.ordo.database.db, reply.id);
    expect(sources.length).toBeGreaterThanOrEqual(citations.length);
    expect(sources.map((s) => s.rank)).toEqual(sources.map((_, i) => i + 1));
    const first = sources.find((s) => s.citedAs === 1);
    expect(first).toMatchObject({ chunkId: citations[0].id, documentId: demo.title25Id, sectionLabel: '§ 25-723' });
    // The version of the document the answer was written from.
    const title25 = await findDocument(t.app.ordo.database.db, demo.title25Id);
    expect(first?.documentFileKey).toBe(title25?.fileKey);
    expect(first?.documentUpdatedAt).toEqual(title25?.updatedAt);
    expect(sources.filter((s) => s.citedAs !== null)).toHaveLength(citations.length);
  });

  it('searches only the selected documents: with Title 8 alone the answer does not cite § 25-723', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const saved = await alice.post(`/api/v1/chats/${chat.id}/chat_configuration`, {
      chat_configuration: { currently_selected_documents: [demo.title8Id] },
    });
    expect(saved.statusCode).toBe(200);
    const { human, reply } = await askAndWait(alice, chat.id, BAR_QUESTION);
    expect(human.selected_document_ids).toEqual([demo.title8Id]);
    expect(reply.selected_document_ids).toEqual([demo.title8Id]);
    const cited = reply.meta_data.citation ?? [];
    expect(cited.map((c) => c.section_label)).not.toContain('§ 25-723');
    for (const c of cited) expect(c.document_id).toBe(demo.title8Id);
    expect(reply.meta_data.reasonings?.join(' ')).not.toContain('Title 25');
    const sources = await listMessageSources(t.app.ordo.database.db, reply.id);
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expect(s.documentId).toBe(demo.title8Id);

    // The message's own selection overrides the chat's.
    const other = await askAndWait(alice, chat.id, 'What hours may a tavern sell alcohol?', { selected_document_ids: [demo.title25Id] });
    expect(other.human.selected_document_ids).toEqual([demo.title25Id]);
    expect(other.reply.selected_document_ids).toEqual([demo.title25Id]);
    const otherCited = other.reply.meta_data.citation ?? [];
    expect(otherCited.length).toBeGreaterThan(0);
    for (const c of otherCited) expect(c.document_id).toBe(demo.title25Id);
  });

  it('apologises when the municipality has no documents yet', async () => {
    const empty = await ensureMunicipality(t.app.ordo.database.db, { name: 'Emptyville' });
    const chat = await createChat(alice, empty.id);
    const { reply } = await askAndWait(alice, chat.id, BAR_QUESTION);
    expect(reply.content).toMatch(/^I'm sorry/);
    expect(reply.content).toContain('Emptyville has no documents available yet');
    expect(reply.meta_data).toMatchObject({ apology: true, citation: [] });
    expect(reply.selected_document_ids).toEqual([]);
    expect(await listMessageSources(t.app.ordo.database.db, reply.id)).toEqual([]);
  });
});

describe('what a question may be', () => {
  // How fast such prompts are answered is measured in bench/answer.bench.ts; here, only that they are answered.
  it('answers prompts of exactly 100,000 characters', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    // The question, then thousands of distinct words: the search must cope with all the text it keeps.
    let noisy = `${BAR_QUESTION} `;
    for (let i = 0; noisy.length < MAX_PROMPT_CHARACTERS; i += 1) noisy += `filler${i} `;
    noisy = `${noisy.slice(0, MAX_PROMPT_CHARACTERS - 1)}?`;
    // The question pasted over and over: it is still the question, and still answerable.
    const repeated = `${BAR_QUESTION} `.repeat(Math.ceil(MAX_PROMPT_CHARACTERS / (BAR_QUESTION.length + 1))).slice(0, MAX_PROMPT_CHARACTERS);
    for (const prompt of [noisy, repeated]) expect(prompt).toHaveLength(MAX_PROMPT_CHARACTERS);

    const first = await askAndWait(alice, chat.id, noisy);
    expect(first.human.content).toHaveLength(MAX_PROMPT_CHARACTERS);
    expect(first.reply.content.length).toBeLessThan(5_000);
    expect(first.reply.content.includes('[1]') || first.reply.content.startsWith("I'm sorry")).toBe(true);
    expect((await getChat(alice, chat.id)).title?.length).toBeLessThanOrEqual(60);

    const second = await askAndWait(alice, chat.id, repeated);
    expect(second.reply.meta_data.citation?.[0]?.section_label).toBe('§ 25-723');
  });

  it('refuses 100,001 characters and empty questions with 422, storing nothing', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const long = await ask(alice, chat.id, 'a'.repeat(MAX_PROMPT_CHARACTERS + 1));
    expect(long.statusCode).toBe(422);
    expect(long.json().error).toMatchObject({ code: 'validation_failed', message: 'A question can be at most 100,000 characters.' });
    for (const content of ['', '   \n\t ']) {
      const res = await ask(alice, chat.id, content);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe('Type a question first.');
    }
    expect((await getChat(alice, chat.id)).messages).toEqual([]);
  });

  it('stores script tags verbatim, as text, and returns them as a JSON string', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const content = '<script>alert("x")</script> <img src=x onerror=alert(1)> How late can a bar serve drinks?';
    const { human, reply } = await askAndWait(alice, chat.id, content);
    expect(human.content).toBe(content);
    const res = await alice.get(`/api/v1/chats/${chat.id}`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toContain(JSON.stringify(content));
    expect(res.json().messages[0].content).toBe(content);
    expect(reply.content).not.toContain('<script>');
  });

  it('refuses unknown selected documents with 422 and questions in archived chats', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const unknown = await ask(alice, chat.id, BAR_QUESTION, { selected_document_ids: [demo.title8Id, 987_654] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.details).toEqual({ document_ids: [987_654] });

    await alice.post('/api/v1/chats/archive', { id: chat.id });
    const archived = await ask(alice, chat.id, BAR_QUESTION);
    expect(archived.statusCode).toBe(422);
    expect(archived.json().error.message).toBe('This conversation is archived. Restore it to continue.');
    await alice.post('/api/v1/chats/unarchive', { id: chat.id });
    expect((await getChat(alice, chat.id)).messages).toEqual([]);
  });
});

describe('answering exactly once', () => {
  it('treats a rapid double submit of the same text as one question with one answer', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const [a, b] = await Promise.all([ask(alice, chat.id, BAR_QUESTION), ask(alice, chat.id, BAR_QUESTION)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    await waitForReply(alice, chat.id, a.json().id);
    // Only one answer job was ever queued for the question, and it has finished: no second reply can come.
    const answerJobs = await t.app.ordo.database.db
      .select({ id: backgroundJobs.id, kind: backgroundJobs.kind })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.subjectType, 'message'), eq(backgroundJobs.subjectId, a.json().id)));
    expect(answerJobs.map((j) => j.kind)).toEqual([ANSWER_MESSAGE_JOB]);
    expect((await waitForSettled(() => t.app.ordo.jobs.getJob(answerJobs[0].id), 20_000)).status).toBe('completed');
    const shown = await getChat(alice, chat.id);
    expect(shown.messages.map((m) => m.source)).toEqual(['from_human', 'from_bot']);
  });

  it('does not answer twice when the answer job runs again for the same message', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const { human, reply } = await askAndWait(alice, chat.id, BAR_QUESTION);
    const sourcesBefore = (await listMessageSources(t.app.ordo.database.db, reply.id)).length;
    const jobIds = await Promise.all([
      t.app.ordo.jobs.enqueue(ANSWER_MESSAGE_JOB, { messageId: human.id }),
      t.app.ordo.jobs.enqueue(ANSWER_MESSAGE_JOB, { messageId: human.id }),
    ]);
    for (const id of jobIds) {
      const job = await waitForSettled(() => t.app.ordo.jobs.getJob(id), 20_000);
      expect(job.status).toBe('completed');
    }
    expect(await botRepliesTo(human.id)).toHaveLength(1);
    expect(await listMessageSources(t.app.ordo.database.db, reply.id)).toHaveLength(sourcesBefore);
    expect((await getChat(alice, chat.id)).messages).toHaveLength(2);
  });

  it('fails a job for a message that is not a question, without replying to it', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const { reply } = await askAndWait(alice, chat.id, BAR_QUESTION);
    const jobId = await t.app.ordo.jobs.enqueue(ANSWER_MESSAGE_JOB, { messageId: reply.id });
    const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId), 20_000);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/not a question/);
    expect(await botRepliesTo(reply.id)).toHaveLength(0);
  });

  it('replies with an apology when the answer job has failed for good, so the client stops waiting', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const me = (await alice.get('/api/v1/logged_in')).json().user;
    const stored = await insertHumanMessage(t.app.ordo.database.db, {
      userId: me.id,
      chatId: chat.id,
      content: BAR_QUESTION,
      selectedDocumentIds: [],
      repeatWindowSeconds: 0,
    });
    if (stored.kind !== 'created') throw new Error(stored.kind);
    const job = answerMessageJob({ db: t.app.ordo.database.db, broadcaster: t.app.ordo.broadcaster, ai: t.app.ordo.ai });
    await job.onFailed?.({ messageId: stored.message.id }, 'Timed out after 300 seconds');
    const reply = await waitForReply(alice, chat.id, stored.message.id, 5_000);
    expect(reply.content).toBe(ANSWER_FAILED_CONTENT);
    expect(reply.meta_data).toMatchObject({ error: true });

    // A late success (or a second failure) does not add another reply.
    await job.onFailed?.({ messageId: stored.message.id }, 'again');
    await job.handler({ messageId: stored.message.id }, {
      jobId: 'x',
      attempt: 3,
      log: t.app.ordo.logger,
      signal: new AbortController().signal,
      progress: async () => undefined,
    });
    expect(await botRepliesTo(stored.message.id)).toHaveLength(1);
  });
});

describe('evaluations and feedback', () => {
  it('rates an answer helpful, replaces it with unhelpful, and deletes it', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const { human, reply } = await askAndWait(alice, chat.id, BAR_QUESTION);
    const rate = (evaluation: string, messageId = reply.id, agent = alice) =>
      agent.post('/api/v1/message_evaluations', { message_id: messageId, message_evaluation: { evaluation } });

    const helpful = await rate('helpful');
    expect(helpful.statusCode).toBe(200);
    expect(helpful.json()).toMatchObject({ message_id: reply.id, evaluation: 'helpful' });
    let shown = (await getChat(alice, chat.id)).messages.find((m) => m.id === reply.id);
    expect(shown?.message_evaluation).toEqual(helpful.json());

    const unhelpful = await rate('unhelpful');
    expect(unhelpful.json()).toEqual({ id: helpful.json().id, message_id: reply.id, evaluation: 'unhelpful' });
    shown = (await getChat(alice, chat.id)).messages.find((m) => m.id === reply.id);
    expect(shown?.message_evaluation?.evaluation).toBe('unhelpful');

    expect((await rate('great')).statusCode).toBe(422);
    const onQuestion = await rate('helpful', human.id);
    expect(onQuestion.statusCode).toBe(422);
    expect(onQuestion.json().error.message).toBe('Only answers can be rated.');

    // Bob can neither rate nor delete Alice's evaluation.
    expect((await rate('helpful', reply.id, bob)).statusCode).toBe(404);
    expect((await bob.delete(`/api/v1/message_evaluations/${helpful.json().id}`, { message_id: reply.id })).statusCode).toBe(404);

    const removed = await alice.delete(`/api/v1/message_evaluations/${helpful.json().id}`, { message_id: reply.id });
    expect(removed.statusCode).toBe(204);
    shown = (await getChat(alice, chat.id)).messages.find((m) => m.id === reply.id);
    expect(shown?.message_evaluation).toBeNull();
    expect((await alice.delete(`/api/v1/message_evaluations/${helpful.json().id}`)).statusCode).toBe(404);
    expect((await alice.delete('/api/v1/message_evaluations/abc')).statusCode).toBe(404);
  });

  it('stores feedback on an answer, only in the user’s own chats', async () => {
    const chat = await createChat(alice, demo.municipalityId);
    const { reply } = await askAndWait(alice, chat.id, BAR_QUESTION);
    const body = { message_id: reply.id, message_feedback: { message_id: reply.id, feedback: '  The hours for Sunday were missing.  ' } };
    const res = await alice.post('/api/v1/message_feedbacks', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message_id: reply.id, feedback: 'The hours for Sunday were missing.' });
    expect(Date.parse(res.json().created_at)).not.toBeNaN();
    const rows = await t.app.ordo.database.db.select().from(messageFeedbacks).where(eq(messageFeedbacks.messageId, reply.id));
    expect(rows.map((r) => r.feedback)).toEqual(['The hours for Sunday were missing.']);

    expect((await bob.post('/api/v1/message_feedbacks', body)).statusCode).toBe(404);
    expect((await alice.post('/api/v1/message_feedbacks', { message_id: reply.id, message_feedback: { feedback: ' ' } })).statusCode).toBe(422);
    expect((await alice.post('/api/v1/message_feedbacks', { message_id: 99_999_999_999, message_feedback: { feedback: 'x' } })).statusCode).toBe(404);
    expect(await t.app.ordo.database.db.select().from(messageFeedbacks).where(eq(messageFeedbacks.messageId, reply.id))).toHaveLength(1);
  });
});
