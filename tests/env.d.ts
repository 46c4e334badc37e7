/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** D1 migrations read by the Vitest config, applied by tests/setup/apply-migrations.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
