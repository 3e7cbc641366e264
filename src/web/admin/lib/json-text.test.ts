import { describe, expect, it } from 'vitest';
import { parseJsonObject, parseJsonObjectOrEmpty, readJsonObject } from './json-text';

describe('parseJsonObjectOrEmpty (chunk metadata)', () => {
  it('keeps a JSON object and silently turns anything else into {}', () => {
    expect(parseJsonObjectOrEmpty('{"section":"25-723"}')).toEqual({ section: '25-723' });
    expect(parseJsonObjectOrEmpty('{not json')).toEqual({});
    expect(parseJsonObjectOrEmpty('[1,2]')).toEqual({});
    expect(parseJsonObjectOrEmpty('"text"')).toEqual({});
    expect(parseJsonObjectOrEmpty('   ')).toEqual({});
  });
});

describe('parseJsonObject', () => {
  it('says why text is not an object', () => {
    expect(parseJsonObject('{"1":"A"}')).toEqual({ ok: true, value: { '1': 'A' } });
    expect(parseJsonObject('{')).toEqual({ ok: false, error: 'Invalid JSON! Please check your syntax.' });
    expect(parseJsonObject('[]')).toMatchObject({ ok: false });
  });
});

describe('readJsonObject', () => {
  it('is the object, or null for invalid JSON, arrays and scalars', () => {
    expect(readJsonObject('{"3":"CHAPTER 7"}')).toEqual({ '3': 'CHAPTER 7' });
    for (const text of ['', '{', '[1]', '"x"', '7', 'null']) expect(readJsonObject(text)).toBeNull();
  });
});
