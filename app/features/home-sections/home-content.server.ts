import type { RouterContextProvider } from "react-router";
import { campaignEntry, commonsEntry, faqEntry, seoLocationEntry } from "~/../shared/contract/content-entries";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { CACHE_LONG, CACHE_SHORT, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { campaignImage, destinationImage } from "~/lib/destination-images";
import { hrefFor } from "~/routing/route-table";
import type { HomeCampaign, HomeContent, HomeFaq, HomeLocation, HomePage, MobileApps } from "./home-content";

const LOCATIONS_SHOWN = 16;
const CAMPAIGNS_SHOWN = 4;
const FAQS_SHOWN = 5;

/** The home pages ask for the fields of the links only (`fields=`). */
const seoLocationLink = seoLocationEntry.pick({
  title: true,
  country: true,
  city: true,
  airport: true,
  district: true,
});
/** Store links the commons single type may carry; without them the app section names the stores only. */
const appLinks = commonsEntry.pick({ appStoreUrl: true, googlePlayUrl: true });

type Context = Readonly<RouterContextProvider>;

/**
 * One part of the page's content, or null when the content service fails (spec section 8: the
 * section is skipped, the page still renders). Unreadable entries are left out.
 */
async function part<T>(
  context: Context,
  name: string,
  load: () => Promise<readonly unknown[]>,
  read: (entry: unknown) => T | null,
): Promise<T[] | null> {
  const { requestId } = context.get(requestInfoContext);
  try {
    return (await load()).flatMap((entry) => {
      const value = read(entry);
      return value === null ? [] : [value];
    });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] home ${name} unavailable: ${error.message}`);
    return null;
  }
}

function loadLocations(context: Context): Promise<HomeLocation[] | null> {
  const { locale } = context.get(requestInfoContext);
  const query = new URLSearchParams({ fields: "title,country,city,airport,district" });
  query.set("pagination[limit]", String(LOCATIONS_SHOWN));
  return part(
    context,
    "locations",
    async () => (await context.get(upstreamsContext).content.list("seo-locations", query, locale, CACHE_LONG)).data,
    (entry) => {
      const parsed = seoLocationLink.safeParse(entry);
      if (!parsed.success) return null;
      const { title, country, city, airport, district } = parsed.data;
      const slug = airport ?? district;
      try {
        const href = hrefFor("car-location", locale, { name: country, city, ...(slug ? { slug } : {}) });
        return { title, href, image: destinationImage(city) };
      } catch {
        // Segments the location pages cannot take: no link rather than a broken one.
        return null;
      }
    },
  );
}

async function loadCampaigns(context: Context, page: HomePage): Promise<HomeCampaign[] | null> {
  const { locale } = context.get(requestInfoContext);
  const query = new URLSearchParams({ sort: "endDate:asc", "pagination[limit]": "20" });
  if (page !== "home") query.set("filters[category][$eq]", page);
  const now = Date.now();
  const campaigns = await part(
    context,
    "campaigns",
    async () => (await context.get(upstreamsContext).content.list("campaigns", query, locale, CACHE_SHORT)).data,
    (entry) => {
      const parsed = campaignEntry.safeParse(entry);
      // The cached list outlives some campaigns: ended ones are left out here, not in the query.
      if (!parsed.success || (parsed.data.endDate && Date.parse(parsed.data.endDate) < now)) return null;
      const { slug, title, summary, code, endDate, image } = parsed.data;
      return {
        title,
        summary,
        image: campaignImage(image),
        code: code ?? null,
        endDate: endDate ?? null,
        href: hrefFor("campaign", locale, { slug }),
      };
    },
  );
  return campaigns?.slice(0, CAMPAIGNS_SHOWN) ?? null;
}

function loadFaqs(context: Context): Promise<HomeFaq[] | null> {
  const { locale } = context.get(requestInfoContext);
  const query = new URLSearchParams({
    "filters[category][$eq]": "car",
    sort: "order:asc",
    fields: "question,answer",
    "pagination[limit]": String(FAQS_SHOWN),
  });
  return part(
    context,
    "faqs",
    async () => (await context.get(upstreamsContext).content.list("faqs", query, locale, CACHE_LONG)).data,
    (entry) => {
      const parsed = faqEntry.safeParse(entry);
      if (!parsed.success) return null;
      return {
        id: parsed.data.documentId,
        question: parsed.data.question,
        answer: sanitizeRichText(parsed.data.answer),
      };
    },
  );
}

async function loadMobileApps(context: Context): Promise<MobileApps> {
  const { locale } = context.get(requestInfoContext);
  try {
    const { data } = await context.get(upstreamsContext).content.single("commons", locale, CACHE_LONG);
    const parsed = appLinks.safeParse(data);
    if (parsed.success)
      return { appStore: parsed.data.appStoreUrl ?? null, googlePlay: parsed.data.googlePlayUrl ?? null };
  } catch (error) {
    // The root loader has already reported a failing commons.
    if (!(error instanceof ContentError)) throw error;
  }
  return { appStore: null, googlePlay: null };
}

/**
 * The content of the home pages' sections below the search form, in the page's language, read in
 * parallel through the content cache. Rich text goes through the CMS sanitiser, so only safe HTML
 * leaves the server. Awaited rather than streamed: cached content is quick, and crawlers and
 * browsers without JavaScript get the sections too.
 */
export async function loadHomeContent(context: Context, { page }: { page: HomePage }): Promise<HomeContent> {
  const [locations, campaigns, faqs, apps] = await Promise.all([
    loadLocations(context),
    loadCampaigns(context, page),
    loadFaqs(context),
    loadMobileApps(context),
  ]);
  return { page, locations, campaigns, faqs, apps };
}
