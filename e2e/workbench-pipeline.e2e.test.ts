import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMunicipality } from '../src/server/features/municipalities/municipalities.service';
import type { TestApp } from '../test/support/app';
import { type BrowserSession, startBrowserSession } from '../test/support/browser';
import { CORPUS_DIR } from '../test/support/corpus';

const TEXT_FILE = join(CORPUS_DIR, 'dc/dc-title-25-alcoholic-beverages.txt');
const DOCUMENT_NAME = 'DC Title 25 Alcoholic Beverages';
const MUNICIPALITY = 'District of Columbia';
const DIVISOR_TYPES = ['title', 'chapter', 'subchapter', 'section'];
/** Jobs run on the app's inline worker; the 185-page title parses and extracts in seconds. */
const JOB_TIMEOUT_MS = 60_000;

let session: BrowserSession;
let t: TestApp;
let page: Page;
let documentUrl = '';
let collectionUrl = '';

/** Leaves one divisor row, then fills the rows in order (the form may start from the document's own types). */
async function chooseDivisorTypes(types: string[]): Promise<void> {
  const removeButtons = page.getByRole('button', { name: /^Remove level \d+$/ });
  while ((await removeButtons.count()) > 1) await removeButtons.last().click();
  expect(await removeButtons.first().isDisabled()).toBe(true);
  for (const [index, type] of types.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Nested Divisor' }).click();
    await page.getByLabel(`Level ${index + 1}`, { exact: true }).selectOption(type);
  }
}

beforeAll(async () => {
  session = await startBrowserSession({
    prepare: async (app) => {
      await ensureMunicipality(app.app.ordo.database.db, { name: MUNICIPALITY });
    },
  });
  ({ t, page } = session);
});

afterAll(async () => session?.close());

describe('the workbench pipeline: parse, structure, collections, publishing, test questions', () => {
  it('uploads the DC title and parses every page into section chunks', async () => {
    await page.goto(`${t.url}/documents/new`);
    await page.getByLabel('Name').fill(DOCUMENT_NAME);
    await page.getByLabel('File').setInputFiles(TEXT_FILE);
    await page.getByRole('button', { name: 'Create Document' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    documentUrl = page.url();
    await page.getByRole('heading', { name: DOCUMENT_NAME, level: 1 }).waitFor();

    await page.getByRole('link', { name: 'New Parse Job' }).click();
    await page.getByRole('heading', { name: `New Parse Job for ${DOCUMENT_NAME}` }).waitFor();
    // Defaults cover every page: start 1, end the page count.
    expect(await page.getByLabel('Start page').inputValue()).toBe('1');
    const pageCount = await page.getByLabel('End page').inputValue();
    expect(Number(pageCount)).toBeGreaterThan(100);
    await page.getByLabel('Chunk mode').selectOption('section');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/parse_jobs\/\d+\/edit$/);
    const rawChunks = page.getByRole('list', { name: 'Raw chunks' });
    await rawChunks.getByText('§ 25-723', { exact: false }).first().waitFor({ timeout: JOB_TIMEOUT_MS });
  });

  it('runs an extract job with ordered divisor types and shows the divisor tree', async () => {
    await page.goto(documentUrl);
    await page.getByRole('link', { name: 'New Extract Job' }).click();
    await page.getByRole('heading', { name: `New Extract Job for ${DOCUMENT_NAME}` }).waitFor();

    // Generate JSON Map asks for a divisor type first.
    const removeButtons = page.getByRole('button', { name: /^Remove level \d+$/ });
    while ((await removeButtons.count()) > 1) await removeButtons.last().click();
    await page.getByLabel('Level 1', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Generate JSON Map' }).click();
    await page.getByText('Please select at least one divisor type.').waitFor();

    await chooseDivisorTypes(['chapter', 'title', 'subchapter', 'section']);
    // Highest level first: move "title" above "chapter".
    await page.getByRole('button', { name: 'Move level 2 up' }).click();
    expect(await page.getByLabel('Level 1', { exact: true }).inputValue()).toBe('title');
    expect(await page.getByLabel('Level 2', { exact: true }).inputValue()).toBe('chapter');

    await page.getByRole('button', { name: 'Generate JSON Map' }).click();
    const jsonMap = page.getByLabel('JSON Map');
    await expect.poll(() => jsonMap.inputValue()).toContain('"subchapter"');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/extract_jobs\/\d+\/edit$/);
    await page.getByRole('heading', { name: `Edit Extract Job for ${DOCUMENT_NAME}` }).waitFor();
    const divisorsLink = page.getByRole('link', { name: /^[1-9][\d,]* divisors$/ });
    await divisorsLink.waitFor({ timeout: JOB_TIMEOUT_MS });
    for (const [index, type] of DIVISOR_TYPES.entries()) {
      expect(await page.getByLabel(`Level ${index + 1}`, { exact: true }).inputValue()).toBe(type);
    }

    await divisorsLink.click();
    await page.waitForURL(/\/divisors$/);
    const tree = page.getByRole('list', { name: 'Divisors' });
    await tree.getByText('TITLE 25', { exact: false }).first().waitFor();
    // The top levels start open; sections appear when filtered by type.
    await page.getByLabel('Divisor type').selectOption('section');
    await page.waitForURL(/divisor_type=section/);
    await tree.getByText('§ 25-723', { exact: false }).first().waitFor();
  });

  it('creates chunk collections from matching parse and extract jobs and opens one', async () => {
    await page.goto(documentUrl);
    await page.getByRole('button', { name: 'Create Chunk Collections' }).click();
    const collections = page.getByRole('table', { name: 'Chunk collections' });
    const link = collections.getByRole('link').first();
    await link.waitFor();
    await link.click();

    await page.waitForURL(/\/chunk_collections\/\d+$/);
    collectionUrl = page.url();
    await page.getByRole('heading', { name: /^Chunks for .+ \(Collection #\d+\)$/ }).waitFor();
    const chunks = page.getByRole('list', { name: 'Collection chunks' });
    await chunks.getByText('§ 25-723', { exact: false }).first().waitFor();
    // Questions come only once the document is completed.
    expect(await page.getByRole('button', { name: /^Generate a question/ }).count()).toBe(0);
  });

  it('marks the document completed and associates it with the municipality', async () => {
    await page.goto(documentUrl);
    await page.getByRole('button', { name: 'Mark Completed' }).click();
    await page.getByText('Document marked completed.').waitFor();
    await page.getByRole('button', { name: 'Generate All Test Questions' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark Completed' }).count()).toBe(0);

    await page.goto(`${t.url}/municipality_documents`);
    await page.getByRole('heading', { name: 'Municipality Document Management' }).waitFor();
    await page.getByRole('button', { name: `Add documents to ${MUNICIPALITY}` }).click();
    const dialog = page.getByRole('dialog', { name: `Associate documents with ${MUNICIPALITY}` });
    await dialog.getByLabel(DOCUMENT_NAME).click();
    await dialog.getByRole('button', { name: 'Associate 1 Document' }).click();
    await page.getByText('1 document(s) associated successfully').waitFor();
    const documents = page.getByRole('list', { name: `Documents of ${MUNICIPALITY}` });
    await documents.getByRole('link', { name: DOCUMENT_NAME }).waitFor();

    await page.getByRole('tab', { name: 'By Document' }).click();
    await page.waitForURL(/tab=document/);
    const municipalities = page.getByRole('list', { name: `Municipalities of ${DOCUMENT_NAME}` });
    await municipalities.getByText(MUNICIPALITY).first().waitFor();
  });

  it('uploads the document to the search index and follows the progress to completion', async () => {
    await page.goto(documentUrl);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Please select a municipality first').waitFor();

    await page.getByLabel('Municipality').selectOption({ label: `${MUNICIPALITY} (associated)` });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: JOB_TIMEOUT_MS }).toBe('100');
    // The page reloads the document: its vectorized status is done.
    await page.getByText('Vectorize completed').first().waitFor({ timeout: JOB_TIMEOUT_MS });
  });

  it('generates a test question for a chunk and answers it via DataRetriever', async () => {
    await page.goto(collectionUrl);
    const card = page
      .getByRole('list', { name: 'Collection chunks' })
      .getByRole('listitem')
      .filter({ hasText: /§ 25-723\(/ })
      .first();
    const chunkId = await card.getAttribute('data-chunk-id');
    expect(chunkId).toMatch(/^\d+$/);
    await card.getByRole('button', { name: `Generate a question for chunk ${chunkId}` }).click();
    await page.getByText('A test question was generated.').waitFor();

    await page.getByRole('link', { name: `Questions for chunk ${chunkId}` }).click();
    await page.getByRole('heading', { name: `Test Questions for Chunk #${chunkId}` }).waitFor();
    const table = page.getByRole('table', { name: 'Test questions' });
    const row = table.getByRole('row').filter({ hasText: `#${chunkId}` }).first();
    expect(await row.textContent()).toMatch(/Pending/);
    await row.getByRole('link', { name: /^View question \d+$/ }).click();

    await page.getByRole('heading', { name: /^Question \d+$/ }).waitFor();
    expect(await page.getByText('No answer provided yet').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Answer via DataRetriever' }).click();
    await page.getByText('Answered', { exact: true }).first().waitFor({ timeout: JOB_TIMEOUT_MS });
    expect(await page.getByText('No answer provided yet').count()).toBe(0);
    const citations = page.getByRole('list', { name: 'Citations' });
    expect(await citations.textContent()).toContain('§ 25-723');

    await page.getByRole('link', { name: 'All Questions' }).first().click();
    await page.getByRole('heading', { name: `Test Questions for ${DOCUMENT_NAME}` }).waitFor();
    expect(await page.getByRole('table', { name: 'Test questions' }).textContent()).toContain('Answered');
    await page.goto(documentUrl);
    await page.getByRole('link', { name: 'Test Questions (1)' }).waitFor();
  });
});
