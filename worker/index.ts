import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
// The composition root is the one place that knows the embedded services exist; everything else
// reaches them through worker/clients over their HTTP contract (enforced by eslint.config.js).
import { createMainApi } from "../services/main-api/app";
import { createMapsService } from "../services/maps/app";
import { createContentService } from "../services/content/app";
import { createBankSimulator } from "../services/bank/app";
import { createApp } from "./app";

// Created once per isolate; every request reuses the router, the services and the Hono app.
const handlePage = createRequestHandler(build, import.meta.env.MODE);

export default createApp({
  handlePage,
  embedded: {
    mainApi: createMainApi(),
    maps: createMapsService(),
    content: createContentService(),
    bank: createBankSimulator(),
  },
  buildVersion: build.assets.version,
});
