// Builds the web app when there is no build yet (or it is older than its sources), so `npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(root, 'src/web'), join(root, 'src/contracts'), join(root, 'src/engine')];
const stale =
  !existsSync(built) ||
  Math.max(...sources.map(newestMtime), statSync(join(root, 'vite.config.ts')).mtimeMs) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app (first start or sources changed)...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
