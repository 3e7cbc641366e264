import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/contracts/chats';
import { messages } from '../../src/server/db/schema';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { type DemoSetup, createChat, publishDemo, waitForReply } from '../support/chats';

// /madmin/activity: questions asked through the real app land in the rollup (answered or apologised, ratings moving
// with their changes), the pages and exports show those figures, and only super admins see them.

const BAR_QUESTION = 'How late can a bar serve drinks on Saturday?';
const AWKWARD_QUESTION = '=SUM(A1), "quoted", and a comma: may I keep bees?';
const utcDay = (at: Date | string = new Date()) => new Date(at).toISOString().slice(0, 10);

let t: TestApp;
let demo: DemoSetup;
let emptyvilleId: number;
let staff: Agent;
let alice: Agent;
let answered: Message;
let apology: Message;

async function askAndWait(agent: Agent, chatId: number, content: string) {
  const res = await agent.post('/api/v1/messages', { chat_id: chatId, message: { content, source: 'from_human' } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  return waitForReply(agent, chatId, (res.json() as Message).id);
}

const overview = async (query = '') => (await staff.visit(`/madmin/activity${query}`)).props;

/**
 * A request's default range ends on the UTC day it was answered: the day before or after it. (A run may cross midnight
 * UTC; the messages then fall on either side, so the expectations below come from their stored times, not one "today".)
 */
async function requestAround<T>(send: () => Promise<T>): Promise<{ result: T; days: string[] }> {
  const before = utcDay();
  const result = await send();
  return { result, days: [before, utcDay()] };
}

/** The seeded conversations' messages summed per UTC day of their creation, as the rollup should hold them. */
async function countSeededByDay() {
  const rows = await t.app.ordo.database.db.select().from(messages).where(inArray(messages.chatId, [answered.chat_id, apology.chat_id]));
  const byDay = new Map<string, { day: string; questions: number; answered: number; apologised: number }>();
  for (const m of rows) {
    const day = utcDay(m.createdAt);
    const d = byDay.get(day) ?? { day, questions: 0, answered: 0, apologised: 0 };
    if (m.source === 'from_human') d.questions += 1;
    if (m.outcome === 'answered') d.answered += 1;
    if (m.outcome === 'apologised') d.apologised += 1;
    byDay.set(day, d);
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

const rate = (messageId: number, evaluation: 'helpful' | 'unhelpful') =>
  alice.post('/api/v1/message_evaluations', { message_id: messageId, message_evaluation: { evaluation } });

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  demo = await publishDemo(t);
  emptyvilleId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'Emptyville' })).id;
  staff = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  alice = await t.signIn((await t.createUser()).email);
  answered = await askAndWait(alice, (await createChat(alice, demo.municipalityId)).id, BAR_QUESTION);
  apology = await askAndWait(alice, (await createChat(alice, emptyvilleId)).id, AWKWARD_QUESTION);
}, 300_000);
afterAll(async () => t?.close());

describe('recording outcomes', () => {
  it('records each reply as answered or apologised, with the time saved the chat showed', async () => {
    const db = t.app.ordo.database.db;
    const [a] = await db.select().from(messages).where(eq(messages.id, answered.id));
    const [b] = await db.select().from(messages).where(eq(messages.id, apology.id));
    expect(apology.content).toMatch(/^I'm sorry/);
    expect(a).toMatchObject({ outcome: 'answered', secondsSaved: (answered.meta_data.minutes_saved ?? 0) * 60 + (answered.meta_data.seconds_saved ?? 0) });
    expect(a.secondsSaved).toBeGreaterThanOrEqual(120);
    expect(b).toMatchObject({ outcome: 'apologised', secondsSaved: 0 });
  });
});

describe('the activity page', () => {
  it('counts questions, answers, apologies and time saved per municipality and in total', async () => {
    const { result: props, days: around } = await requestAround(() => overview());
    const secondsSaved = (answered.meta_data.minutes_saved ?? 0) * 60 + (answered.meta_data.seconds_saved ?? 0);
    expect(around).toContain(props.filter.to);
    expect(props.filter).toMatchObject({ municipality_id: null });
    expect(props.days).toHaveLength(30);
    expect(props.days.at(-1).day).toBe(props.filter.to);
    expect(props.totals).toMatchObject({ questions: 2, answered: 1, apologised: 1, seconds_saved: secondsSaved, apology_rate: 0.5, helpful_rate: null });
    const busy = props.days.filter((d: { questions: number; answered: number; apologised: number }) => d.questions + d.answered + d.apologised > 0);
    expect(busy).toEqual((await countSeededByDay()).map((d) => expect.objectContaining(d)));
    const byName = Object.fromEntries(props.by_municipality.map((r: { name: string }) => [r.name, r]));
    expect(byName.Emptyville).toMatchObject({ questions: 1, answered: 0, apologised: 1, apology_rate: 1 });
    expect(byName[demo.municipalityName]).toMatchObject({ questions: 1, answered: 1, apologised: 0, seconds_saved: secondsSaved });
    expect(props.municipalities.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Emptyville', demo.municipalityName]));

    const one = await overview(`?municipality_id=${emptyvilleId}`);
    expect(one.totals).toMatchObject({ questions: 1, answered: 0, apologised: 1 });
    const before = await overview('?from=2020-01-01&to=2020-01-31');
    expect(before.days).toHaveLength(31);
    expect(before.totals).toMatchObject({ questions: 0, answered: 0, apologised: 0, apology_rate: null });
  });

  it('moves a rating between helpful and unhelpful, and takes a removed one away', async () => {
    expect((await rate(answered.id, 'helpful')).statusCode).toBeLessThan(300);
    expect((await overview()).totals).toMatchObject({ helpful: 1, unhelpful: 0, helpful_rate: 1 });
    const changed = await rate(answered.id, 'unhelpful');
    expect((await overview()).totals).toMatchObject({ helpful: 0, unhelpful: 1, helpful_rate: 0 });
    expect((await alice.delete(`/api/v1/message_evaluations/${changed.json().id}`, { message_id: answered.id })).statusCode).toBeLessThan(300);
    expect((await overview()).totals).toMatchObject({ helpful: 0, unhelpful: 0, helpful_rate: null });
    expect((await rate(answered.id, 'unhelpful')).statusCode).toBeLessThan(300);
    expect((await rate(apology.id, 'helpful')).statusCode).toBeLessThan(300);
    expect((await overview()).totals).toMatchObject({ helpful: 1, unhelpful: 1, helpful_rate: 0.5 });
  });

  it('refuses a range that ends before it starts or is not a date', async () => {
    expect((await staff.get('/madmin/activity?from=2026-02-01&to=2026-01-01')).statusCode).toBe(422);
    expect((await staff.get('/madmin/activity?from=2026-02-30')).statusCode).toBe(422);
    expect((await staff.get('/madmin/activity?municipality_id=abc')).statusCode).toBe(422);
  });
});

describe('the lists and a reply in full', () => {
  it('lists the "I\'m sorry" replies and the unhelpful ones, each opening its question, answer, citations and feedback', async () => {
    const unanswered = (await staff.visit('/madmin/activity/unanswered')).props;
    expect(unanswered.paging).toMatchObject({ total_count: 1, current_page: 1 });
    expect(unanswered.rows).toEqual([expect.objectContaining({ id: apology.id, question: AWKWARD_QUESTION, municipality_name: 'Emptyville', outcome: 'apologised', evaluation: 'helpful' })]);

    await rate(answered.id, 'unhelpful');
    const feedback = await alice.post('/api/v1/message_feedbacks', { message_id: answered.id, message_feedback: { feedback: 'Sunday hours were missing.' } });
    expect(feedback.statusCode).toBe(201);
    const unhelpful = (await staff.visit('/madmin/activity/unhelpful')).props;
    expect(unhelpful.rows).toEqual([expect.objectContaining({ id: answered.id, question: BAR_QUESTION, outcome: 'answered', evaluation: 'unhelpful' })]);
    expect((await staff.visit(`/madmin/activity/unhelpful?municipality_id=${emptyvilleId}`)).props.rows).toEqual([]);

    const detail = (await staff.visit(`/madmin/activity/replies/${answered.id}`)).props.reply;
    expect(detail).toMatchObject({ question: BAR_QUESTION, answer: answered.content, evaluation: 'unhelpful', municipality_name: demo.municipalityName });
    expect(detail.citations[0]).toMatchObject({ n: 1, section_label: '§ 25-723' });
    expect(detail.feedbacks).toEqual([expect.objectContaining({ feedback: 'Sunday hours were missing.' })]);
    const question = await t.app.ordo.database.db.select().from(messages).where(eq(messages.chatId, answered.chat_id));
    const humanId = question.find((m) => m.source === 'from_human')?.id;
    expect((await staff.get(`/madmin/activity/replies/${humanId}`)).statusCode).toBe(404);
  });

  it('exports the daily figures and each list as CSV files', async () => {
    const daily = await staff.get('/madmin/activity.csv?from=2020-01-01&to=2020-01-03');
    expect(daily.statusCode).toBe(200);
    expect(daily.headers['content-type']).toMatch(/^text\/csv/);
    expect(daily.headers['content-disposition']).toBe('attachment; filename="activity-daily-2020-01-01-to-2020-01-03.csv"');
    expect(daily.body).toBe(
      'day,questions,answered,apologised,helpful,unhelpful,seconds_saved\r\n2020-01-01,0,0,0,0,0,0\r\n2020-01-02,0,0,0,0,0,0\r\n2020-01-03,0,0,0,0,0,0\r\n',
    );
    const { result: csv, days: around } = await requestAround(() => staff.get('/madmin/activity.csv'));
    const current = csv.body.trim().split('\r\n').slice(1).map((line) => line.split(','));
    expect(current).toHaveLength(30);
    expect(around).toContain(current.at(-1)?.[0]);
    const column = (i: number) => current.reduce((sum, fields) => sum + Number(fields[i]), 0);
    expect([1, 2, 3, 4, 5].map(column)).toEqual([2, 1, 1, 1, 1]);

    const list = await staff.get(`/madmin/activity/unanswered.csv?municipality_id=${emptyvilleId}`);
    expect(list.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="activity-unanswered-municipality-${emptyvilleId}-.*\\.csv"$`));
    const lines = list.body.split('\r\n');
    expect(lines[0]).toBe('reply_id,created_at,municipality,question,answer,outcome,rating');
    expect(lines[1]).toContain(`${apology.id},`);
    expect(lines[1]).toContain(`,Emptyville,"'=SUM(A1), ""quoted"", and a comma: may I keep bees?",`);
    expect(lines[1]).toMatch(/,apologised,helpful$/);
    expect(lines[2]).toBe('');
  });
});

describe('who may see activity', () => {
  it('is for super admins only', async () => {
    expect((await alice.get('/madmin/activity')).statusCode).toBe(403);
    expect((await alice.get('/madmin/activity/unanswered.csv')).statusCode).toBe(403);
    const anonymous = await t.anonymous();
    expect((await anonymous.get('/madmin/activity.csv')).statusCode).toBe(401);
  });
});

describe('the migration', () => {
  it('backfills replies stored before outcomes were recorded, and rebuilds the same rollup the triggers kept', async () => {
    const database = t.app.ordo.database;
    const rollup = async () => (await database.query('SELECT * FROM activity_daily ORDER BY day, municipality_id')).rows;
    const kept = await rollup();
    const legacyTown = (await ensureMunicipality(database.db, { name: 'Legacyton' })).id;
    const owner = await t.createUser();
    // Replies as they were stored before 0013: no outcome, an apology flag or (older still) only the text.
    await database.query('ALTER TABLE messages DISABLE TRIGGER USER');
    const [chat] = (await database.query(`INSERT INTO chats (user_id, municipality_id) VALUES ($1, $2) RETURNING id`, [owner.id, legacyTown])).rows;
    const at = '2021-03-04T12:00:00Z';
    const insert = async (source: string, content: string, metaData: object) =>
      Number((await database.query(`INSERT INTO messages (chat_id, source, content, meta_data, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [chat.id, source, content, JSON.stringify(metaData), at])).rows[0].id);
    for (let i = 0; i < 3; i++) await insert('from_human', `Old question ${i}`, {});
    const flagged = await insert('from_bot', 'Sorry, nothing found.', { apology: true, minutes_saved: 0 });
    const textOnly = await insert('from_bot', 'I’m sorry, but I couldn’t find that.', {});
    const answer = await insert('from_bot', 'Fences may be 6 feet tall [1].', { apology: false, minutes_saved: 3, seconds_saved: 30 });
    await database.query('ALTER TABLE messages ENABLE TRIGGER USER');

    const migration = readFileSync(new URL('../../drizzle/0013_activity.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    const backfill = migration.filter((s) => s.includes('-- Backfill') || s.trimStart().startsWith('INSERT INTO activity_daily'));
    expect(backfill).toHaveLength(2);
    await database.query('TRUNCATE activity_daily');
    await database.query('ALTER TABLE messages DISABLE TRIGGER USER');
    for (const statement of backfill) await database.query(statement);
    await database.query('ALTER TABLE messages ENABLE TRIGGER USER');

    const outcomes = (await database.query('SELECT id, outcome, seconds_saved FROM messages WHERE id = ANY($1) ORDER BY id', [[flagged, textOnly, answer]])).rows;
    expect(outcomes).toEqual([
      { id: flagged, outcome: 'apologised', seconds_saved: 0 },
      { id: textOnly, outcome: 'apologised', seconds_saved: 0 },
      { id: answer, outcome: 'answered', seconds_saved: 210 },
    ]);
    const rebuilt = await rollup();
    expect(rebuilt.filter((r) => r.municipality_id !== legacyTown)).toEqual(kept);
    const legacy = (await staff.visit(`/madmin/activity?municipality_id=${legacyTown}&from=2021-03-01&to=2021-03-31`)).props;
    expect(legacy.totals).toMatchObject({ questions: 3, answered: 1, apologised: 2, seconds_saved: 210 });
  });
});
