import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the web app once before the integration tests when a checkout has none (a fresh worktree): pages answered
 * as HTML read dist/web/index.html, and without it every such request fails with a 500.
 */
export default function buildWebIfMissing(): void {
  if (existsSync(`${root}dist/web/index.html`)) return;
  execFileSync('node', ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });
}
