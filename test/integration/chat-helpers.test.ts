import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPLETION_INPUT_CHARACTERS } from '../../src/contracts/chats';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { title25Section } from '../support/title-25';

/** One section of DC Title 25, from its `§` heading line to the next heading. */
const section = (number: string) => title25Section(number).content;
/** Text as the summaries show it: designators dropped, lines joined, spaces collapsed. */
const flat = (text: string) => text.split('\n').map((l) => l.trim().replace(/^(?:\([\w-]+\)\s*)+/, '')).join(' ').replace(/\s+/g, ' ');

let t: TestApp;
let user: Agent;
let municipalityId: number;

beforeAll(async () => {
  t = await startTestApp();
  municipalityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'Mapleford' })).id;
  user = await t.signIn((await t.createUser()).email);
});
afterAll(async () => t?.close());

describe('POST /api/v1/gis_services/fetch_address_data', () => {
  it('says no GIS service is configured and echoes the typed fields, trimmed, as the address data', async () => {
    const res = await user.post('/api/v1/gis_services/fetch_address_data', {
      chat: { selectedMunicipalityId: municipalityId },
      address: '  1350 Pennsylvania Ave NW ',
      unit: '',
      city: ' Washington',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      configured: false,
      status: 'not_configured',
      message: 'Address lookup is not available for this municipality yet; the address will be saved as typed.',
      address: '1350 Pennsylvania Ave NW',
      unit: '',
      city: 'Washington',
      parcelId: '',
      address_data: { address: '1350 Pennsylvania Ave NW', city: 'Washington' },
      facts: [],
      suggestions: [],
    });
  });

  it('404s an unknown municipality, 422s a missing one, and needs a signed-in user', async () => {
    const unknown = await user.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: 999_999 }, address: '1 Main St' });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'No such municipality.']);
    expect((await user.post('/api/v1/gis_services/fetch_address_data', { address: '1 Main St' })).statusCode).toBe(422);
    const anonymous = await t.anonymous();
    expect((await anonymous.post('/api/v1/gis_services/fetch_address_data', { chat: { selectedMunicipalityId: municipalityId } })).statusCode).toBe(401);
  });
});

describe('completion helpers, offline', () => {
  const complete = async (helper: string, body: unknown) => {
    const res = await user.post(`/api/v1/completions/${helper}`, body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json().response as string;
  };

  it('suggest_queries: three to five distinct related questions, separated by semicolons', async () => {
    const question = 'How late can a bar serve drinks on Saturday?';
    const items = (await complete('suggest_queries', { query_suggestion: { text: question } })).split(';').map((s) => s.trim());
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(new Set(items.map((s) => s.toLowerCase())).size).toBe(items.length);
    expect(items).not.toContain(question);
    expect(items.every((s) => s.endsWith('?'))).toBe(true);
    expect(items).toContain('How late can a bar serve drinks on Sunday?');
    expect(items.some((s) => /penalt/i.test(s))).toBe(true);
  });

  it('improve_prompt: a clearer question with the code’s terms, adding no facts', async () => {
    expect(await complete('improve_prompt', { improve_prompt: { text: 'how late can a bar serve drinks on saturday' } })).toBe(
      'How late can a bar (on-premises retailer) serve drinks (alcoholic beverages) on Saturday, according to the municipal code?',
    );
  });

  it('summarize_citation: leads with a sentence of the section that carries its rule', async () => {
    const text = section('25-781');
    const summary = await complete('summarize_citation', { citation_summary: { title: '§ 25-781', text } });
    const first = summary.split(/(?<=\.) (?=[A-Z])/)[0].replace(/\.$/, '');
    expect(flat(text)).toContain(first);
    expect(first).toMatch(/\$\d/);
  });

  it('summarize_sources: the key sentences of each section, labelled', async () => {
    const text = ['25-722', '25-723'].map(section).join('\n\n');
    const summary = await complete('summarize_sources', { source_summary: { text } });
    const lines = summary.split('\n');
    expect(lines.some((l) => l.startsWith('- **§ 25-722**: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('- **§ 25-723**: '))).toBe(true);
    for (const line of lines) expect(flat(text)).toContain(line.replace(/^- \*\*§ [\d-]+\*\*: /, '').replace(/( …|\.)$/, ''));
  });

  it('cuts long input, refuses empty text with a message, and needs a signed-in user', async () => {
    const long = `${'Dogs must be leashed in parks. '.repeat(2_000)}Cats must never be leashed.`;
    expect(long.length).toBeGreaterThan(MAX_COMPLETION_INPUT_CHARACTERS);
    expect(await complete('summarize_sources', { source_summary: { text: long } })).not.toContain('Cats');
    const empty = await user.post('/api/v1/completions/improve_prompt', { improve_prompt: { text: '   ' } });
    expect([empty.statusCode, empty.json().error.message]).toEqual([422, 'There is no text to work with.']);
    const anonymous = await t.anonymous();
    expect((await anonymous.post('/api/v1/completions/suggest_queries', { query_suggestion: { text: 'bars' } })).statusCode).toBe(401);
  });
});
