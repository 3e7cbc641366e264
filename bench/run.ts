/**
 * Runs every benchmark in bench/ one after another (or only those named: `npm run bench -- answer retrieval`).
 * Each prints its own figures; results land in bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace('.bench.ts', '')))
  .sort();
if (benches.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}. Available: ${readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).join(', ')}`);
  process.exit(1);
}
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  execFileSync(process.execPath, ['--import', 'tsx', join(dir, bench)], { stdio: 'inherit' });
}
