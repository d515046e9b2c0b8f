import { defineConfig } from 'vitest/config'

/** Browser test files run side by side (see the e2e project). */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2)

/** One runner for every suite: the server on real databases, the front-end packages in jsdom, the browser tests. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // One PostgreSQL per run (embedded unless TEST_DATABASE_URL is set) and a migrated template database.
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 1 },
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'hosts/*/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup-jsdom.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './tests',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          setupFiles: ['./e2e/failure-report.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll waits like a locator does (vitest's own default is one second: too short on a loaded machine)
          expect: { poll: { timeout: 30_000, interval: 250 } },
          // Each file starts its own product (data folder, embedded PostgreSQL, port) and browser, so files share
          // nothing and two run side by side (E2E_WORKERS=1: one at a time): most of a browser test is waiting on
          // the product, the page and the network, which leaves a core idle when files run one after another.
          fileParallelism: E2E_WORKERS > 1,
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
