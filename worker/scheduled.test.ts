import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { runMaintenance } from "../services/main-api/maintenance";
import { scheduledMaintenance } from "./scheduled";

describe("the scheduled handler (Cron Trigger)", () => {
  it("runs the embedded Main API's maintenance at the trigger's time and logs what it did", async () => {
    const maintenance = vi.fn(runMaintenance);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const at = Date.UTC(2027, 5, 1);
    await scheduledMaintenance(maintenance)({ scheduledTime: at, cron: "*/5 * * * *" }, env);
    expect(maintenance).toHaveBeenCalledWith(env.DB, at);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      event: "maintenance",
      cron: "*/5 * * * *",
      holdsReleased: expect.any(Number),
      refreshTokensDeleted: expect.any(Number),
    });
  });

  it("leaves a real Main API (MAIN_API_URL) to its own housekeeping", async () => {
    const maintenance = vi.fn(runMaintenance);
    await scheduledMaintenance(maintenance)(
      { scheduledTime: Date.now(), cron: "*/5 * * * *" },
      { ...env, MAIN_API_URL: "https://api.example.com" },
    );
    expect(maintenance).not.toHaveBeenCalled();
  });
});
