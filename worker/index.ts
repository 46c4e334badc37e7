import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";

// Created once per isolate; every request reuses the router and the Hono app.
const handlePage = createRequestHandler(build, import.meta.env.MODE);

export default createApp({ handlePage });
