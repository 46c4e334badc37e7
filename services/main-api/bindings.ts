import type { AccountsEnv } from "./accounts/keys";

/** What the Main API needs from its Worker: its database and the secrets that sign its links. */
export interface MainApiBindings extends AccountsEnv {
  DB: D1Database;
  /** Signs the simulated bank's 3-D Secure results (development default when unset). */
  BANK_SIMULATOR_SECRET?: string;
  /** Signs unsubscribe links in marketing messages (development default when unset, required in production). */
  MARKETING_LINK_SECRET?: string;
  /** Signs rental companies' booking approval links (development default when unset, required in production). */
  SUPPLIER_LINK_SECRET?: string;
}
