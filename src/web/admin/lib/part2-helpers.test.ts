import { describe, expect, it } from 'vitest';
import { DIVISOR_METADATA_MESSAGE, type DivisorNode } from '../../../contracts/workbench';
import { ASSOCIATION_MESSAGES, bulkAssociateMessage } from './association';
import {
  deleteDivisorsMessage,
  divisorLabel,
  divisorPages,
  flattenDivisors,
  moveItem,
  parseDivisorMetadata,
  subtreeIds,
} from './divisors';
import { JSON_MAP_MESSAGES, readJsonMapResponse } from './json-map';
import { answerPreview, citationCounts, failureReason, hasPendingQuestion } from './test-questions';
import { readUploadResponse, UPLOAD_FAILED, uploadErrorMessage } from './vectorize-upload';

const node = (id: number, children: DivisorNode[] = [], extra: Partial<DivisorNode> = {}): DivisorNode => ({
  id,
  divisor_type: 'section',
  number: null,
  title: `Node ${id}`,
  content_preview: null,
  parent_id: null,
  start_page: null,
  end_page: null,
  metadata: {},
  children,
  ...extra,
});

describe('parseDivisorMetadata', () => {
  it('takes blank as {} and a JSON object as itself', () => {
    expect(parseDivisorMetadata('  ')).toEqual({ ok: true, value: {} });
    expect(parseDivisorMetadata('{"source":"toc"}')).toEqual({ ok: true, value: { source: 'toc' } });
  });

  it('refuses arrays, scalars and invalid JSON with the spec message', () => {
    for (const text of ['[1]', '"text"', '42', 'null', '{ nope']) {
      expect(parseDivisorMetadata(text)).toEqual({ ok: false, error: DIVISOR_METADATA_MESSAGE });
    }
  });
});

describe('divisor tree helpers', () => {
  const tree = [node(1, [node(2, [node(3)]), node(4)]), node(5)];

  it('flattens parents before children and collects a subtree', () => {
    expect(flattenDivisors(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    expect(subtreeIds(tree[0])).toEqual([1, 2, 3, 4]);
  });

  it('formats pages, labels and the bulk delete question', () => {
    expect(divisorPages({ start_page: 3, end_page: 7 })).toBe('pp. 3–7');
    expect(divisorPages({ start_page: 3, end_page: 3 })).toBe('p. 3');
    expect(divisorPages({ start_page: null, end_page: null })).toBeNull();
    expect(divisorLabel({ number: '§ 25-723', title: 'Hours of sale' })).toBe('§ 25-723 Hours of sale');
    expect(divisorLabel({ number: '25-723', title: '§ 25-723. Hours of sale' })).toBe('§ 25-723. Hours of sale');
    expect(deleteDivisorsMessage(3)).toBe('Are you sure you want to delete 3 divisor(s)?');
  });

  it('moves an item within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('readUploadResponse', () => {
  const ok = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: JSON.stringify(body) });

  it('returns the job id to follow', () => {
    expect(readUploadResponse(ok({ status: 'queued', job_id: 'abc', message: 'Upload started' }))).toEqual({
      ok: true,
      jobId: 'abc',
      message: 'Upload started',
    });
  });

  it('uses the server message, or "Upload failed", when there is no job id', () => {
    expect(readUploadResponse(ok({ status: 'error', message: 'No chunks to upload' }))).toEqual({ ok: false, error: 'No chunks to upload' });
    expect(readUploadResponse(ok({}))).toEqual({ ok: false, error: UPLOAD_FAILED });
  });

  it('gives the HTTP status and the server message for a refused upload', () => {
    const refused = {
      ok: false,
      status: 422,
      statusText: 'Unprocessable Entity',
      text: JSON.stringify({ error: { code: 'not_completed', message: 'Mark the document completed before uploading.' } }),
    };
    expect(readUploadResponse(refused)).toEqual({
      ok: false,
      error: 'Upload failed: Mark the document completed before uploading. (HTTP 422 Unprocessable Entity)',
    });
    expect(readUploadResponse({ ok: false, status: 502, statusText: 'Bad Gateway', text: '' })).toEqual({
      ok: false,
      error: 'Upload failed: HTTP 502 Bad Gateway',
    });
    expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe('Upload failed: Failed to fetch');
  });
});

describe('readJsonMapResponse', () => {
  it('reads the map, the server error, or falls back to the generic message', () => {
    expect(readJsonMapResponse({ json_map: '{"type":"title"}' })).toEqual({ ok: true, jsonMap: '{"type":"title"}' });
    expect(readJsonMapResponse({ json_map: { type: 'title' } })).toEqual({ ok: true, jsonMap: '{\n  "type": "title"\n}' });
    expect(readJsonMapResponse({ error: { code: 'x', message: 'Unknown divisor type' } })).toEqual({ ok: false, error: 'Error: Unknown divisor type' });
    expect(readJsonMapResponse({ error: 'boom' })).toEqual({ ok: false, error: 'Error: boom' });
    expect(readJsonMapResponse(null)).toEqual({ ok: false, error: JSON_MAP_MESSAGES.failed });
  });
});

describe('test questions and association messages', () => {
  it('cuts the answer preview at 80 characters with an ellipsis', () => {
    const long = 'x'.repeat(81);
    expect(answerPreview(long)).toBe(`${'x'.repeat(80)}…`);
    expect(answerPreview('x'.repeat(80))).toBe('x'.repeat(80));
    expect(answerPreview(null)).toBe('');
    expect(hasPendingQuestion([{ status: 'answered' }, { status: 'pending' }])).toBe(true);
  });

  it('counts repeated citations and explains a failure', () => {
    expect(citationCounts(['§ 25-723', '§ 25-101', '§ 25-723'])).toEqual([
      { citation: '§ 25-723', count: 2 },
      { citation: '§ 25-101', count: 1 },
    ]);
    expect(failureReason({ error: 'Upload it first.' })).toBe('Upload it first.');
    expect(failureReason({})).toMatch(/not among the chunks/);
  });

  it('counts a bulk association', () => {
    expect(bulkAssociateMessage(3, 0)).toEqual({ tone: 'success', text: '3 document(s) associated successfully' });
    expect(bulkAssociateMessage(2, 1)).toEqual({ tone: 'success', text: '2 document(s) associated successfully, 1 failed' });
    expect(bulkAssociateMessage(0, 2)).toEqual({ tone: 'error', text: ASSOCIATION_MESSAGES.bulkFailed });
  });
});

describe('visitErrorMessage', () => {
  it('prefers the server message, else explains the status', async () => {
    const { visitErrorMessage } = await import('./http-errors');
    expect(visitErrorMessage(422, { error: { code: 'validation_failed', message: 'This document has no chunks yet.' } })).toBe(
      'This document has no chunks yet.',
    );
    expect(visitErrorMessage(422, '{"error":{"message":"From text"}}')).toBe('From text');
    expect(visitErrorMessage(404, '<html>')).toBe('That page or record no longer exists.');
    expect(visitErrorMessage(500, null)).toBe('Something went wrong on our side. Please try again.');
    expect(visitErrorMessage(409, null)).toBe('The request failed (HTTP 409).');
  });
});
