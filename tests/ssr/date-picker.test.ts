import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

beforeEach(async () => {
  await seedInventory(env.DB);
});

describe("the search forms' date fields on the server (docs/date-picker.md)", () => {
  it("are native date inputs with the calendar button hidden until hydration, and no calendar code preloaded", async () => {
    for (const [path, ids] of [
      ["/", ["pickup-date", "dropoff-date"]],
      ["/en/car", ["pickup-date", "dropoff-date"]],
      ["/ar", ["pickup-date", "dropoff-date"]],
    ] as const) {
      const html = await (await fetchPage(path)).text();
      for (const id of ids) {
        expect(html, `${path} ${id}`).toMatch(new RegExp(`<input id="${id}" type="date"[^>]*required`));
      }
      const buttons = html.match(/<button[^>]*class="date-range-field__button"[^>]*>/g) ?? [];
      expect(buttons, path).toHaveLength(2);
      for (const button of buttons) expect(button).toContain("hidden");
      expect(html, path).not.toMatch(/date-range-calendar[^"]*\.js/);
      // The date in the page's format is drawn over the input only after hydration: the server's
      // markup is the input alone, so hydration matches it and the browser's text shows without JS.
      expect(html, path).not.toContain('class="date-shown');
    }
  });

  it("labels the calendar buttons in the page's language", async () => {
    const html = await (await fetchPage("/")).text();
    expect(html).toContain('aria-label="Alış için takvimi aç"');
    expect(html).toContain('aria-label="İade için takvimi aç"');
  });
});
