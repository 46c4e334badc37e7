import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { seedInventory } from "../support/seed-inventory";
import { getPage as get, postForm as post } from "../support/plain-browser";

const PREFIX = { en: "/en", tr: "" } as const;

/** "DD-MM-YYYY" of the first day at least `days` ahead whose month is outside June–August (YAZ10's pickups). */
function outsideSummer(days: number): string {
  for (let ahead = days; ; ahead += 1) {
    const date = new Date(Date.now() + ahead * 86_400_000);
    if (![5, 6, 7].includes(date.getUTCMonth())) {
      return date.toISOString().slice(0, 10).split("-").reverse().join("-");
    }
  }
}

/** Text without React's comment separators and with the entities a message may carry decoded. */
const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

/** A basket with the first offer of a no-JavaScript search in the language; the checkout's address. */
async function basket(jar: Jar, language: keyof typeof PREFIX): Promise<string> {
  const pickup = outsideSummer(25);
  const [day, month, year] = pickup.split("-").map(Number) as [number, number, number];
  const dropoff = new Date(Date.UTC(year, month - 1, day + 3))
    .toISOString()
    .slice(0, 10)
    .split("-")
    .reverse()
    .join("-");
  const prefix = PREFIX[language];
  const html = await (
    await get(jar, `${prefix}/search?p_p=41.2619,28.7419&p_d=${pickup}&d_d=${dropoff}&a=35&nojs=1`)
  ).text();
  const href = new RegExp(`href="(${prefix}/detail\\?code=(C\\w+)&amp;searchId=([\\w-]+))"`).exec(html);
  expect(href).not.toBeNull();
  const detail = href![1]!.replaceAll("&amp;", "&");
  const booked = await post(jar, detail, { code: href![2]!, searchId: href![3]! });
  expect(booked.status).toBe(302);
  return booked.headers.get("location")!;
}

beforeAll(() => seedInventory(env.DB));

describe("Main API refusals in the visitor's language", () => {
  const REFUSAL = {
    en: "This code is valid for pickups between 1 June and 31 August.",
    tr: "Bu kod 1 Haziran ile 31 Ağustos arasındaki alışlarda geçerlidir.",
  };

  for (const language of ["en", "tr"] as const) {
    it(`a campaign code whose pickup window the booking misses names the window (${language})`, async () => {
      const jar = new Jar();
      const checkout = await basket(jar, language);
      const refused = await post(jar, checkout, { intent: "campaign", campaignCode: "YAZ10" });
      expect(refused.status).toBe(200);
      const html = text(await refused.text());
      expect(html).toContain(REFUSAL[language]);
      expect(html).toMatch(/id="field-campaign"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-campaign"/);
      expect(html).not.toContain("This code is valid for pickups from 06-01");
    });
  }

  const STALE = {
    en: "This offer no longer exists. Please search again.",
    tr: "Bu teklif artık mevcut değil. Lütfen yeniden arayın.",
  };

  for (const language of ["en", "tr"] as const) {
    it(`a stale offer is explained without the server's English (${language})`, async () => {
      const jar = new Jar();
      const response = await get(
        jar,
        `${PREFIX[language]}/detail?code=C1234567890&searchId=00000000-0000-4000-8000-000000000000`,
      );
      const html = text(await response.text());
      expect(html).toContain(STALE[language]);
      expect(html).not.toContain("No such search");
    });
  }
});
