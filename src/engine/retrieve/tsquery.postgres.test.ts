import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planQuery } from './plan-query';

// The candidate query goes to real PostgreSQL (PGlite, in memory): it must parse whatever a resident types.
describe('the planned tsquery in PostgreSQL', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      create table chunks (id text primary key, tsv tsvector);
      insert into chunks values
        ('hours', to_tsvector('english', '§ 25-723. Hours of sale and service for on-premises retail licensees. A tavern or nightclub may serve until 2:00 a.m.')),
        ('deposit', to_tsvector('english', '§ 42-3502.17. Security deposits. A housing provider shall return the security deposit.'));
    `);
  }, 60_000);
  afterAll(async () => db?.close());

  const matches = async (question: string) =>
    (await db.query<{ id: string }>(`select id from chunks where tsv @@ to_tsquery('english', $1) order by id`, [planQuery(question).tsquery])).rows.map((r) => r.id);

  it('fetches candidates through the vocabulary and by section number', async () => {
    // The query is a broad OR (final ranking is the engine's): it must reach chunks in the code's own wording.
    expect(await matches('How late can a pub stay open?')).toContain('hours');
    expect(await matches('Can my landlord keep my deposit?')).toContain('deposit');
    expect(await matches('zeppelin mooring')).toEqual([]);
    expect(await matches('What does § 42-3502.17 require?')).toContain('deposit');
  });

  it.each([
    "'&|!():*<>",
    "bar' & !(pub | tavern):* <-> <2> \\'",
    "'); DROP TABLE chunks; --",
    '\u0000 \uFFFF 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🍺 بار 酒吧 café',
    ':* & | ! ( ) < > \' " \\ § §§ (a)(1)',
    '',
    'the and of to',
    '25-723(b)(1)(A) 42-3505.31 17.24.040 $1,000.00 2:00 a.m. 10%',
  ])('parses for hostile input %j', async (input) => {
    await expect(db.query(`select to_tsquery('english', $1)`, [planQuery(input).tsquery])).resolves.toBeDefined();
  });

  it('parses for a 100,000-character prompt', async () => {
    const noise = "bar'&|!():*<> landlord § 25-723(b) $1,000 2:00 a.m. ";
    const prompt = noise.repeat(Math.ceil(100_000 / noise.length)).slice(0, 100_000);
    await expect(db.query(`select to_tsquery('english', $1)`, [planQuery(prompt).tsquery])).resolves.toBeDefined();
  });
});
