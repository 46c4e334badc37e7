import type { RequestIdVariables } from "hono/request-id";
import type { TimingVariables } from "hono/timing";
import type { CountryVariables } from "./middleware/country";
import type { DeviceVariables } from "./middleware/device";
import type { SecurityVariables } from "./middleware/security-headers";
import type { SessionVariables } from "./middleware/session";

/** The edge app's bindings and per-request variables (one type for the app and its sub-routers). */
export type AppEnv = {
  Bindings: Env;
  Variables: RequestIdVariables &
    TimingVariables &
    SessionVariables &
    SecurityVariables &
    CountryVariables &
    DeviceVariables;
};
