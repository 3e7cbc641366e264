import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { testingOnPostgres } from '../support/database';
import { listingsCsv } from '../support/grants';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'ordo-eval-grants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const evalGrants = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/eval-grants.ts', ...args], { cwd: process.cwd() });

// The command always builds its own embedded database, so one run (on the PGlite pass) is enough.
describe.skipIf(testingOnPostgres())('npm run eval:grants', () => {
  it('loads a listings file, writes ranked results per query and prints P@5, R@10, hit@3 and MRR', async () => {
    // The first 700 listings hold the Agriculture, Commerce and Defense programs the queries below ask about.
    writeFileSync(join(dir, 'listings.csv'), listingsCsv(700));
    const queries = [
      { id: 'q1', query: 'farmers market', relevant: ['10.175', '10.164'], best: ['10.175'] },
      { id: 'q2', query: 'urban tree planting', relevant: ['10.675', '10.727'], best: ['10.675'] },
      { id: 'q3', query: 'asdf qwerty zxcv', relevant: [], best: [] },
      { id: 'q4', query: 'rural broadband' },
    ];
    writeFileSync(join(dir, 'queries.jsonl'), queries.map((q) => JSON.stringify(q)).join('\n'));
    const out = join(dir, 'results.jsonl');
    const { stdout } = await evalGrants('--queries', join(dir, 'queries.jsonl'), '--out', out, '--csv', join(dir, 'listings.csv'));
    expect(stdout).toMatch(/queries: 4 \(3 judged\)/);
    expect(stdout).toMatch(/answerable: 2/);
    for (const figure of ['P@5', 'R@10', 'hit@3', 'MRR']) expect(stdout).toMatch(new RegExp(`${figure}: \\d\\.\\d{3}`));
    expect(stdout).toMatch(/nothing fits: 1\/1 got an empty list/);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(lines[0].results[0]).toMatchObject({ program_number: '10.175', name: 'Farmers Market and Local Food Promotion Program' });
    expect(lines[2].results).toEqual([]);
    for (const line of lines) {
      expect(line.results.length).toBeLessThanOrEqual(10);
      const scores = line.results.map((r: { score: number }) => r.score);
      expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    }
    expect(lines[3].results.map((r: { program_number: string }) => r.program_number)).toContain('10.886');
  }, 120_000);

  it('explains a malformed query file instead of failing obscurely', async () => {
    writeFileSync(join(dir, 'bad.jsonl'), '{"id": "x"}\n');
    const result = await evalGrants('--queries', join(dir, 'bad.jsonl'), '--out', join(dir, 'x.jsonl')).catch((error) => error);
    expect(result.code).toBe(1);
    expect(String(result.stderr)).toMatch(/bad\.jsonl line 1: .*query/s);
  });
});
