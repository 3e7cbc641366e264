import { describe, expect, it } from 'vitest';
import { documentErrorHeading, errorMessages, fieldError, omitErrors, pickErrors } from './form-errors';

describe('fieldError', () => {
  it('finds a message keyed bare, dotted or bracketed', () => {
    expect(fieldError({ name: "Name can't be blank." }, 'name', 'document')).toBe("Name can't be blank.");
    expect(fieldError({ 'document.name': 'dotted' }, 'name', 'document')).toBe('dotted');
    expect(fieldError({ 'document[file]': 'bracketed' }, 'file', 'document')).toBe('bracketed');
    expect(fieldError({ other: 'x' }, 'name', 'document')).toBeUndefined();
    expect(fieldError(undefined, 'name')).toBeUndefined();
  });
});

describe('errorMessages and headings', () => {
  it('lists distinct messages in order', () => {
    expect(errorMessages({ a: 'one', b: 'two', c: 'one', d: '' })).toEqual(['one', 'two']);
  });

  it('pluralises the document heading', () => {
    expect(documentErrorHeading(1)).toBe('1 error prohibited this document from being saved');
    expect(documentErrorHeading(3)).toBe('3 errors prohibited this document from being saved');
  });
});

describe('pickErrors / omitErrors', () => {
  const errors = { start_page: 'a', 'split_job.end_page': 'b', json_data: 'c', 'extract_job.divisor_types': 'd' };

  it('splits one errors prop between two forms', () => {
    expect(pickErrors(errors, ['start_page', 'end_page'], 'split_job')).toEqual({ start_page: 'a', 'split_job.end_page': 'b' });
    expect(omitErrors(errors, ['start_page', 'end_page'], 'split_job')).toEqual({
      json_data: 'c',
      'extract_job.divisor_types': 'd',
    });
  });
});
