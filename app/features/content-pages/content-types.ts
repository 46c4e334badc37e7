/** What the content pages show (docs/content-pages.md), as loaders hand it to the page. */

import type { SafeHtml } from "~/lib/cms/safe-html";

/** A content read: the entry, no such entry (404), or the content service could not answer. */
export type Loaded<T> = { readonly state: "ok"; readonly value: T } | { readonly state: "missing" | "unavailable" };

export type CampaignCategory = "car" | "flight";

export interface CampaignSummary {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly category: CampaignCategory | null;
  readonly code: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly image: string | null;
  readonly imageAlt: string;
}

export interface CampaignDetail extends CampaignSummary {
  readonly conditions: SafeHtml | null;
  /** Registered users can get a personal code for this campaign (its code is a Main API campaign). */
  readonly personalCode: boolean;
  /** The end date has passed: the page says so and shows no code. */
  readonly ended: boolean;
}

interface TeamMember {
  readonly name: string;
  readonly role: string;
}

interface Opening {
  readonly title: string;
  readonly location: string;
  readonly type: string;
}

interface PressItem {
  readonly outlet: string;
  readonly title: string;
  readonly date: string;
  readonly url: string;
}

export interface AboutPage {
  readonly title: string;
  readonly description: string;
  readonly body: SafeHtml;
  readonly members: readonly TeamMember[];
  readonly openings: readonly Opening[];
  readonly items: readonly PressItem[];
}

export interface InvestorSection {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly body: SafeHtml;
}

export interface BlogPostSummary {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly publishedAt: string;
  readonly author: string | null;
  readonly coverImage: string | null;
  readonly tags: readonly string[];
}

export interface BlogPost extends BlogPostSummary {
  readonly body: SafeHtml;
}
