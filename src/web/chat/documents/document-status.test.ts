import { describe, expect, it } from 'vitest';
import {
  documentStatusLabel,
  documentStatusTone,
  groupDocuments,
  hasDocumentsInProgress,
} from './document-status';

const doc = (id: number, status: string) => ({ id, status });

describe('document status badge', () => {
  it('colours pending, uploaded and processing yellow, failed red, completed green', () => {
    expect(['pending', 'uploaded', 'processing'].map(documentStatusTone)).toEqual(['warning', 'warning', 'warning']);
    expect(documentStatusTone('failed')).toBe('destructive');
    expect(documentStatusTone('completed')).toBe('success');
  });

  it('shows any other status gray and capitalised', () => {
    expect(documentStatusTone('creating_chunks')).toBe('neutral');
    expect(documentStatusTone('toString')).toBe('neutral');
    expect(documentStatusLabel('creating_chunks')).toBe('Creating chunks');
    expect(documentStatusLabel('pending')).toBe('Pending');
    expect(documentStatusLabel('')).toBe('Unknown');
  });
});

describe('groupDocuments', () => {
  it('lists completed documents as available and everything else, failed included, as processing', () => {
    const { processing, available } = groupDocuments([
      doc(1, 'completed'),
      doc(2, 'failed'),
      doc(3, 'uploaded'),
      doc(4, 'completed'),
      doc(5, 'archived'),
    ]);
    expect(available.map((d) => d.id)).toEqual([1, 4]);
    expect(processing.map((d) => d.id)).toEqual([2, 3, 5]);
  });
});

describe('hasDocumentsInProgress', () => {
  it('keeps polling while a document may still move, and stops once all are completed or failed', () => {
    expect(hasDocumentsInProgress([doc(1, 'completed'), doc(2, 'processing')])).toBe(true);
    expect(hasDocumentsInProgress([doc(1, 'pending')])).toBe(true);
    expect(hasDocumentsInProgress([doc(1, 'completed'), doc(2, 'failed')])).toBe(false);
    expect(hasDocumentsInProgress([])).toBe(false);
    expect(hasDocumentsInProgress(undefined)).toBe(false);
  });
});
