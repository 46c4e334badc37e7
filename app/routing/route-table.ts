/**
 * The product's page table (spec section 2) as data: one entry per page with its route name,
 * module, layout, guard and paths. `app/routes.ts` expands it into React Router's route config,
 * and tests walk it to visit every path. Pure data, no React: it runs at build time too.
 *
 * Path scheme (docs/decisions/0002-route-table.md):
 * - `paths` are the canonical (English) paths; `trAliases` are the Turkish aliases.
 * - The Turkish site serves canonical paths and Turkish aliases at the root and under `/tr`.
 * - The international site serves the canonical paths under each language prefix (`/en/...`).
 */
import { INTERNATIONAL_LOCALES, type Locale } from "./locales";

export const LAYOUTS = [
  "account",
  "auth",
  "change",
  "checkout-flight",
  "checkout",
  "default",
  "empty",
  "search",
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * Named route checks (the spec's "auth check" is one of these by name). "auth" makes sure the
 * visitor has a session before the page loads, signing them in anonymously if need be;
 * "signed-in" (the account pages) admits only a visitor who has logged in and sends anyone else
 * to the login page and back (docs/decisions/0018-signed-in-route-check.md); "none" marks a
 * public page. The implementations are in app/guards.
 */
export const GUARDS = ["auth", "signed-in", "none"] as const;
export type GuardName = (typeof GUARDS)[number];

/** The spec's named route groups (used by analytics and the promotional bar). */
const ROUTE_GROUPS = ["search", "detail", "checkout", "campaign", "index-car", "index-flight", "locations"] as const;
type RouteGroup = (typeof ROUTE_GROUPS)[number];

export interface PageDefinition<Name extends string = string> {
  /** Route name, unique; the hello bar's activePages refer to pages by it. */
  readonly name: Name;
  /** Route module, relative to app/. */
  readonly file: string;
  readonly layout: LayoutName;
  readonly guard: GuardName;
  readonly group?: RouteGroup;
  /** Canonical paths (React Router patterns), served on both sites. */
  readonly paths: readonly string[];
  /** Turkish aliases, served on the Turkish site only. */
  readonly trAliases?: readonly string[];
  /**
   * The page's data is the same for every visitor (only the frame's greeting, basket and currency
   * differ, and those follow the cookies): a preload's answer may serve the click that follows
   * (docs/decisions/0014-route-preload.md). Absent on personal, transactional and search pages.
   */
  readonly reusableData?: true;
  /**
   * Who names the page's canonical address and its hreflang alternates (docs/seo.md): "route"
   * when they follow from the route and its parameters (the root renders them), "page" when they
   * depend on the page's data (a landing page's content, a legal text's slug, a search's keys: the
   * page renders them). Absent on pages crawlers are kept out of (robots.txt).
   */
  readonly addresses?: "route" | "page";
}

/** Checks an entry against PageDefinition and keeps its literal name and paths for the types below. */
const page = <const Definition extends PageDefinition>(definition: Definition): Definition => definition;

const PAGE_TABLE = [
  page({
    name: "home",
    file: "routes/home.tsx",
    layout: "default",
    guard: "auth",
    group: "index-car",
    paths: ["/"],
    reusableData: true,
    addresses: "route",
  }),
  page({ name: "login", file: "routes/login.tsx", layout: "change", guard: "none", paths: ["/login"] }),
  page({
    name: "detail",
    file: "routes/detail.tsx",
    layout: "checkout",
    guard: "auth",
    group: "detail",
    paths: ["/detail"],
  }),
  page({
    name: "contact",
    file: "routes/contact.tsx",
    layout: "default",
    guard: "none",
    paths: ["/contact"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "investor",
    file: "routes/investor.tsx",
    layout: "default",
    guard: "none",
    paths: ["/investor"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "legal",
    file: "routes/legal.tsx",
    layout: "default",
    guard: "none",
    paths: ["/kvkk", "/kvkk/:slug"],
    trAliases: ["/:slug"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "car-search",
    file: "routes/car-search.tsx",
    layout: "search",
    guard: "auth",
    group: "search",
    paths: ["/search"],
    trAliases: ["/arac-kiralama/search"],
    addresses: "page",
  }),
  page({
    name: "flight-search",
    file: "routes/flight-search.tsx",
    layout: "search",
    guard: "auth",
    group: "search",
    paths: ["/search/flight"],
    trAliases: ["/ucak-bileti/search"],
  }),
  page({
    name: "about-us",
    file: "routes/about-us.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/about-us"],
    trAliases: ["/hakkimizda"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "about-us-team",
    file: "routes/about-us-team.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/about-us/team"],
    trAliases: ["/hakkimizda/ekibimiz"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "about-us-career",
    file: "routes/about-us-career.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/about-us/career"],
    trAliases: ["/hakkimizda/kariyer"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "about-us-contact",
    file: "routes/about-us-contact.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/about-us/contact"],
    trAliases: ["/hakkimizda/iletisim"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "about-us-media",
    file: "routes/about-us-media.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/about-us/media-us"],
    trAliases: ["/hakkimizda/medyada-biz"],
    reusableData: true,
    addresses: "route",
  }),
  page({ name: "account", file: "routes/account.tsx", layout: "account", guard: "signed-in", paths: ["/account"] }),
  page({
    name: "account-wallet",
    file: "routes/account-wallet.tsx",
    layout: "account",
    guard: "signed-in",
    paths: ["/account/wallet"],
  }),
  page({
    name: "account-reviews",
    file: "routes/account-reviews.tsx",
    layout: "account",
    guard: "signed-in",
    paths: ["/account/reviews"],
  }),
  page({
    name: "account-invoices",
    file: "routes/account-invoices.tsx",
    layout: "account",
    guard: "signed-in",
    paths: ["/account/invoices"],
  }),
  page({
    name: "account-reservations",
    file: "routes/account-reservations.tsx",
    layout: "account",
    guard: "signed-in",
    paths: ["/account/reservations"],
  }),
  page({
    name: "account-registered-passengers",
    file: "routes/account-registered-passengers.tsx",
    layout: "account",
    guard: "signed-in",
    paths: ["/account/registered-passengers"],
  }),
  page({
    name: "campaigns",
    file: "routes/campaigns.tsx",
    layout: "default",
    guard: "none",
    group: "campaign",
    paths: ["/campaign"],
    trAliases: ["/kampanya"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "campaign",
    file: "routes/campaign.tsx",
    layout: "default",
    guard: "none",
    group: "campaign",
    paths: ["/campaign/:slug"],
    trAliases: ["/kampanya/:slug"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "checkout",
    file: "routes/checkout.tsx",
    layout: "checkout",
    guard: "auth",
    group: "checkout",
    paths: ["/checkout"],
  }),
  page({
    name: "checkout-flight",
    file: "routes/checkout-flight.tsx",
    layout: "checkout-flight",
    guard: "auth",
    group: "checkout",
    paths: ["/checkout/flight"],
  }),
  page({
    name: "checkout-control",
    file: "routes/checkout-control.tsx",
    layout: "empty",
    guard: "none",
    group: "checkout",
    paths: ["/checkout/control"],
  }),
  page({
    name: "locations-car",
    file: "routes/locations-car.tsx",
    layout: "default",
    guard: "none",
    group: "locations",
    paths: ["/locations/_car"],
    trAliases: ["/arac-kiralama/lokasyonlar"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "location",
    file: "routes/car-location.tsx",
    layout: "default",
    guard: "none",
    group: "locations",
    paths: ["/locations/:name/:city?/:slug?"],
    trAliases: ["/arac-kiralama/lokasyonlar/:name/:city?/:slug?"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "company",
    file: "routes/company.tsx",
    layout: "default",
    guard: "none",
    paths: ["/company/:slug"],
    trAliases: ["/firma/:slug"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "car-home",
    file: "routes/car-home.tsx",
    layout: "default",
    guard: "none",
    group: "index-car",
    paths: ["/car"],
    trAliases: ["/arac-kiralama"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "car-rental-terms",
    file: "routes/car-rental-terms.tsx",
    layout: "default",
    guard: "none",
    paths: ["/car/rental-terms"],
    trAliases: ["/arac-kiralama/arac-kiralama-sartlari"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "car-brands",
    file: "routes/car-brands.tsx",
    layout: "default",
    guard: "none",
    paths: ["/car/brands"],
    trAliases: ["/arac-kiralama/kiralik-arac-markalari"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "car-brand",
    file: "routes/car-brand.tsx",
    layout: "default",
    guard: "none",
    paths: ["/car/brands/:brand/:model?"],
    trAliases: ["/arac-kiralama/kiralik-arac-markalari/:brand/:model?"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "car-location",
    file: "routes/car-location.tsx",
    layout: "default",
    guard: "none",
    group: "locations",
    paths: ["/car/:name/:city?/:slug?"],
    trAliases: ["/arac-kiralama/:name/:city/:slug?"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "flight-home",
    file: "routes/flight-home.tsx",
    layout: "default",
    guard: "none",
    group: "index-flight",
    paths: ["/flight"],
    trAliases: ["/ucak-bileti"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "flight-location",
    file: "routes/flight-location.tsx",
    layout: "default",
    guard: "none",
    group: "locations",
    paths: ["/flight/:name/:city?/:slug?"],
    trAliases: ["/ucak-bileti/:name/:city?"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "suppliers",
    file: "routes/suppliers.tsx",
    layout: "default",
    guard: "none",
    paths: ["/suppliers"],
    trAliases: ["/arac-kiralama/sirketler"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "supplier",
    file: "routes/supplier.tsx",
    layout: "default",
    guard: "none",
    paths: ["/suppliers/:slug"],
    trAliases: ["/arac-kiralama/sirketler/:slug", "/sirketler/:slug"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "suppliers-flight",
    file: "routes/suppliers-flight.tsx",
    layout: "default",
    guard: "none",
    paths: ["/suppliers/flight"],
    trAliases: ["/ucak-bileti/sirketler"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "supplier-flight",
    file: "routes/supplier-flight.tsx",
    layout: "default",
    guard: "none",
    paths: ["/suppliers/flight/:slug"],
    trAliases: ["/ucak-bileti/sirketler/:slug"],
    reusableData: true,
    addresses: "page",
  }),
  page({
    name: "reservation-find",
    file: "routes/reservation-find.tsx",
    layout: "auth",
    guard: "none",
    paths: ["/reservation/find"],
  }),
  page({
    name: "reservation",
    file: "routes/reservation.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/reservation"],
  }),
  page({
    name: "reservation-flight",
    file: "routes/reservation-flight.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/reservation/flight"],
  }),
  page({
    name: "reservation-cancel-car",
    file: "routes/reservation-cancel-car.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/reservation/cancel/car"],
  }),
  page({
    name: "reservation-cancel-flight",
    file: "routes/reservation-cancel-flight.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/reservation/cancel/flight"],
  }),
  page({
    name: "reservation-flight-pdf",
    file: "routes/reservation-flight-pdf.tsx",
    layout: "empty",
    guard: "auth",
    paths: ["/reservation/flight-pdf"],
  }),
  page({
    name: "reservation-card",
    file: "routes/reservation-card.tsx",
    layout: "empty",
    guard: "auth",
    paths: ["/reservation/card"],
  }),
  page({
    name: "reservation-cards",
    file: "routes/reservation-cards.tsx",
    layout: "empty",
    guard: "auth",
    paths: ["/reservation/cards"],
  }),
  page({
    name: "reservation-change-car",
    file: "routes/reservation-change-car.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/reservation/change/car"],
    trAliases: ["/iptal-iade/arac-kiralama"],
  }),
  page({
    name: "reservation-change",
    file: "routes/reservation-change.tsx",
    layout: "default",
    guard: "auth",
    paths: ["/reservation/change"],
    trAliases: ["/iptal-iade"],
  }),
  page({
    name: "unsubscribe",
    file: "routes/unsubscribe.tsx",
    layout: "default",
    guard: "none",
    paths: ["/unsubscribe/:id?"],
  }),
  page({
    name: "supplier-approval",
    file: "routes/supplier-approval.tsx",
    layout: "default",
    guard: "none",
    paths: ["/supplier-approval"],
  }),
  page({
    name: "accessibility",
    file: "routes/accessibility.tsx",
    layout: "default",
    guard: "none",
    paths: ["/accessibility"],
    trAliases: ["/erisilebilirlik"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "blog",
    file: "routes/blog.tsx",
    layout: "default",
    guard: "none",
    paths: ["/blog"],
    reusableData: true,
    addresses: "route",
  }),
  page({
    name: "blog-post",
    file: "routes/blog-post.tsx",
    layout: "default",
    guard: "none",
    paths: ["/blog/:slug"],
    reusableData: true,
    addresses: "route",
  }),
] as const;

/** Every route name of the table: a misspelt name given to `hrefFor` does not compile. */
export type PageName = (typeof PAGE_TABLE)[number]["name"];

type PageEntry<Name extends PageName> = Extract<(typeof PAGE_TABLE)[number], { readonly name: Name }>;
type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : Path;
type ParamOf<Segment extends string> = Segment extends `:${infer Name}?`
  ? Name
  : Segment extends `:${infer Name}`
    ? Name
    : never;
type PathsOf<Entry> = Entry extends { readonly paths: readonly (infer Path extends string)[] }
  ? Path | (Entry extends { readonly trAliases: readonly (infer Alias extends string)[] } ? Alias : never)
  : never;

type ParamName<Name extends PageName> = ParamOf<Segments<PathsOf<PageEntry<Name>>>>;

type RequiredOf<Segment extends string> = Segment extends `:${string}?`
  ? never
  : Segment extends `:${infer Name}`
    ? Name
    : never;
/** The parameters of `Candidates` that some path of the page can do without. */
type SpareIn<Path extends string, Candidates extends string> = Path extends string
  ? Candidates extends RequiredOf<Segments<Path>>
    ? never
    : Candidates
  : never;
type RequiredParam<Name extends PageName> = Exclude<
  ParamName<Name>,
  SpareIn<PathsOf<PageEntry<Name>>, ParamName<Name>>
>;

/**
 * The parameters a page's paths name (`campaign` → `slug`): required when every path of the page
 * needs it, optional otherwise (hrefFor picks the path that fits); none for a page without any.
 */
export type PageParams<Name extends PageName> = [ParamName<Name>] extends [never]
  ? Readonly<Record<string, never>>
  : { readonly [Key in RequiredParam<Name>]: string } & {
      readonly [Key in Exclude<ParamName<Name>, RequiredParam<Name>>]?: string;
    };

/** hrefFor's parameters argument: required exactly when the page has a required parameter. */
type ParamsArgument<Name extends PageName> = [RequiredParam<Name>] extends [never]
  ? [params?: PageParams<Name>]
  : [params: PageParams<Name>];

export const PAGES: readonly PageDefinition<PageName>[] = PAGE_TABLE;

/** Which site variant a generated route belongs to: the Turkish root, `/tr`, or a language. */
type SiteVariant = "root" | Locale;

export interface RouteEntry {
  /** Unique React Router route id: `{page}--{variant}--{index}`. */
  readonly id: string;
  readonly page: PageDefinition;
  readonly locale: Locale;
  readonly variant: SiteVariant;
  /** Full path pattern including any language prefix. */
  readonly path: string;
  readonly isTurkishAlias: boolean;
}

function prefixed(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** Every concrete route the table produces, in a stable order. */
export function expandRoutes(pages: readonly PageDefinition[] = PAGES): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const definition of pages) {
    const turkishPaths = [
      ...definition.paths.map((path) => ({ path, isTurkishAlias: false })),
      ...(definition.trAliases ?? []).map((path) => ({ path, isTurkishAlias: true })),
    ];
    const variants: { variant: SiteVariant; locale: Locale; prefix: string; paths: typeof turkishPaths }[] = [
      { variant: "root", locale: "tr", prefix: "", paths: turkishPaths },
      { variant: "tr", locale: "tr", prefix: "/tr", paths: turkishPaths },
      ...INTERNATIONAL_LOCALES.map((locale) => ({
        variant: locale,
        locale,
        prefix: `/${locale}`,
        paths: turkishPaths.filter((entry) => !entry.isTurkishAlias),
      })),
    ];
    for (const { variant, locale, prefix, paths } of variants) {
      paths.forEach(({ path, isTurkishAlias }, index) => {
        entries.push({
          id: `${definition.name}--${variant}--${index}`,
          page: definition,
          locale,
          variant,
          path: prefixed(prefix, path),
          isTurkishAlias,
        });
      });
    }
  }
  return entries;
}

const PAGES_BY_NAME = new Map<string, PageDefinition<PageName>>(
  PAGES.map((definition) => [definition.name, definition]),
);

let pagesByPattern: ReadonlyMap<string, PageDefinition> | undefined;

/**
 * The page a matched route pattern belongs to (the path of a generated route, as React Router
 * gives it to middleware: `/en/campaign/:slug`), or undefined for routes outside the table.
 */
export function pageForPattern(pattern: string): PageDefinition | undefined {
  // Built on first use: only the server asks, and the browser should not expand the table.
  pagesByPattern ??= new Map(expandRoutes().map((entry) => [entry.path, entry.page]));
  return pagesByPattern.get(pattern);
}

/** The page a route id belongs to, or undefined for layout, guard and other routes. */
export function pageForRouteId(routeId: string): PageDefinition<PageName> | undefined {
  const name = routeId.split("--")[0];
  return name === undefined ? undefined : PAGES_BY_NAME.get(name);
}

/** A match's route parameters without the optional ones it left out (what `hrefFor` takes). */
export function definedParams(params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function pageByName(name: string): PageDefinition<PageName> | undefined {
  return PAGES_BY_NAME.get(name);
}

function fillPath(path: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const names = [...path.matchAll(/:(\w+)(\?)?/g)].map(([, name, optional]) => ({ name: name!, optional: !!optional }));
  const used = new Set(names.map(({ name }) => name));
  if (names.some(({ name, optional }) => !optional && params[name] === undefined)) return undefined;
  if (Object.keys(params).some((name) => !used.has(name))) return undefined;
  return (
    path
      .split("/")
      .flatMap((segment) => {
        const match = /^:(\w+)\??$/.exec(segment);
        if (!match) return [segment];
        const value = params[match[1]!];
        return value === undefined ? [] : [encodeURIComponent(value)];
      })
      .join("/") || "/"
  );
}

/**
 * The link to a page in a locale's site: the Turkish alias on the Turkish site (what Turkish
 * visitors and search engines know), the canonical path elsewhere. Picks the first path that uses
 * exactly the given parameters.
 *
 * @example
 * hrefFor("car-search", "tr"); // "/arac-kiralama/search"
 * hrefFor("legal", "en", { slug: "gizlilik" }); // "/en/kvkk/gizlilik"
 */
export function hrefFor<Name extends PageName>(name: Name, locale: Locale, ...[given]: ParamsArgument<Name>): string {
  const params: Readonly<Record<string, string | undefined>> = given ?? {};
  const definition = PAGES_BY_NAME.get(name);
  if (!definition) throw new Error(`Unknown page "${name}"`);
  const candidates = locale === "tr" ? [...(definition.trAliases ?? []), ...definition.paths] : definition.paths;
  for (const candidate of candidates) {
    const path = fillPath(candidate, params);
    if (path !== undefined) return locale === "tr" ? path : prefixed(`/${locale}`, path);
  }
  throw new Error(`Page "${name}" has no path for parameters {${Object.keys(params).join(", ")}}`);
}

/**
 * Fails loudly (at build time, from app/routes.ts) when the table contradicts itself: an unknown
 * layout or guard name, a duplicate page name, or two pages claiming the same path.
 */
export function assertValidTable(pages: readonly PageDefinition[] = PAGES): void {
  const names = new Set<string>();
  for (const definition of pages) {
    if (names.has(definition.name)) throw new Error(`Duplicate page name "${definition.name}"`);
    names.add(definition.name);
    if (!(LAYOUTS as readonly string[]).includes(definition.layout)) {
      throw new Error(`Page "${definition.name}" names unknown layout "${definition.layout}"`);
    }
    if (!(GUARDS as readonly string[]).includes(definition.guard)) {
      throw new Error(`Page "${definition.name}" names unknown route check "${definition.guard}"`);
    }
    if (definition.group !== undefined && !(ROUTE_GROUPS as readonly string[]).includes(definition.group)) {
      throw new Error(`Page "${definition.name}" names unknown route group "${definition.group}"`);
    }
  }
  const seen = new Map<string, string>();
  for (const entry of expandRoutes(pages)) {
    // Parameter names do not matter for collisions: /a/:x and /a/:y match the same URLs.
    const shape = entry.path.replace(/:[^/]+/g, ":");
    const owner = seen.get(shape);
    if (owner !== undefined && owner !== entry.page.name) {
      throw new Error(`Path "${entry.path}" is claimed by both "${owner}" and "${entry.page.name}"`);
    }
    seen.set(shape, entry.page.name);
  }
}
