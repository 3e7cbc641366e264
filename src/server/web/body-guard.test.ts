import { describe, expect, it } from 'vitest';
import { checkBodyValue, MAX_BODY_DEPTH, parseGuardedForm } from './body-guard';
import { fileNameProblem } from './multipart';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('checkBodyValue', () => {
  it('accepts ordinary bodies, nested as deep as the limit allows', () => {
    expect(() => checkBodyValue({ chat: { title: 'Signs', tags: ['a', 'b'], n: 1, ok: true, none: null } })).not.toThrow();
    expect(() => checkBodyValue(nested(MAX_BODY_DEPTH))).not.toThrow();
  });

  it('refuses a body nested past the limit, however deep, without overflowing the stack', () => {
    expect(() => checkBodyValue(nested(MAX_BODY_DEPTH + 1))).toThrow(/nests deeper than 64 levels/);
    expect(() => checkBodyValue(nested(200_000))).toThrow(/nests deeper/);
  });

  it('refuses NUL characters in strings and keys, at any depth', () => {
    expect(() => checkBodyValue({ message: { content: 'a\0b' } })).toThrow(/NUL character/);
    expect(() => checkBodyValue([{ ['k\0']: 1 }])).toThrow(/NUL character/);
  });
});

describe('parseGuardedForm', () => {
  it('parses url-encoded forms and refuses an encoded NUL', () => {
    expect(parseGuardedForm('document%5Bname%5D=Sign+code&x=1')).toEqual({ 'document[name]': 'Sign code', x: '1' });
    expect(() => parseGuardedForm('name=a%00b')).toThrow(/NUL character/);
  });
});

describe('fileNameProblem', () => {
  it('accepts the names people give files, spaces and accents included', () => {
    expect(fileNameProblem('Ord. 81-2011 (signs) – café.pdf')).toBeNull();
  });

  it('refuses paths, control characters and overlong names', () => {
    expect(fileNameProblem('../../etc/passwd.pdf')).toMatch(/folder path/);
    expect(fileNameProblem('..\\Windows\\evil.pdf')).toMatch(/folder path/);
    expect(fileNameProblem('evil\0.pdf')).toMatch(/control characters/);
    expect(fileNameProblem(`${'a'.repeat(256)}.pdf`)).toMatch(/longer than 255/);
  });
});
