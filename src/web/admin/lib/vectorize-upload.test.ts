import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { readUploadResponse, UPLOAD_FAILED, uploadErrorMessage } from './vectorize-upload';

describe('readUploadResponse', () => {
  it('returns the job id to follow', () => {
    expect(readUploadResponse({ status: 'queued', job_id: 'abc', message: 'Upload started' })).toEqual({
      ok: true,
      jobId: 'abc',
      message: 'Upload started',
    });
    expect(readUploadResponse({ job_id: 42 })).toEqual({ ok: true, jobId: '42', message: null });
  });

  it('uses the server message, or "Upload failed", when there is no job id or a failure flag', () => {
    expect(readUploadResponse({ status: 'error', message: 'No chunks to upload' })).toEqual({ ok: false, error: 'No chunks to upload' });
    expect(readUploadResponse({ success: false, job_id: 'abc', error: { message: 'Busy' } })).toEqual({ ok: false, error: 'Busy' });
    expect(readUploadResponse({})).toEqual({ ok: false, error: UPLOAD_FAILED });
    expect(readUploadResponse(undefined)).toEqual({ ok: false, error: UPLOAD_FAILED });
  });
});

describe('uploadErrorMessage', () => {
  it('gives the HTTP status with the server message or the status text for a refused upload', () => {
    const refused = new ApiError(422, 'Mark the document completed before uploading.', 'validation_failed');
    expect(uploadErrorMessage(refused)).toBe('Upload failed: Mark the document completed before uploading. (HTTP 422)');
    expect(uploadErrorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Upload failed: Bad Gateway (HTTP 502)');
  });

  it('gives the reason when the server could not be reached', () => {
    expect(uploadErrorMessage(new ApiError(0, 'Could not reach the server.'))).toBe('Upload failed: Could not reach the server.');
    expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe('Upload failed: Failed to fetch');
  });
});
