import { describe, expect, it } from 'vitest';
import { DIVISOR_TYPES } from '../../contracts/workbench';
import { generateExtractPrompt, generateJsonMap, joinWithAnd } from './extract-prompt';

describe('generateExtractPrompt', () => {
  it('lists the divisor types with commas and "and" and leaves [[EDIT THIS TEXT]] for counts, denotations and examples', () => {
    const prompt = generateExtractPrompt(['title', 'chapter', 'section']);
    expect(prompt).toContain('title, chapter and section');
    expect(prompt).toContain('This document contains [[EDIT THIS TEXT]] titles, [[EDIT THIS TEXT]] chapters and [[EDIT THIS TEXT]] sections.');
    expect(prompt).toContain('- chapter: denoted by [[EDIT THIS TEXT]], for example "[[EDIT THIS TEXT]]".');
    expect(prompt.match(/\[\[EDIT THIS TEXT\]\]/g)!.length).toBe(9);
  });

  it('works for one and for every divisor type', () => {
    expect(generateExtractPrompt(['section'])).toContain('its section divisors');
    expect(generateExtractPrompt([...DIVISOR_TYPES])).toContain('subpart and URL');
  });

  it('asks for at least one divisor type', () => {
    expect(() => generateExtractPrompt([])).toThrow('Please select at least one divisor type to generate a prompt.');
  });

  it('joins words as a person writes them', () => {
    expect([joinWithAnd(['title']), joinWithAnd(['title', 'chapter']), joinWithAnd(['title', 'chapter', 'section'])]).toEqual([
      'title',
      'title and chapter',
      'title, chapter and section',
    ]);
  });
});

describe('generateJsonMap', () => {
  it('nests the divisor types, highest first, as a skeleton to fill in', () => {
    const map = JSON.parse(generateJsonMap(['title', 'chapter', 'section']));
    expect(map).toEqual({
      title: {
        type: 'title',
        title: '',
        content_preview: '',
        children: [{ type: 'chapter', title: '', content_preview: '', children: [{ type: 'section', title: '', content_preview: '', children: [] }] }],
      },
    });
    expect(generateJsonMap(['section'])).toBe('{\n  "section": {\n    "type": "section",\n    "title": "",\n    "content_preview": "",\n    "children": []\n  }\n}');
  });

  it('asks for at least one divisor type', () => {
    expect(() => generateJsonMap([])).toThrow('Please select at least one divisor type.');
  });
});
