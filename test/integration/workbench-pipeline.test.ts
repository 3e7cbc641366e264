import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import { countSearchRows } from '../../src/server/features/search/search.repo';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { corpusFile } from '../support/corpus';
import { waitForSettled } from '../support/wait';
import { createDocument, redirectId, runParseJob, signInStaff } from '../support/workbench';

let t: TestApp;
let staff: Agent;
let documentId: number;
let municipalityId: number;

const finished = <T extends { status: string }>(read: () => Promise<T>) => waitForSettled(read, 90_000);

beforeAll(async () => {
  t = await startTestApp();
  staff = await signInStaff(t);
  municipalityId = (await ensureMunicipality(t.app.ordo.database.db, { name: 'District of Columbia' })).id;
  documentId = await createDocument(staff, 'DC Code Title 25', { name: 'title25.txt', content: corpusFile('dc/dc-title-25-alcoholic-beverages.txt') });
}, 120_000);
afterAll(async () => t?.close());

describe('the whole pipeline on DC Code Title 25', () => {
  let pageCount: number;
  let extractJobId: number;

  it('parses and extracts the structure: every section becomes a divisor, § 25-723 under Chapter 7 › Subchapter III', async () => {
    pageCount = (await staff.visit(`/documents/${documentId}`)).props.document.page_count;
    const parse = await runParseJob(staff, documentId, { chunk_size: 3000, chunk_mode: 'section', start_page: 1, end_page: pageCount });
    expect([parse.status, parse.error]).toEqual(['completed', null]);
    const extract = await staff.submit('POST', `/documents/${documentId}/extract_jobs`, {
      extract_job: { start_page: 1, end_page: pageCount, divisor_types: ['title', 'chapter', 'subchapter', 'section', 'subsection'] },
    });
    extractJobId = redirectId(extract, /\/extract_jobs\/(\d+)\/edit$/);
    const job = await finished(async () => (await staff.visit(`/documents/${documentId}/extract_jobs/${extractJobId}/edit`)).props.extract_job);
    expect([job.status, job.error]).toEqual(['completed', null]);

    const sections = (await staff.visit(`/documents/${documentId}/extract_jobs/${extractJobId}/divisors?divisor_type=section`)).props.divisors;
    expect(sections).toHaveLength(221);
    const tree = (await staff.visit(`/documents/${documentId}/extract_jobs/${extractJobId}/divisors`)).props.divisors;
    const path = (nodes: { title: string; children: unknown[] }[], want: string, trail: string[] = []): string[] | null => {
      for (const node of nodes) {
        const here = [...trail, node.title];
        if (node.title.startsWith(want)) return here;
        const found = path(node.children as typeof nodes, want, here);
        if (found) return found;
      }
      return null;
    };
    const trail = path(tree, '§ 25-723.');
    expect(trail?.map((s) => s.split('.')[0])).toEqual(['TITLE 25', 'CHAPTER 7', 'Subchapter III', '§ 25-723']);
  });

  it('refuses extract jobs with pages out of range or unknown divisor types, creating nothing', async () => {
    const before = (await staff.visit(`/documents/${documentId}`)).props.extract_jobs.length;
    const outOfRange = await staff.submit('POST', `/documents/${documentId}/extract_jobs`, {
      extract_job: { start_page: 1, end_page: pageCount + 1, divisor_types: ['section'] },
    });
    expect(outOfRange.json().props.errors.end_page).toBe(`End page must be at most ${pageCount}, the document's page count.`);
    const unknown = await staff.submit('POST', `/documents/${documentId}/extract_jobs`, {
      extract_job: { start_page: 1, end_page: 2, divisor_types: ['section', 'paragraphz'] },
    });
    expect(Object.keys(unknown.json().props.errors)[0]).toMatch(/^divisor_types/);
    const map = await staff.post(`/documents/${documentId}/extract_jobs/generate_json_map`, { extract_job: { divisor_types_order: [] } });
    expect(map.json().error.message).toBe('Please select at least one divisor type.');
    expect((await staff.visit(`/documents/${documentId}`)).props.extract_jobs.length).toBe(before);
  });

  it('refuses a divisor whose metadata is not a JSON object, with the spec message', async () => {
    const res = await staff.submit('POST', `/documents/${documentId}/extract_jobs/${extractJobId}/divisors`, {
      divisor: { divisor_type: 'section', title: 'Extra', metadata: '[1, 2]' },
    });
    expect(res.json().props.errors.metadata).toBe('Metadata must be valid JSON object (e.g., { "key": "value" })');
  });

  it('creates collections of section chunks that never straddle sections and cite their divisor path', async () => {
    const res = await staff.submit('POST', `/documents/${documentId}/create_chunk_collections`);
    expect(res.statusCode).toBe(303);
    const show = (await staff.visit(`/documents/${documentId}`)).props;
    expect(show.chunk_collections).toHaveLength(1);
    const collection = (await staff.visit(`/documents/${documentId}/chunk_collections/${show.chunk_collections[0].id}`)).props;
    const chunks = collection.chunks as { content: string; citation: string; metadata: { section_number: string; section_label: string } }[];
    expect(chunks.length).toBeGreaterThanOrEqual(221);
    // Each piece starts with its own section's heading line (printed numbers may carry brackets: § [25-116.01]).
    const mismatched = chunks.filter(
      (c) => c.metadata.section_number && !c.content.split('\n')[0].replace(/[[\]]/g, '').includes(c.metadata.section_number),
    );
    expect(mismatched.map((c) => [c.metadata.section_label, c.content.slice(0, 60)])).toEqual([]);
    const hours = chunks.find((c) => c.metadata.section_label === '§ 25-723');
    expect(hours?.citation).toMatch(/^Title 25 › Chapter 7 › Subchapter III › § 25-723/);
  });

  it('refuses indexing before Mark Completed, then indexes with progress to completion', async () => {
    const refused = await staff.post(`/documents/${documentId}/upload_document_chunks`, { municipality_id: municipalityId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/not completed/);
    expect((await staff.visit(`/documents/${documentId}`)).props.document.vectorized_status).toBeNull();

    expect((await staff.submit('POST', `/documents/${documentId}/complete`)).statusCode).toBe(303);
    expect((await staff.visit(`/documents/${documentId}`)).props.document).toMatchObject({ completed: true, status: 'completed' });

    const started = await staff.post(`/documents/${documentId}/upload_document_chunks`, { municipality_id: municipalityId });
    expect(started.statusCode).toBe(200);
    const { job_id: jobId } = started.json();
    const job = await finished(async () => (await staff.get(`/api/v1/jobs/${jobId}`)).json());
    expect(job.status).toBe('completed');
    const document = (await staff.visit(`/documents/${documentId}`)).props.document;
    expect(document.vectorized_status).toBe('vectorize_completed');

    // Idempotent: indexing again leaves the same rows, no duplicates.
    const rows = await countSearchRows(t.app.ordo.database.db, municipalityId);
    expect(rows).toBeGreaterThanOrEqual(221);
    const again = await staff.post(`/documents/${documentId}/upload_document_chunks`, { municipality_id: municipalityId });
    await finished(async () => (await staff.get(`/api/v1/jobs/${again.json().job_id}`)).json());
    expect(await countSearchRows(t.app.ordo.database.db, municipalityId)).toBe(rows);
    const page = (await staff.visit('/municipality_documents')).props;
    expect(page.municipalities.find((m: { id: number }) => m.id === municipalityId).documents.map((d: { id: number }) => d.id)).toEqual([documentId]);
  });

  it('generates a test question and answers it via the retrieval the chat uses', async () => {
    const collection = (await staff.visit(`/documents/${documentId}`)).props.chunk_collections[0];
    const chunks = (await staff.visit(`/documents/${documentId}/chunk_collections/${collection.id}`)).props.chunks;
    const hours = chunks.find((c: { metadata: { section_label: string } }) => c.metadata.section_label === '§ 25-723');
    const base = `/documents/${documentId}/chunk_collections/${collection.id}/chunks/${hours.id}`;
    expect((await staff.submit('POST', `${base}/schedule_test_question`)).statusCode).toBe(303);
    const [question] = (await staff.visit(`${base}/test_questions`)).props.questions;
    expect(question.question_text).toMatch(/\?$/);
    expect((await staff.submit('POST', `${base}/test_questions/${question.id}/answer`)).statusCode).toBe(303);
    const answered = (await staff.visit(`${base}/test_questions/${question.id}`)).props.question;
    expect(answered.status).toBe('answered');
    expect(answered.citation_chunk_ids).toContain(hours.id);
    expect(answered.citations.length).toBeGreaterThan(0);
  });

  it('associates and disassociates through the API, refusing unknown municipalities', async () => {
    const other = await ensureMunicipality(t.app.ordo.database.db, { name: 'Rivergrove' });
    const ok = await staff.post(`/api/v1/municipalities/${other.id}/documents/${documentId}/associate`);
    expect(ok.json()).toMatchObject({ ok: true, message: 'Document associated successfully' });
    const missing = await staff.post(`/api/v1/municipalities/999999/documents/${documentId}/associate`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('No such municipality.');
    const gone = await staff.delete(`/api/v1/municipalities/${other.id}/documents/${documentId}/disassociate`);
    expect(gone.json()).toMatchObject({ ok: true });
  });
});
