import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../support/corpus';
import { testingOnPostgres } from '../support/database';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'ordo-eval-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The eval command always builds its own embedded database, so one run (on the PGlite pass) is enough.
describe.skipIf(testingOnPostgres())('npm run eval', () => {
  it('ingests a corpus folder through the pipeline and reports recall, MRR and the answers per question file', async () => {
    mkdirSync(join(dir, 'corpus'));
    copyFileSync(join(CORPUS_DIR, 'dc/dc-title-08-animals-litter-dumping.txt'), join(dir, 'corpus/title8.txt'));
    writeFileSync(join(dir, 'corpus/notes.csv'), 'not a document: skipped');
    const questions = [
      { id: 'q1', question: 'What does § 8-1808 say?', expected_sections: ['§ 8-1808'] },
      { id: 'q2', question: 'How do I license my dog and what are the rules for dog licenses?', expected_sections: ['§ 8-1804'] },
      { id: 'q3', question: 'Which team won the 1998 World Cup final?', expected_sections: [] },
    ];
    writeFileSync(join(dir, 'questions.jsonl'), questions.map((q) => JSON.stringify(q)).join('\n'));
    const out = join(dir, 'results.jsonl');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/eval.ts', '--corpus', join(dir, 'corpus'), '--questions', join(dir, 'questions.jsonl'), '--out', out, '--k', '5', '--answers'], {
      cwd: process.cwd(),
    });
    expect(stdout).toMatch(/questions: 3 \(2 answerable\)/);
    expect(stdout).toMatch(/recall@1: \d\.\d{3}/);
    expect(stdout).toMatch(/MRR: \d\.\d{3}/);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['q1', 'q2', 'q3']);
    expect(lines[0].results[0]).toMatchObject({ section: '§ 8-1808', document: 'title8.txt' });
    expect(lines[0].results[0].citation).toMatch(/^Title 8 › .*§ 8-1808/);
    expect(lines[0].results.length).toBeLessThanOrEqual(5);
    // --answers: the chat's offline answer, its cited sections (with their documents) in order, and whether it apologised.
    expect(lines[0]).toMatchObject({ apology: false, citations: expect.arrayContaining([{ section: '§ 8-1808', document: 'title8.txt' }]) });
    expect(lines[0].answer).toMatch(/\[1\]/);
    expect(lines[2]).toMatchObject({ apology: true, citations: [] });
    expect(lines[2].answer).toMatch(/^I'm sorry/);
    expect(stdout).toMatch(/answers: expected section in first 3 citations \d\.\d{3} \(\d\/2 answerable\)/);
    expect(stdout).toMatch(/answers: apologised on 1\/1 unanswerable/);
    const scores = lines[1].results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  }, 120_000);

  it('explains a malformed question file instead of failing obscurely', async () => {
    writeFileSync(join(dir, 'bad.jsonl'), '{"id": "x"}\n');
    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/eval.ts', '--corpus', join(dir, 'corpus'), '--questions', join(dir, 'bad.jsonl'), '--out', join(dir, 'x.jsonl')], {
      cwd: process.cwd(),
    }).catch((error) => error);
    expect(result.code).toBe(1);
    expect(String(result.stderr)).toMatch(/bad\.jsonl line 1: .*question/s);
  });
});
