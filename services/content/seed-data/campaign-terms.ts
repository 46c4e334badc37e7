/**
 * What campaign content says about a campaign's value and conditions, written from the search
 * campaign itself (services/inventory/data/campaigns.ts): the percentage a hello bar, slider or
 * campaign page states, and the condition list of the campaign page. The Main API enforces the
 * same rules, so the terms a traveller reads are the ones that apply.
 */
import { SEARCH_CAMPAIGNS, type CampaignSeed } from "../../inventory/data/campaigns";
import { SUPPLIERS } from "../../inventory/data/cars";
import { CLASS_NAMES } from "../../main-api/car/offers";

type Language = "tr" | "en";

const TAGS: Record<Language, string> = { tr: "tr-TR", en: "en-GB" };

function searchCampaign(code: string): CampaignSeed {
  const campaign = SEARCH_CAMPAIGNS.find((candidate) => candidate.code === code);
  if (!campaign) throw new Error(`content seed: no search campaign ${code}`);
  return campaign;
}

/** The campaign's discount as a whole percentage (100 permille → 10). */
function campaignPercent(code: string): number {
  return searchCampaign(code).discountPermille / 10;
}

/** "%10" in Turkish, "10%" in English. */
export function percentText(code: string, language: Language): string {
  const percent = campaignPercent(code);
  return language === "tr" ? `%${percent}` : `${percent}%`;
}

function dayMonth(monthDay: string, language: Language): string {
  const [month, day] = monthDay.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(TAGS[language], { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, day)),
  );
}

function longDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(TAGS[language], { dateStyle: "long", timeZone: "Europe/Istanbul" }).format(
    new Date(instant),
  );
}

function list(values: readonly string[], language: Language): string {
  return new Intl.ListFormat(TAGS[language], { type: "conjunction" }).format(values);
}

/** The campaign page's condition list, one sentence per rule, then what holds for every campaign. */
export function campaignConditions(code: string, language: Language): string[] {
  const campaign = searchCampaign(code);
  const tr = language === "tr";
  const lines: string[] = [];
  if (campaign.pickupWindow) {
    const from = dayMonth(campaign.pickupWindow.from, language);
    const to = dayMonth(campaign.pickupWindow.to, language);
    lines.push(tr ? `${from} – ${to} arası alışlarda geçerlidir.` : `Valid for pickups from ${from} to ${to}.`);
  }
  if (campaign.bookingWindow) {
    const from = longDate(campaign.bookingWindow.from, language);
    const to = longDate(campaign.bookingWindow.to, language);
    lines.push(
      tr
        ? `${from} – ${to} arasında yapılan rezervasyonlarda geçerlidir.`
        : `Valid for bookings made from ${from} to ${to}.`,
    );
  }
  if (campaign.minDays !== null) {
    lines.push(
      tr
        ? `En az ${campaign.minDays} günlük kiralamalarda geçerlidir.`
        : `Valid for rentals of at least ${campaign.minDays} days.`,
    );
  }
  if (campaign.classes) {
    const names = list(
      campaign.classes.map((name) => CLASS_NAMES[name]?.[language] ?? name),
      language,
    );
    lines.push(tr ? `Yalnızca ${names} sınıfında geçerlidir.` : `Valid for the ${names} class only.`);
  }
  if (campaign.supplierIds) {
    const names = list(
      campaign.supplierIds.map((id) => SUPPLIERS.find((supplier) => supplier.id === id)?.name ?? id),
      language,
    );
    lines.push(tr ? `Yalnızca ${names} araçlarında geçerlidir.` : `Valid for cars of ${names} only.`);
  }
  if (campaign.firstBookingOnly) {
    lines.push(tr ? "Yalnızca ilk rezervasyonunuzda geçerlidir." : "Valid for your first booking only.");
  }
  if (campaign.perUserLimit !== null) {
    lines.push(
      tr
        ? `Hesap başına en fazla ${campaign.perUserLimit} rezervasyonda kullanılabilir.`
        : `Can be used for up to ${campaign.perUserLimit} bookings per account.`,
    );
  }
  lines.push(tr ? "Diğer kampanyalarla birleştirilemez." : "Cannot be combined with other offers.");
  return lines;
}
