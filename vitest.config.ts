import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          // Several engine tests read the real corpus; on a busy 2-core machine 5 s is not enough, and a timeout is
          // not a speed goal (those live in bench/).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // Pages visited as HTML need the web build; a fresh worktree has none.
          globalSetup: ['test/support/web-build.global.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
