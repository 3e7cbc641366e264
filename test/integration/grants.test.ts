import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantFilterOptions, GrantResult } from '../../src/contracts/grants';
import { loadDemoGrantsWhenEmpty } from '../../src/server/features/grants/grant-import.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { waitFor } from '../support/wait';

let t: TestApp;
let officer: Agent;
let admin: Agent;
let resident: Agent;

beforeAll(async () => {
  t = await startTestApp();
  officer = await t.signIn((await t.createUser({ flags: ['grant_access'] })).email);
  admin = await t.signIn((await t.createUser({ role: 'super_admin' })).email);
  resident = await t.signIn((await t.createUser()).email);
});
afterAll(async () => t?.close());

const filters = async (agent: Agent = officer): Promise<GrantFilterOptions> => (await agent.get('/grants/filters.json')).json();
const search = async (params: Record<string, string | string[]>, agent: Agent = officer): Promise<GrantResult[]> => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) query.append(k, one);
  const res = await agent.get(`/grants.json?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const numbers = (results: GrantResult[]) => results.map((r) => r.program_number);

describe('the first start', () => {
  it('loads the demo listings in the background, once', async () => {
    const db = t.app.ordo.database.db;
    expect((await filters()).total).toBe(0);
    expect(await loadDemoGrantsWhenEmpty(db, t.app.ordo.jobs, null)).toBe(true);
    expect(await loadDemoGrantsWhenEmpty(db, t.app.ordo.jobs, null)).toBe(false);
    const loaded = await waitFor(filters, (f) => !f.loading && f.total > 0, 120_000);
    expect(loaded.total).toBe(2506);
    expect(await loadDemoGrantsWhenEmpty(db, t.app.ordo.jobs, null)).toBe(false);
    expect(loaded.agencies[0]).toEqual({ name: 'Department of Health and Human Services', count: 446 });
    expect(loaded.applicant_types.map((a) => a.value)).toContain('city_township');
    expect(loaded.assistance_types.map((a) => a.label)).toContain('Loans and loan guarantees');
  }, 150_000);
});

describe('GET /grants.json', () => {
  it('needs a signed-in user with grant_access (or a super admin)', async () => {
    expect((await (await t.anonymous()).get('/grants.json?query=fire')).statusCode).toBe(401);
    const refused = await resident.get('/grants.json?query=fire');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Grant Finder is only available to users with grant access.');
    expect((await resident.get('/grants/filters.json')).statusCode).toBe(403);
    expect((await admin.get('/grants.json?query=fire')).statusCode).toBe(200);
  });

  it("finds the firefighters' grant for a fire truck, with the spec's fields and the matched words marked", async () => {
    const results = await search({ query: 'fire truck' });
    const afg = results.find((r) => r.program_number === '97.044');
    expect(numbers(results).slice(0, 3)).toContain('97.044');
    expect(afg).toMatchObject({
      name: 'Assistance to Firefighters Grant',
      url: 'https://sam.gov/fal/2b0b958335614ca591870cbbe0764c49/view',
      agency: 'Department of Homeland Security',
      assistance_types: ['Project Grants'],
      obligations: { fy2023: 360_000_000, fy2024: 370_000_000, fy2025: null },
      local_government_eligible: true,
    });
    expect(afg!.id).toBeGreaterThan(0);
    expect(afg!.eligibility).toContain('Local (includes State-designated Indian Tribes');
    expect(afg!.description).toMatch(/^The goal of the Assistance to Firefighters Grant/);
    const marked = afg!.highlights.flatMap((h) => h.segments.filter((s) => s.match).map((s) => s.text.toLowerCase()));
    expect(marked).toEqual(expect.arrayContaining(['fire']));
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds brownfields assessment and cleanup for "brownfield"', async () => {
    const results = await search({ query: 'brownfield' });
    expect(numbers(results).slice(0, 3)).toContain('66.818');
    expect(results.every((r) => /brownfield/i.test(`${r.name} ${r.popular_name ?? ''} ${r.description}`))).toBe(true);
  });

  it('answers a query nothing fits with an empty list', async () => {
    expect(await search({ query: 'asdf qwerty zxcv' })).toEqual([]);
    expect(await search({ query: 'how do I reset my iphone password' })).toEqual([]);
    expect(await search({ query: 'chocolate chip cookie recipe' })).toEqual([]);
  });

  it('filters by applicant type, assistance type and agency', async () => {
    const tribal = await search({ query: 'housing', applicant_type: 'tribe' });
    expect(tribal.length).toBeGreaterThan(0);
    expect(tribal.every((r) => r.applicant_types.some((a) => /[il]ndian|tribal|native american|alaska native/i.test(a)))).toBe(true);
    const loans = await search({ query: 'housing', assistance_type: 'loans' });
    expect(loans.length).toBeGreaterThan(0);
    expect(loans.every((r) => r.assistance_types.some((a) => /loan/i.test(a)))).toBe(true);
    const hud = await search({ query: 'housing', agency: 'Department of Housing and Urban Development' });
    expect(hud.length).toBeGreaterThan(0);
    expect(hud.every((r) => r.agency === 'Department of Housing and Urban Development')).toBe(true);
    const both = await search({ query: 'housing', applicant_type: ['county', 'city_township'], limit: '5' });
    expect(both).toHaveLength(5);
    expect(both.every((r) => r.local_government_eligible)).toBe(true);
  });

  it('explains a missing query or a filter it does not know', async () => {
    const blank = await officer.get('/grants.json?query=%20%20');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.message).toBe('Type what you are looking for, e.g. "fire truck" or "lead pipes".');
    expect((await officer.get('/grants.json')).statusCode).toBe(422);
    const badFilter = await officer.get('/grants.json?query=fire&applicant_type=martians');
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().error.details).toHaveProperty('applicant_type.0');
  });
});

describe('POST /api/v1/completions/summarize_grant_eligibility', () => {
  const summarize = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/v1/completions/summarize_grant_eligibility', { grant_eligibility_summary: body });

  it('summarizes who may apply, for what and how large the program is, from the stored listing', async () => {
    const res = await summarize(officer, { text: 'Assistance to Firefighters Grant', program_number: '97.044' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe(
      [
        'Who may apply: governments in general, local governments (cities, counties, townships, special districts), specialized groups (e.g. health professionals, students, veterans) and U.S. territories.',
        'For what: Project grants. The goal of the Assistance to Firefighters Grant (AFG) and Fire Prevention & Safety (FP&S) programs is to enhance the safety of the public and firefighters with respect to fire and fire-related hazards.',
        "Typical size: $370 million obligated in FY 2024 (FY 2023: $360 million), across all of the program's awards.",
      ].join('\n'),
    );
  });

  it("summarizes the card's text when no stored listing is named", async () => {
    const res = await summarize(officer, { text: 'Applicant types: County Government; Nonprofit with 501C3 IRS Status (Other than Institution of Higher Education)\nAssistance types: Formula Grants\nObjective: To feed seniors. More text.' });
    expect(res.json().response).toBe(
      'Who may apply: counties and nonprofits with 501(c)(3) status.\nFor what: Formula grants. To feed seniors.\nTypical size: the listing reports no obligations.',
    );
  });

  it('needs grant access, a CSRF token and some text', async () => {
    expect((await summarize(await t.anonymous(), { text: 'x' })).statusCode).toBe(401);
    expect((await summarize(resident, { text: 'x' })).statusCode).toBe(403);
    const noCsrf = await officer.post('/api/v1/completions/summarize_grant_eligibility', { grant_eligibility_summary: { text: 'x' } }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const empty = await summarize(officer, { text: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe('There is no text to work with.');
  });
});
