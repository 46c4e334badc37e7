import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Spec section 9: the build-update check runs every hour. */
const DEPLOY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The `version` of React Router's manifest or of the Worker's /__build answer (worker/app.ts). */
function versionOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const version: unknown = Reflect.get(value, "version");
  return typeof version === "string" ? version : undefined;
}

/** The version of the build this page was rendered by (React Router's manifest version). */
function runningVersion(): string | undefined {
  return versionOf(Reflect.get(window, "__reactRouterManifest"));
}

/** Asks the Worker which build it serves now; undefined when it cannot tell. */
async function deployedVersion(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher("/__build", { cache: "no-store" });
    if (!response.ok) return undefined;
    return versionOf(await response.json());
  } catch {
    return undefined;
  }
}

/**
 * Notices a new deployment (hourly) and loads the next page the visitor navigates to from the
 * server, so they get the new code without losing what is on screen now.
 */
export function useDeployCheck(): void {
  const stale = useRef(false);
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const timer = setInterval(async () => {
      const deployed = await deployedVersion();
      if (deployed && deployed !== runningVersion()) stale.current = true;
    }, DEPLOY_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stale.current) window.location.reload();
  }, [location.key]);
}
