import { describe, expect, it } from 'vitest';
import {
  ALL_DOCUMENTS_SELECTED,
  DOCUMENTS_SELECTED,
  initialCheckedIds,
  NO_DOCUMENTS_AVAILABLE,
  savedDocumentIds,
  selectionSummary,
  selectionToSave,
} from './document-selection';

const available = [{ id: 10 }, { id: 11 }, { id: 12 }];

describe('selectionSummary', () => {
  it('says all documents are used when nothing or everything is selected', () => {
    expect(selectionSummary([], available)).toBe('Using all 3 available documents');
    expect(selectionSummary([12, 10, 11], available)).toBe('Using all 3 available documents');
    expect(selectionSummary([], [{ id: 1 }])).toBe('Using all 1 available document');
  });

  it('counts a partial selection', () => {
    expect(selectionSummary([11], available)).toBe('Using 1 of 3 documents');
    expect(selectionSummary([10, 12], available)).toBe('Using 2 of 3 documents');
  });

  it('ignores saved ids of documents that are no longer available', () => {
    expect(selectionSummary([11, 99], available)).toBe('Using 1 of 3 documents');
    // Only stale ids left: the assistant falls back to every available document.
    expect(selectionSummary([98, 99], available)).toBe('Using all 3 available documents');
    expect(selectionSummary([10, 11, 12, 99], available)).toBe('Using all 3 available documents');
  });

  it('says plainly when the municipality has no documents', () => {
    expect(selectionSummary([], [])).toBe(NO_DOCUMENTS_AVAILABLE);
    expect(selectionSummary([5], [])).toBe(NO_DOCUMENTS_AVAILABLE);
  });
});

describe('initialCheckedIds', () => {
  it('checks every box when the chat uses all documents, else the saved ones still available', () => {
    expect(initialCheckedIds([], available)).toEqual([10, 11, 12]);
    expect(initialCheckedIds([12, 99], available)).toEqual([12]);
  });
});

describe('selectionToSave', () => {
  it('saves an empty list, meaning all, when every box or none is checked', () => {
    expect(selectionToSave([10, 11, 12], available)).toEqual({ documentIds: [], message: ALL_DOCUMENTS_SELECTED });
    expect(selectionToSave([], available)).toEqual({ documentIds: [], message: ALL_DOCUMENTS_SELECTED });
  });

  it('saves the checked available ids otherwise', () => {
    expect(selectionToSave([12, 10, 99], available)).toEqual({ documentIds: [10, 12], message: DOCUMENTS_SELECTED });
  });
});

describe('savedDocumentIds', () => {
  it('reads the configuration, or chat_configuration when that is all the server sent', () => {
    const config = (ids: number[]) => ({ address_data: {}, currently_selected_documents: ids });
    expect(savedDocumentIds({ configuration: config([1]), chat_configuration: config([2]) })).toEqual([1]);
    expect(
      savedDocumentIds({ configuration: undefined as never, chat_configuration: config([2]) }),
    ).toEqual([2]);
  });
});
