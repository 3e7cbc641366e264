import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export type OrdoProcess = {
  child: ChildProcess;
  /** Everything the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown handler runs, nothing is cleaned up; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as a process manager stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/**
 * Starts `src/server/main.ts` as its own Node process (node --import tsx, so the pid is the server's
 * own and a SIGKILL reaches it, not an npm wrapper), with the given environment on top of this one's;
 * ORDO_TEST_DB is this test run's setting, not the process's: pass the database it should use.
 */
export function startOrdoProcess(args: string[], env: Record<string, string | undefined>): OrdoProcess {
  // An undefined value removes the variable (e.g. DATABASE_URL, for the embedded database).
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    output: () => text,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
