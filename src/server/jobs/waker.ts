/** A poll delay that can be cut short: enqueue in this process and shutdown both wake the worker. */
export type Waker = {
  sleep(ms: number): Promise<void>;
  wake(): void;
};

/** Creates a Waker; a wake() that arrives while nobody sleeps makes the next sleep() return at once. */
export function createWaker(): Waker {
  let pendingWake = false;
  let current: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  return {
    sleep(ms) {
      if (pendingWake) {
        pendingWake = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          current = null;
          resolve();
        }, ms);
        current = { timer, resolve };
      });
    },
    wake() {
      if (!current) {
        pendingWake = true;
        return;
      }
      clearTimeout(current.timer);
      const { resolve } = current;
      current = null;
      resolve();
    },
  };
}
