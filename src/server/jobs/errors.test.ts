import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeJobError } from './errors';

describe('describeJobError', () => {
  it("gives the database's reason for a failed query, never its SQL or parameters", () => {
    const error = new DrizzleQueryError('insert into "grants" ("program_number") values ($1)', ['98.902'], new Error('disk full'));
    expect(describeJobError(error)).toBe('The database refused the work: disk full');
    expect(describeJobError(error)).not.toMatch(/insert|98\.902/);
  });

  it('keeps a plain error’s message, and names an unknown one', () => {
    expect(describeJobError(new Error('  The file is empty.  '))).toBe('The file is empty.');
    expect(describeJobError({})).toBe('Unknown error');
  });
});
