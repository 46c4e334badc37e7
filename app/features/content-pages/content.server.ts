/**
 * Reads the content pages' entries from the content service (docs/api/content.md) through the
 * content cache, in the page's language (the service falls back to English). Entries are checked
 * with zod; rich text goes through the CMS sanitiser, so only safe HTML leaves the server. A
 * failing service is `unavailable` (the page shows a notice instead of failing, spec section 8); a
 * slug the service does not know is `missing`.
 */
import type { RouterContextProvider } from "react-router";
import {
  aboutPageEntry,
  blogPostEntry,
  type BlogPostEntry,
  campaignEntry,
  type CampaignEntry,
  investorEntry,
} from "~/../shared/contract/content-entries";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { CACHE_LONG, CACHE_SHORT, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import type {
  AboutPage,
  BlogPost,
  BlogPostSummary,
  CampaignCategory,
  CampaignDetail,
  CampaignSummary,
  InvestorSection,
  Loaded,
} from "./content-types";
import { demoteHeadings, escapeText, summaryOf } from "./rich-text-helpers";

type Context = Readonly<RouterContextProvider>;
type Strategy = typeof CACHE_LONG | typeof CACHE_SHORT;

/** Blog lists ask for every field but the body. */
const blogSummaryEntry = blogPostEntry.omit({ body: true });

async function entries(
  context: Context,
  collection: string,
  query: Record<string, string>,
  strategy: Strategy,
): Promise<readonly unknown[] | null> {
  const { locale, requestId } = context.get(requestInfoContext);
  try {
    const { data } = await context
      .get(upstreamsContext)
      .content.list(collection, new URLSearchParams(query), locale, strategy);
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] ${collection} content unavailable: ${error.message}`);
    return null;
  }
}

/** Every entry that reads; unreadable ones are left out (and logged), not fatal. */
function readAll<T>(
  context: Context,
  collection: string,
  list: readonly unknown[],
  read: (entry: unknown) => T | null,
) {
  const { requestId } = context.get(requestInfoContext);
  return list.flatMap((entry) => {
    const value = read(entry);
    if (value === null) console.warn(`[${requestId}] ${collection} entry unreadable, left out`);
    return value === null ? [] : [value];
  });
}

const ended = (campaign: { endDate?: string | undefined }, now: number) =>
  campaign.endDate !== undefined && Date.parse(campaign.endDate) < now;

function campaignSummary(parsed: CampaignEntry): CampaignSummary {
  return {
    slug: parsed.slug,
    title: parsed.title,
    summary: parsed.summary,
    category: parsed.category ?? null,
    code: parsed.code ?? null,
    startDate: parsed.startDate ?? null,
    endDate: parsed.endDate ?? null,
    image: parsed.image ?? null,
    imageAlt: parsed.imageAlt,
  };
}

/**
 * Running campaigns, the ones ending soonest first, optionally of one category. Ended campaigns
 * are left out here rather than in the query: the cached list outlives some of them.
 */
export async function loadCampaigns(
  context: Context,
  { category, now = Date.now() }: { category?: CampaignCategory | undefined; now?: number },
): Promise<Loaded<readonly CampaignSummary[]>> {
  const query: Record<string, string> = { sort: "endDate:asc", "pagination[limit]": "100" };
  if (category) query["filters[category][$eq]"] = category;
  const list = await entries(context, "campaigns", query, CACHE_SHORT);
  if (list === null) return { state: "unavailable" };
  const campaigns = readAll(context, "campaigns", list, (entry) => {
    const parsed = campaignEntry.safeParse(entry);
    return parsed.success ? parsed.data : null;
  });
  return {
    state: "ok",
    value: campaigns.filter((campaign) => !ended(campaign, now)).map(campaignSummary),
  };
}

/** One campaign by slug, ended or not (the page tells), with its conditions as safe HTML. */
export async function loadCampaign(context: Context, slug: string, now = Date.now()): Promise<Loaded<CampaignDetail>> {
  const list = await entries(
    context,
    "campaigns",
    { "filters[slug][$eq]": slug, "pagination[limit]": "1" },
    CACHE_SHORT,
  );
  if (list === null) return { state: "unavailable" };
  const parsed = campaignEntry.safeParse(list[0]);
  if (!parsed.success) return { state: "missing" };
  const { conditions } = parsed.data;
  const html =
    conditions === undefined
      ? null
      : typeof conditions === "string"
        ? conditions
        : `<ul>${conditions.map((line) => `<li>${escapeText(line)}</li>`).join("")}</ul>`;
  return {
    state: "ok",
    value: {
      ...campaignSummary(parsed.data),
      conditions: html && html.trim() ? sanitizeRichText(html) : null,
      personalCode: parsed.data.personalCode && parsed.data.code !== undefined,
      ended: ended(parsed.data, now),
    },
  };
}

/** An "about us" entry (about-pages collection) by its content slug. */
export async function loadAboutPage(context: Context, contentSlug: string): Promise<Loaded<AboutPage>> {
  const list = await entries(
    context,
    "about-pages",
    { "filters[slug][$eq]": contentSlug, "pagination[limit]": "1" },
    CACHE_LONG,
  );
  if (list === null) return { state: "unavailable" };
  const parsed = aboutPageEntry.safeParse(list[0]);
  if (!parsed.success) return { state: "missing" };
  const { title, body, members, openings, items } = parsed.data;
  return {
    state: "ok",
    value: { title, description: summaryOf(body), body: sanitizeRichText(body), members, openings, items },
  };
}

/**
 * The investor relations entries in their order: the first is the page's own text, the others
 * are sections of it under their own h2 (so their headings move one level down).
 */
export async function loadInvestorPages(
  context: Context,
): Promise<Loaded<{ readonly overview: InvestorSection; readonly sections: readonly InvestorSection[] }>> {
  const list = await entries(context, "investors", { sort: "order:asc", "pagination[limit]": "20" }, CACHE_LONG);
  if (list === null) return { state: "unavailable" };
  const pages = readAll(context, "investors", list, (entry) => {
    const parsed = investorEntry.safeParse(entry);
    return parsed.success ? parsed.data : null;
  });
  const [first, ...rest] = pages;
  if (!first) return { state: "missing" };
  const section = (page: (typeof pages)[number], demote: boolean): InvestorSection => ({
    slug: page.slug,
    title: page.title,
    description: summaryOf(page.body),
    body: sanitizeRichText(demote ? demoteHeadings(page.body) : page.body),
  });
  return {
    state: "ok",
    value: { overview: section(first, false), sections: rest.map((page) => section(page, true)) },
  };
}

/** Blog posts, newest first, without their bodies. */
export async function loadBlogPosts(context: Context): Promise<Loaded<readonly BlogPostSummary[]>> {
  const list = await entries(
    context,
    "blog-posts",
    {
      sort: "publishedAt:desc",
      fields: "slug,title,excerpt,publishedAt,author,coverImage,tags",
      "pagination[limit]": "100",
    },
    CACHE_LONG,
  );
  if (list === null) return { state: "unavailable" };
  const posts = readAll(context, "blog-posts", list, (entry) => {
    const parsed = blogSummaryEntry.safeParse(entry);
    return parsed.success ? blogSummary(parsed.data) : null;
  });
  return { state: "ok", value: posts };
}

function blogSummary(parsed: Omit<BlogPostEntry, "body">): BlogPostSummary {
  return {
    slug: parsed.slug,
    title: parsed.title,
    excerpt: parsed.excerpt,
    publishedAt: parsed.publishedAt,
    author: parsed.author ?? null,
    coverImage: parsed.coverImage ?? null,
    tags: parsed.tags,
  };
}

/** One blog post by slug, with its body as safe HTML. */
export async function loadBlogPost(context: Context, slug: string): Promise<Loaded<BlogPost>> {
  const list = await entries(
    context,
    "blog-posts",
    { "filters[slug][$eq]": slug, "pagination[limit]": "1" },
    CACHE_LONG,
  );
  if (list === null) return { state: "unavailable" };
  const parsed = blogPostEntry.safeParse(list[0]);
  if (!parsed.success) return { state: "missing" };
  return { state: "ok", value: { ...blogSummary(parsed.data), body: sanitizeRichText(parsed.data.body) } };
}
