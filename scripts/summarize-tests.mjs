// Sums vitest JSON reports into the one line CI reads: "tests: N passed, N failed[, N skipped]".
// Usage: node scripts/summarize-tests.mjs [--failed=<step>]... <report.json>...
//   --failed=<step>  a step that failed outside any test run (provisioning, the web build): one failure each.
//   <report.json>    a vitest JSON report; a missing one is a run that never finished: one failure. Beside it,
//                    <report>.status may hold the run's exit status: a run that exited non-zero without a failing
//                    test (an unhandled error, a crashed worker) is one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('--failed=')) {
    failed += 1;
    notes.push(`${arg.slice('--failed='.length)} failed`);
    continue;
  }
  if (!existsSync(arg)) {
    failed += 1;
    notes.push(`${arg}: no report (the run did not finish)`);
    continue;
  }
  const report = JSON.parse(readFileSync(arg, 'utf8'));
  let runFailures = report.numFailedTests ?? 0;
  passed += report.numPassedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that failed without a failing test (it did not load, or a beforeAll/afterAll hook threw) is a failure too.
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed').length;
    if (suite.status === 'failed' && failedTests === 0) {
      runFailures += 1;
      notes.push(`${suite.name}: ${suite.message || 'failed outside its tests'}`);
    }
  }
  const statusFile = arg.replace(/\.json$/, '.status');
  const status = existsSync(statusFile) ? Number(readFileSync(statusFile, 'utf8').trim()) : 0;
  if (status !== 0 && runFailures === 0) {
    runFailures = 1;
    notes.push(`${arg}: exited with status ${status} without a failing test (see the errors above)`);
  }
  failed += runFailures;
}
for (const note of notes) console.log(`  ${note}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
