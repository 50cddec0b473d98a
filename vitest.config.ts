import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // One PostgreSQL server for the run (or TEST_DATABASE_URL's): see test/support/postgres-server.ts.
    globalSetup: ["test/support/postgres-server.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
