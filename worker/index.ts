import { env } from "cloudflare:workers";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
// The composition root is the one place that knows the embedded services exist; everything else
// reaches them through app/upstream over their HTTP contract (enforced by eslint.config.js).
import { createMainApi } from "../services/main-api/app";
import { runMaintenance } from "../services/main-api/maintenance";
import { createMapsService } from "../services/maps/app";
import { createContentService } from "../services/content/app";
import { createBankSimulator } from "../services/bank/app";
import { readConfig } from "~/lib/config";
import { createApp, logConfigError } from "./app";
import { scheduledMaintenance } from "./scheduled";

// Fails closed, loudly: a configuration the Worker refuses to serve with (a development feature on
// in production, a secret missing) is logged when the isolate starts; every request then gets 503.
try {
  readConfig(env);
} catch (error) {
  logConfigError(error);
}

// Created once per isolate; every request reuses the router, the services and the Hono app.
const handlePage = createRequestHandler(build, import.meta.env.MODE);

const app = createApp({
  handlePage,
  embedded: {
    mainApi: createMainApi(),
    maps: createMapsService(),
    content: createContentService(),
    // The simulated bank's pages are development-only: a production build leaves them out.
    ...(import.meta.env.SHOP_PRODUCTION_BUILD ? {} : { bank: createBankSimulator() }),
  },
  buildVersion: build.assets.version,
});

export default {
  fetch: app.fetch,
  // The Cron Trigger in wrangler.toml: the embedded Main API's housekeeping (worker/scheduled.ts).
  scheduled: scheduledMaintenance(runMaintenance),
} satisfies ExportedHandler<Env>;
