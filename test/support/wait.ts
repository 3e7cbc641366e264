/** Polls `read` until `done` accepts its value; throws with the last value after timeoutMs. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls `read` until the job (or job-like record) it returns has settled: completed or failed. */
export function waitForSettled<T extends { status: string }>(read: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  return waitFor(read, (value) => value.status === 'completed' || value.status === 'failed', timeoutMs);
}
