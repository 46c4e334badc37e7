/** The home pages' content below the search form (spec section 2, "Home pages"). */

import type { SafeHtml } from "~/lib/cms/safe-html";

/** `home` is `/`, `car` the car rental home, `flight` the flight home; those two show their own campaigns only. */
export type HomePage = "home" | "car" | "flight";

interface HomeLink {
  readonly title: string;
  readonly href: string;
}

/** A popular place with the scene of its city (a destination card). */
export interface HomeLocation extends HomeLink {
  readonly image: string;
}

export interface HomeCampaign extends HomeLink {
  readonly summary: string;
  /** The campaign's picture (a raster image of our own), or a general scene when it has none. */
  readonly image: string;
  /** The promotion code to enter at checkout, when the campaign has one. */
  readonly code: string | null;
  /** ISO date-time the campaign ends. */
  readonly endDate: string | null;
}

export interface HomeFaq {
  readonly id: string;
  readonly question: string;
  readonly answer: SafeHtml;
}

/** Store pages of the mobile app, when content names them. */
export interface MobileApps {
  readonly appStore: string | null;
  readonly googlePlay: string | null;
}

/** Each list is null when its content could not be loaded: that section is left out. */
export interface HomeContent {
  readonly page: HomePage;
  readonly locations: readonly HomeLocation[] | null;
  readonly campaigns: readonly HomeCampaign[] | null;
  readonly faqs: readonly HomeFaq[] | null;
  readonly apps: MobileApps;
}
