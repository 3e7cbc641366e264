import { describe, expect, it } from 'vitest';
import { highlightPassage, highlightText } from './highlight';

const marked = (segments: { text: string; match: boolean }[] | null) => segments?.filter((s) => s.match).map((s) => s.text) ?? null;

describe('highlighting', () => {
  it('marks every word that carries a matched term, whatever its inflection', () => {
    const segments = highlightText('Assistance to Firefighters Grant for fire departments', new Set(['firefight', 'fire', 'depart']));
    expect(marked(segments)).toEqual(['Firefighters', 'fire', 'departments']);
    expect(segments!.map((s) => s.text).join('')).toBe('Assistance to Firefighters Grant for fire departments');
    expect(highlightText('Nothing here', new Set(['fire']))).toBeNull();
  });

  it('cuts the passage with the most matched terms out of a long text, with ellipses where it cut', () => {
    const text = 'The program supports rural communities. It funds the replacement of lead service lines in drinking water systems, with a priority for disadvantaged communities that have the most lead service lines. Other uses are allowed.';
    const passage = highlightPassage(text, new Set(['lead', 'servic', 'line']))!;
    expect(passage.map((s) => s.text).join('')).toBe(
      '… It funds the replacement of lead service lines in drinking water systems, with a priority for disadvantaged communities that have the most lead service lines. …',
    );
    expect(marked(passage)).toEqual(['lead', 'service', 'lines', 'lead', 'service', 'lines']);
    // A short sentence takes its neighbour along.
    const short = highlightPassage('Intro text here. Funds lead pipes. Other uses are allowed.', new Set(['lead']))!;
    expect(short.map((s) => s.text).join('')).toBe('… Funds lead pipes. Other uses are allowed.');
  });

  it('keeps a long sentence to the window around its first match', () => {
    const text = `${'word '.repeat(200)}brownfield ${'more '.repeat(200)}`;
    const joined = highlightPassage(text, new Set(['brownfield']), 120)!.map((s) => s.text).join('');
    expect(joined.length).toBeLessThanOrEqual(130);
    expect(joined).toContain('brownfield');
  });
});
