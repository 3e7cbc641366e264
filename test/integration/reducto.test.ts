import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, type TestApp, startTestApp } from '../support/app';
import { corpusFile } from '../support/corpus';
import { createDocument, runParseJob, signInStaff } from '../support/workbench';

// A stand-in for Reducto's HTTP API (the paid service cannot be reached here): /upload then /parse.
let fake: Server;
let fakeUrl = '';
const seen: { path: string; auth: string | undefined; body: string }[] = [];
let failParse = false;
let pageOfLastBlock = 2;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, body: body.slice(0, 200) });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/upload') return res.end(JSON.stringify({ file_id: 'reducto://abc123' }));
      if (req.url === '/parse' && failParse) {
        res.statusCode = 503;
        return res.end(JSON.stringify({ detail: 'overloaded' }));
      }
      if (req.url === '/parse') {
        return res.end(
          JSON.stringify({
            job_id: 'job-1',
            result: {
              type: 'full',
              chunks: [
                { content: '', blocks: [
                  { type: 'Title', content: 'Section 1. Title.', bbox: { page: 1 } },
                  { type: 'Text', content: 'This ordinance is the Sign Code.', bbox: { page: 1 } },
                  { type: 'Title', content: 'Section 2. Purpose.', bbox: { page: 2 } },
                  { type: 'Text', content: 'To keep signs safe.', bbox: { page: pageOfLastBlock } },
                ] },
              ],
            },
          }),
        );
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const address = fake.address();
  fakeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('parse jobs with REDUCTO_API_KEY set', () => {
  let t: TestApp;
  let staff: Agent;
  let documentId: number;
  beforeAll(async () => {
    t = await startTestApp({ config: { reducto: { apiKey: 'test-key', baseUrl: fakeUrl } } });
    staff = await signInStaff(t);
    documentId = await createDocument(staff, 'Sign ordinance', { name: 'sign.pdf', content: corpusFile('pdf/rivergrove-or-ord-81-2011-sign-ordinance.pdf') });
  });
  afterAll(async () => t?.close());

  const runParse = () => runParseJob(staff, documentId, { chunk_size: 3000, chunk_mode: 'section', start_page: 1, end_page: 2 });

  it("uses Reducto's pages, sending the key as a bearer token", async () => {
    const job = await runParse();
    expect(job.status).toBe('completed');
    expect(job.response_payload.parser).toBe('reducto (pdf)');
    expect(job.raw_chunks.map((c: { page_number: number; content: string }) => [c.page_number, c.content.split('\n')[0]])).toEqual([
      [1, 'Section 1. Title.'],
      [2, 'Section 2. Purpose.'],
    ]);
    expect(seen.map((s) => s.path)).toEqual(['/upload', '/parse']);
    expect(seen.every((s) => s.auth === 'Bearer test-key')).toBe(true);
    expect(JSON.parse(seen[1].body)).toEqual({ input: 'reducto://abc123' });
  });

  it('falls back to the local parser, and says so, when Reducto reports an impossible page number', async () => {
    pageOfLastBlock = 2_000_000_000;
    const job = await runParse();
    pageOfLastBlock = 2;
    expect(job.status).toBe('completed');
    expect(job.response_payload.parser).not.toMatch(/reducto/);
    expect(job.response_payload.warnings.join(' ')).toMatch(/Reducto reported a block on page 2,000,000,000, more pages than a document can have/);
    expect(job.raw_chunks.length).toBeGreaterThan(0);
  });

  it('falls back to the local parser, and says so, when Reducto fails', async () => {
    failParse = true;
    const job = await runParse();
    expect(job.status).toBe('completed');
    expect(job.response_payload.parser).not.toMatch(/reducto/);
    expect(job.response_payload.warnings.join(' ')).toMatch(/Reducto could not parse the file .*HTTP 503.*used the local parser/);
    expect(job.raw_chunks.length).toBeGreaterThan(0);
  });
});
