import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { z } from "zod";

/** Spec section 9: the build-update check runs every hour. */
const DEPLOY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const manifestVersion = z.object({ version: z.string().optional() });
/** The Worker's /__build answer (worker/app.ts). */
const buildAnswer = z.object({ version: z.string() });

/** The version of the build this page was rendered by (React Router's manifest version). */
function runningVersion(): string | undefined {
  return manifestVersion.safeParse(Reflect.get(window, "__reactRouterManifest")).data?.version;
}

/** Asks the Worker which build it serves now; undefined when it cannot tell. */
async function deployedVersion(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher("/__build", { cache: "no-store" });
    if (!response.ok) return undefined;
    return buildAnswer.safeParse(await response.json()).data?.version;
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
