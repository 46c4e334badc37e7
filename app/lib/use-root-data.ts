import { useRouteLoaderData } from "react-router";
import type { loadRootData } from "~/root-loader.server";

/**
 * The root loader's data (visitor, currency, sites, device class, site-wide content), typed from
 * the loader itself. Undefined where the root has no data: an error page rendered after the root
 * loader failed.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loadRootData>("root");
}
