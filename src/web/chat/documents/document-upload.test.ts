import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  buildDocumentFormData,
  checkUploadFile,
  MISSING_FILE,
  MISSING_MUNICIPALITY,
  MISSING_NAME,
  UPLOAD_FAILED,
  uploadErrorMessage,
  validateDocumentUpload,
} from './document-upload';

const pdf = new File(['%PDF-1.4 text'], 'Zoning Code.pdf', { type: 'application/pdf' });

describe('validateDocumentUpload', () => {
  const valid = { municipalityId: 4, name: 'Zoning code', description: '', file: pdf };

  it('accepts a named file for a municipality, description optional', () => {
    expect(validateDocumentUpload(valid)).toBeNull();
  });

  it('asks for a municipality, then a file, then a name', () => {
    expect(validateDocumentUpload({ ...valid, municipalityId: null, file: null, name: '' })).toBe(MISSING_MUNICIPALITY);
    expect(validateDocumentUpload({ ...valid, file: null, name: '' })).toBe(MISSING_FILE);
    expect(validateDocumentUpload({ ...valid, name: '   ' })).toBe(MISSING_NAME);
  });

  it('accepts .pdf, .doc, .docx and .txt only', () => {
    for (const name of ['a.PDF', 'a.doc', 'a.docx', 'notes.txt']) expect(checkUploadFile({ name, size: 10 })).toBeNull();
    expect(checkUploadFile({ name: 'scan.png', size: 10 })).toBe(
      '"scan.png" is not an accepted file type. Choose a .pdf, .doc, .docx, .txt, .md, .markdown, .html, .htm, .zip file.',
    );
    expect(validateDocumentUpload({ ...valid, file: new File(['x'], 'sheet.xlsx') })).toMatch(/not an accepted file type/);
  });
});

describe('buildDocumentFormData', () => {
  it('sends the name, description, file and municipality id under the spec field names', () => {
    const form = buildDocumentFormData({ municipalityId: 4, name: ' Zoning code ', description: ' Chapter 7 ', file: pdf });
    expect(form.get('document[name]')).toBe('Zoning code');
    expect(form.get('document[description]')).toBe('Chapter 7');
    expect((form.get('document[file]') as File).name).toBe('Zoning Code.pdf');
    expect(form.get('municipality_id')).toBe('4');
  });

  it('leaves out a blank description', () => {
    const form = buildDocumentFormData({ municipalityId: 4, name: 'Zoning code', description: '  ', file: pdf });
    expect(form.has('document[description]')).toBe(false);
  });
});

describe('uploadErrorMessage', () => {
  it("shows the server's message, or the generic one", () => {
    expect(uploadErrorMessage(new ApiError(403, 'You may not upload documents.'))).toBe('You may not upload documents.');
    expect(uploadErrorMessage(new TypeError('boom'))).toBe(UPLOAD_FAILED);
  });
});
