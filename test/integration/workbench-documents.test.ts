import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, deflatedZeros } from '../../src/engine/parse/zip-builder.testing';
import { streams } from '../../src/contracts/live-events';
import { RESULTS_SAVED_MESSAGE } from '../../src/server/features/split-jobs/split-jobs.service';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { corpusFile } from '../support/corpus';
import { waitFor, waitForSettled } from '../support/wait';
import { createDocument, runParseJob, signInStaff, uploadDocument } from '../support/workbench';

const PDF = 'pdf/GENERATED-dc-title-25-ch7-standards-of-operation.pdf';
const FIXTURES = join(import.meta.dirname, '../fixtures/engine');
let t: TestApp;
let staff: Agent;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signInStaff(t);
});
afterAll(async () => t?.close());

async function documentCount(): Promise<number> {
  return (await staff.visit('/documents')).props.documents.length;
}

describe('documents', () => {
  it('keeps the workbench to staff', async () => {
    const resident = await t.createUser();
    const agent = await t.signIn(resident.email);
    expect((await agent.get('/documents')).statusCode).toBe(403);
    expect((await agent.upload('/documents', { 'document[name]': 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/documents', headers: { accept: 'text/html' } })).statusCode).toBe(302);
  });

  it('uploads the printed-code PDF: 27 pages, status uploaded, and the original file can be viewed', async () => {
    const id = await createDocument(staff, 'DC Code Title 25, Chapter 7', { name: 'title25-ch7.pdf', content: corpusFile(PDF) });
    const page = await staff.visit(`/documents/${id}`);
    expect(page.component).toBe('DocumentShow');
    expect(page.props.document).toMatchObject({ name: 'DC Code Title 25, Chapter 7', status: 'uploaded', page_count: 27, file_name: 'title25-ch7.pdf' });
    expect(page.props.flash).toEqual({ notice: 'Document was successfully created.' });
    const file = await staff.get(page.props.document.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('creates a document without a file as pending, and names a missing name on the form', async () => {
    const id = await createDocument(staff, 'Placeholder ordinance');
    expect((await staff.visit(`/documents/${id}`)).props.document.status).toBe('pending');
    const res = await uploadDocument(staff, { name: '   ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ component: 'DocumentNew', props: { errors: { name: "Name can't be blank." } } });
  });

  it('lists, searches and sorts documents', async () => {
    await createDocument(staff, 'Zoning appendix');
    await createDocument(staff, 'Alley closures');
    const alpha = (await staff.visit('/documents?sort=alpha')).props.documents.map((d: { name: string }) => d.name);
    expect(alpha).toEqual([...alpha].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const found = (await staff.visit('/documents?search=zoning')).props;
    expect(found.documents.map((d: { name: string }) => d.name)).toEqual(['Zoning appendix']);
    expect(found.filters).toEqual({ search: 'zoning', sort: 'recent' });
  });
});

describe('bad files get a clear message, and nothing is kept', () => {
  // A DOCX-shaped zip whose word/document.xml inflates to 300 MB of zeros.
  const zipBomb = () =>
    Buffer.from(buildZip([{ name: 'word/document.xml', data: deflatedZeros(300), method: 8, uncompressedSize: 300 * 1024 * 1024 }]));

  const cases: [string, () => { name: string; content: Buffer }, RegExp][] = [
    ['a program', () => ({ name: 'setup.exe', content: Buffer.from('MZ\x90\x00 not a document') }), /Only PDF, DOC, DOCX, TXT, Markdown \(.md\), HTML \(.html, .htm\) and ZIP files of HTML pages are accepted/],
    ['an empty file', () => ({ name: 'empty.pdf', content: Buffer.alloc(0) }), /empty/i],
    ['a zip named .pdf', () => ({ name: 'code.pdf', content: Buffer.from('PK\x03\x04 fake zip') }), /damaged|named as a PDF/i],
    ['a truncated PDF', () => ({ name: 'broken.pdf', content: corpusFile(PDF).subarray(0, 4000) }), /damaged|corrupt|could not be read|invalid/i],
    ['a DOCX zip bomb', () => ({ name: 'bomb.docx', content: zipBomb() }), /looks like a zip bomb/],
    ['a password-protected PDF', () => ({ name: 'locked.pdf', content: readFileSync(join(FIXTURES, 'encrypted-password-ordo-secret.pdf')) }), /password-protected/i],
  ];

  for (const [label, make, message] of cases) {
    it(`refuses ${label}`, async () => {
      const before = await documentCount();
      const filesBefore = t.storedFiles().filter((f) => !f.startsWith('tmp/')).length;
      const res = await uploadDocument(staff, { name: `Bad upload: ${label}` }, make());
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.component).toBe('DocumentNew');
      expect(page.props.errors.file).toMatch(message);
      expect(await documentCount()).toBe(before);
      expect(t.storedFiles().filter((f) => !f.startsWith('tmp/')).length).toBe(filesBefore);
      expect(t.storedFiles().filter((f) => f.startsWith('tmp/'))).toEqual([]);
    });
  }

  it('refuses an upload over the 100 MB limit with 413-style form error and keeps nothing', async () => {
    const before = await documentCount();
    const big = Buffer.alloc(200 * 1024 * 1024, 0x41);
    big.write('%PDF-1.7\n');
    const res = await uploadDocument(staff, { name: 'Too big' }, { name: 'huge.pdf', content: big });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const page = res.json();
    expect(page.props.errors.file).toBe('The file is larger than the 100 MB limit.');
    expect(await documentCount()).toBe(before);
    expect(t.storedFiles().filter((f) => f.startsWith('tmp/'))).toEqual([]);
  }, 120_000);
});

describe('parse jobs on the printed-code PDF', () => {
  let documentId: number;
  beforeAll(async () => {
    documentId = await createDocument(staff, 'Title 25 Chapter 7 (parse)', { name: 'ch7.pdf', content: corpusFile(PDF) });
  });

  it('offers the spec defaults on the new parse job form', async () => {
    const page = await staff.visit(`/documents/${documentId}/parse_jobs/new`);
    expect(page.props.parse_job).toEqual({ name: '', chunk_size: 3000, chunk_mode: '', start_page: 1, end_page: 27 });
    expect(page.props.chunk_modes).toEqual(['variable', 'section', 'page', 'block']);
  });

  it('refuses bad page ranges and modes, creating nothing', async () => {
    const bad = [
      [{ start_page: 9, end_page: 3, chunk_mode: 'section', chunk_size: 3000 }, 'start_page', /must not be after the end page/],
      [{ start_page: 1, end_page: 28, chunk_mode: 'section', chunk_size: 3000 }, 'end_page', /at most 27/],
      [{ start_page: 0, end_page: 3, chunk_mode: 'section', chunk_size: 3000 }, 'start_page', /at least 1/],
      [{ start_page: 1, end_page: 3, chunk_mode: 'paragraphs', chunk_size: 3000 }, 'chunk_mode', /Chunk mode must be one of/],
    ] as const;
    for (const [fields, field, message] of bad) {
      const res = await staff.submit('POST', `/documents/${documentId}/parse_jobs`, { parse_job: fields });
      expect(res.statusCode).toBe(200);
      expect(res.json().props.errors[field]).toMatch(message);
    }
    expect((await staff.visit(`/documents/${documentId}`)).props.parse_jobs).toEqual([]);
  });

  it('parses all 27 pages into section chunks: § 25-723 starts a chunk on page 4, the running header and "Page N of 27" are gone', async () => {
    const job = await runParseJob(staff, documentId, { name: 'whole chapter', chunk_size: 3000, chunk_mode: 'section', start_page: 1, end_page: 27 });
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    expect(job.response_payload).toMatchObject({ page_count: 27, pages_parsed: 27, pages_without_text: [] });
    const raw: { page_number: number; content: string }[] = job.raw_chunks;
    expect(raw.length).toBe(job.chunks_count);
    const hours = raw.find((c) => c.content.startsWith('§ 25-723.'));
    expect(hours?.page_number).toBe(4);
    expect(raw.some((c) => /Page \d+ of 27/.test(c.content))).toBe(false);
    expect(raw.some((c) => c.content.includes('Code of the District of Columbia — Title 25, Chapter 7'))).toBe(false);
    expect(raw.every((c) => c.content.trim().length > 0)).toBe(true);

    const show = await staff.visit(`/documents/${documentId}`);
    expect(show.props.document.status).toBe('processing');
    expect(show.props.parse_jobs[0]).toMatchObject({ id: job.id, status: 'completed', chunks_count: raw.length });
  });
});

describe('split jobs and the split editor', () => {
  let documentId: number;
  beforeAll(async () => {
    documentId = await createDocument(staff, 'Title 25 Chapter 7 (split)', { name: 'ch7.pdf', content: corpusFile(PDF) });
  });

  it('finds the pages where subchapters start and logs "Results saved to database"', async () => {
    // The processing log the split job page shows comes over JobProgressChannel.
    const logged: { stream: string; message: string }[] = [];
    const unsubscribe = await t.app.ordo.broadcaster.subscribeAll((stream, event) => {
      logged.push({ stream, message: (event as { message?: string }).message ?? '' });
    });
    const res = await staff.submit('POST', `/documents/${documentId}/split_jobs`, {
      split_job: { start_page: '', end_page: '', header_search_string: '', split_rules: 'Subchapter' },
    });
    expect(res.statusCode).toBe(303);
    const splitJobId = Number(/split_jobs\/(\d+)$/.exec(String(res.headers.location))?.[1]);
    const job = await waitForSettled(async () => (await staff.visit(`/documents/${documentId}/split_jobs/${splitJobId}`)).props.split_job);
    expect(job.error).toBeNull();
    // Empty page fields fall back to 1 and the page count (spec).
    expect([job.start_page, job.end_page]).toEqual([1, 27]);
    const starts = Object.entries(job.start_pages as Record<string, string>).filter(([, title]) => title !== 'no');
    expect(starts.length).toBeGreaterThan(1);
    expect(starts.every(([, title]) => /^Subchapter/i.test(title))).toBe(true);
    // The background job settles just after the split job saves its results.
    const background = await waitForSettled(async () => (await staff.get(`/api/v1/jobs/${job.job_id}`)).json());
    expect(background.status).toBe('completed');
    const log = () => logged.filter((m) => m.stream === streams.jobProgress(job.job_id)).map((m) => m.message);
    await waitFor(async () => log(), (messages) => messages.some((m) => m.startsWith(RESULTS_SAVED_MESSAGE)));
    expect(log().find((m) => m.startsWith(RESULTS_SAVED_MESSAGE))).toBe(`${RESULTS_SAVED_MESSAGE}: ${starts.length} section start(s) found`);
    await unsubscribe();
  });

  it('saves edited JSON, refuses invalid JSON, and creates one parse and one extract job per section range', async () => {
    const created = await staff.submit('POST', `/documents/${documentId}/split_jobs`, {
      split_job: { start_page: 1, end_page: 27, split_rules: 'Subchapter' },
    });
    const splitJobId = Number(/split_jobs\/(\d+)$/.exec(String(created.headers.location))?.[1]);

    const invalid = await staff.post(`/documents/${documentId}/update_split_job?split_job_id=${splitJobId}`, {
      split_job: { start_pages: 'not json' },
    });
    expect(invalid.statusCode).toBe(422);
    const saved = await staff.post(`/documents/${documentId}/update_split_job?split_job_id=${splitJobId}`, {
      split_job: { start_pages: { '1': 'Subchapter I. General', '4': 'Subchapter III. Hours', '9': 'no' } },
    });
    expect(saved.statusCode).toBe(200);

    const badJson = await staff.submit('POST', `/documents/${documentId}/create_combined_jobs`, {
      split_job_id: splitJobId,
      json_data: '{"1": "Subchapter I"',
      overlap_pages: '0',
      extract_job: { divisor_types: ['chapter', 'section'] },
    });
    expect(badJson.json().props.errors.json_data).toBe('Invalid JSON! Please check your syntax.');

    const before = (await staff.visit(`/documents/${documentId}`)).props;
    const res = await staff.submit('POST', `/documents/${documentId}/create_combined_jobs`, {
      split_job_id: splitJobId,
      json_data: JSON.stringify(JSON.stringify({ '1': 'Subchapter I. General', '4': 'Subchapter III. Hours', '9': 'no' })),
      overlap_pages: '0',
      extract_prompt: 'Extract the sections.',
      json_map: '{}',
      extract_job: { divisor_types: ['chapter', 'section'] },
    });
    expect(res.statusCode).toBe(303);
    const after = (await staff.visit(`/documents/${documentId}`)).props;
    const newParse = after.parse_jobs.length - before.parse_jobs.length;
    expect(newParse).toBe(2);
    expect(after.extract_jobs.map((j: { start_page: number; end_page: number }) => [j.start_page, j.end_page])).toEqual([
      [1, 3],
      [4, 27],
    ]);
    expect(after.document.divisor_types).toEqual(['chapter', 'section']);
  });
});

describe('chunks', () => {
  let documentId: number;
  beforeAll(async () => {
    documentId = await createDocument(staff, 'Title 8 (chunks)', { name: 'title8.txt', content: corpusFile('dc/dc-title-08-animals-litter-dumping.txt') });
    const job = await runParseJob(staff, documentId, { chunk_size: 2000, chunk_mode: 'variable', start_page: 1, end_page: 20 });
    expect(job.status).toBe('completed');
  });

  it('pages with 50 by default and accepts 10/25/50/100 only', async () => {
    const first = (await staff.visit(`/documents/${documentId}/chunks`)).props;
    expect(first.paging.per_page).toBe(50);
    expect(first.paging.total_count).toBeGreaterThan(20);
    const second = (await staff.visit(`/documents/${documentId}/chunks?per_page=10&page=2`)).props;
    expect(second.paging).toMatchObject({ current_page: 2, per_page: 10 });
    expect(second.chunks).toHaveLength(10);
    expect(second.chunks[0].id).not.toBe(first.chunks[0].id);
    expect((await staff.visit(`/documents/${documentId}/chunks?per_page=7`)).props.paging.per_page).toBe(50);
    const bySize = (await staff.visit(`/documents/${documentId}/chunks?sort=size&per_page=10`)).props.chunks;
    const sizes = bySize.map((c: { size: number }) => c.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('deletes a selection and nothing else', async () => {
    const page = (await staff.visit(`/documents/${documentId}/chunks?per_page=10`)).props;
    const chosen = page.chunks.slice(0, 3).map((c: { id: number }) => c.id);
    const res = await staff.submit('POST', `/documents/${documentId}/chunks/destroy_multiple`, { chunk_ids: chosen });
    expect(res.statusCode).toBe(303);
    const after = (await staff.visit(`/documents/${documentId}/chunks?per_page=10`)).props;
    expect(after.paging.total_count).toBe(page.paging.total_count - 3);
    // The first page now starts with the seven chunks that were not chosen, in the same order.
    const afterIds = after.chunks.map((c: { id: number }) => c.id);
    expect(afterIds.slice(0, 7)).toEqual(page.chunks.slice(3).map((c: { id: number }) => c.id));
    for (const id of chosen) expect(afterIds).not.toContain(id);
    const bad = await staff.submit('POST', `/documents/${documentId}/chunks/destroy_multiple`, { chunk_ids: ['1; drop table chunks'] });
    expect(bad.statusCode).toBe(422);
  });

  it('creates and edits a chunk; metadata that is not a JSON object becomes {}', async () => {
    const res = await staff.submit('POST', `/documents/${documentId}/chunks`, {
      chunk: { page_number: '3', citation: 'Title 8 › § 8-1801', content: 'Dogs must be licensed.', metadata: '{not json' },
    });
    expect(res.statusCode).toBe(303);
    const list = (await staff.visit(`/documents/${documentId}/chunks?sort=size&per_page=100&page=1`)).props;
    const total = list.paging.total_count;
    const last = (await staff.visit(`/documents/${documentId}/chunks?sort=size&per_page=10&page=${Math.ceil(total / 10)}`)).props.chunks;
    const mine = last.find((c: { content: string }) => c.content === 'Dogs must be licensed.');
    expect(mine).toMatchObject({ page_number: 3, citation: 'Title 8 › § 8-1801', metadata: {} });

    const blank = await staff.submit('PUT', `/documents/${documentId}/chunks/${mine.id}`, { chunk: { content: '  ' } });
    expect(blank.json().props.errors.content).toBe("Content can't be blank.");
    const edited = await staff.submit('PUT', `/documents/${documentId}/chunks/${mine.id}`, {
      chunk: { content: 'Dogs over four months old must be licensed.', metadata: '{"section": "§ 8-1801"}' },
    });
    expect(edited.statusCode).toBe(303);
    const page = await staff.visit(`/documents/${documentId}/chunks/${mine.id}/edit`);
    expect(page.props.chunk).toMatchObject({ content: 'Dogs over four months old must be licensed.', metadata: { section: '§ 8-1801' } });
  });
});

describe('other real documents', () => {
  async function parseWhole(name: string, file: { name: string; content: Buffer }, mode: string) {
    const documentId = await createDocument(staff, name, file);
    const pageCount = (await staff.visit(`/documents/${documentId}`)).props.document.page_count;
    return { pageCount, job: await runParseJob(staff, documentId, { chunk_size: 3000, chunk_mode: mode, start_page: 1, end_page: pageCount }) };
  }

  it('yields the sections of the scanned sign ordinance (OCR text layer), each starting its own chunk', async () => {
    const path = 'pdf/rivergrove-or-ord-81-2011-sign-ordinance.pdf';
    const { pageCount, job } = await parseWhole('Sign Ordinance 81-2011', { name: 'sign-ordinance.pdf', content: corpusFile(path) }, 'section');
    expect(pageCount).toBe(12);
    expect(job.status).toBe('completed');
    const starts = job.raw_chunks.map((c: { content: string }) => c.content.split('\n')[0]);
    for (const heading of ['Section 5.', 'Section 8.', 'Section 13.']) {
      expect(starts.some((line: string) => line.startsWith(heading)), heading).toBe(true);
    }
  });

  it('reads an old-format Word (.doc) file: one chunk per section, without its page header or footer', async () => {
    const content = readFileSync(join(FIXTURES, 'dc-title-08-ch18-sample.doc'));
    const { job } = await parseWhole('Title 8 sample (.doc)', { name: 'sample.doc', content }, 'section');
    expect(job.status).toBe('completed');
    const chunks: string[] = job.raw_chunks.map((c: { content: string }) => c.content);
    expect(chunks.map((c) => c.split('\n')[0])).toEqual(['CHAPTER 18. ANIMAL CONTROL.', '§ 8-1803. Vaccinations.']);
    expect(chunks[0].split('\n')[1]).toBe('§ 8-1802. Animal Care and Control Agency.');
    const text = chunks.join('\n');
    expect(text).not.toContain('Code of the District of Columbia — Title 8, Chapter 18');
    expect(text).not.toMatch(/Page \d+ of \d+/);
  });

  it('parses the Word version of Title 8 chapters 18-19 without its running header or footer', async () => {
    const path = 'docx/dc-title-08-ch18-19-animal-control-dangerous-dogs.docx';
    const { job } = await parseWhole('Title 8 ch. 18-19 (Word)', { name: 'animal-control.docx', content: corpusFile(path) }, 'section');
    expect(job.status).toBe('completed');
    const text = job.raw_chunks.map((c: { content: string }) => c.content).join('\n');
    expect(text).toContain('§ 8-1801');
    expect(text).not.toMatch(/Page \d+ of \d+/);
  });
});
