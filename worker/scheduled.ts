import { readConfig } from "~/lib/config";

/** The embedded Main API's housekeeping, handed in by the composition root (worker/index.ts). */
export type Maintenance = (db: D1Database, now: number) => Promise<object>;

/**
 * The Worker's `scheduled` handler (Cron Trigger in wrangler.toml): runs the embedded Main API's
 * maintenance at the trigger's time (expired inventory holds given back, old one-time codes,
 * rate-limit events and refresh tokens deleted). A real Main API (MAIN_API_URL) runs its own.
 * A configuration the Worker refuses to serve with (app/lib/config.ts) fails the run loudly.
 */
export function scheduledMaintenance(maintenance: Maintenance) {
  return async (controller: Pick<ScheduledController, "scheduledTime" | "cron">, env: Env): Promise<void> => {
    const config = readConfig(env);
    if (config.MAIN_API_URL) return;
    const report = await maintenance(env.DB, controller.scheduledTime);
    console.log(JSON.stringify({ event: "maintenance", cron: controller.cron, ...report }));
  };
}
