// The Worker entry for the worker test project: the real Hono app and embedded services with a
// stand-in for React Router's handler (the router build only exists after `react-router build`;
// the ssr project tests the real one).
import { createMainApi } from "../../services/main-api/app";
import { createMapsService } from "../../services/maps/app";
import { createContentService } from "../../services/content/app";
import { createBankSimulator } from "../../services/bank/app";
import { createApp } from "../../worker/app";

export default createApp({
  handlePage: async () => new Response("page", { headers: { "content-type": "text/plain" } }),
  embedded: {
    mainApi: createMainApi(),
    maps: createMapsService(),
    content: createContentService(),
    bank: createBankSimulator(),
  },
});
