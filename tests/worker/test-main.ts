// The Worker entry for the worker test project: the real Hono app with a stand-in for React
// Router's handler (the router build only exists after `react-router build`; the ssr project
// tests the real one).
import { createApp } from "../../worker/app";

export default createApp({
  handlePage: async () => new Response("page", { headers: { "content-type": "text/plain" } }),
});
