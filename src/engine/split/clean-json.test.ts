import { describe, expect, it } from 'vitest';
import { cleanJson } from './clean-json';

describe('cleanJson', () => {
  it('removes the pages marked "no" and pretty-prints the rest', () => {
    const result = cleanJson('{"1":"Subchapter I. Staff Requirements.","2":"no","3":"Subchapter III. Hours.","4":"no"}');
    expect(result).toEqual({
      ok: true,
      value: { '1': 'Subchapter I. Staff Requirements.', '3': 'Subchapter III. Hours.' },
      text: '{\n  "1": "Subchapter I. Staff Requirements.",\n  "3": "Subchapter III. Hours."\n}',
    });
  });

  it('reads a double-encoded JSON string', () => {
    const inner = JSON.stringify({ '2': 'Section 1. Title.', '3': 'no' });
    expect(cleanJson(JSON.stringify(inner))).toMatchObject({ ok: true, value: { '2': 'Section 1. Title.' } });
  });

  it('rejoins an object of more than 100 numeric keys holding one character each', () => {
    const source = JSON.stringify({ '1': 'CHAPTER 7. STANDARDS OF OPERATION.', '2': 'no', '9': 'Subchapter IV. Sale on Credit, Gifts, and Loans.', '12': 'no' });
    expect(source.length).toBeGreaterThan(100);
    const exploded = JSON.stringify({ ...source.split('') });
    const result = cleanJson(exploded);
    expect(result).toMatchObject({ ok: true, value: { '1': 'CHAPTER 7. STANDARDS OF OPERATION.', '9': 'Subchapter IV. Sale on Credit, Gifts, and Loans.' } });
    // 100 keys or fewer is an ordinary object (of one-letter titles).
    const small = JSON.stringify({ ...'{"1":"A"}'.split('') });
    expect(cleanJson(small)).toMatchObject({ ok: true, value: { '0': '{', '1': '"' } });
  });

  it('accepts a Ruby hash written with =>', () => {
    expect(cleanJson('{"4"=>"Section 4. General Requirements.", "5"=>"no"}')).toMatchObject({ ok: true, value: { '4': 'Section 4. General Requirements.' } });
  });

  it('says "Invalid JSON! Please check your syntax." for anything else', () => {
    for (const bad of ['', '{"1": "Chapter 1",', 'not json', '[1, 2]', '"just a string"', '42', '{"1": {"nested": true}}']) {
      expect(cleanJson(bad)).toEqual({ ok: false, error: 'Invalid JSON! Please check your syntax.' });
    }
  });
});
