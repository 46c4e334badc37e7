import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createMainApi } from "../../services/main-api/app";
import { SUPPLIER_LINK_TTL_MS, supplierApprovalToken } from "../../services/main-api/signed-links/supplier-approval";
import { UNSUBSCRIBE_LINK_TTL_MS, unsubscribeToken } from "../../services/main-api/signed-links/unsubscribe";
import { ACCESSIBILITY_STATEMENT } from "../../services/content/seed-data/accessibility-statement";
import { BLOG_POSTS } from "../../services/content/seed-data/blog-posts";
import { CONTACT as SHOP_CONTACT } from "../../services/content/seed-data/identity";
import { formatIsoDate } from "~/lib/format";
import { LOCALES } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import { isLocalized } from "../../services/content/seed-data/document";
import { completedCarOrder, registeredSession } from "../support/account-extras";
import { Jar } from "../support/cookie-jar";
import { isoIn } from "../support/dates";
import { mainApiClient } from "../support/orders";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

const ORIGIN = "http://localhost";
const SAME_SITE = { origin: ORIGIN, "sec-fetch-site": "same-origin" };

/** The embedded Main API on the Worker's own database, to set up users and bookings. */
const api = mainApiClient(createMainApi({ devOutbox: true }));

/** What React writes for a text: the characters HTML gives meaning escaped. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const h1s = (html: string) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1]);
const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
/** The markup inside the element with this test id (nested elements of the same tag included). */
function inner(html: string, id: string): string | undefined {
  const at = html.indexOf(`data-testid="${id}"`);
  if (at < 0) return undefined;
  const open = html.lastIndexOf("<", at);
  const tag = /^<([a-z0-9]+)/i.exec(html.slice(open))?.[1];
  if (!tag) return undefined;
  const start = html.indexOf(">", at) + 1;
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
  pattern.lastIndex = start;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index);
  }
  return undefined;
}

/** The text of the element with this test id. */
const byTestId = (html: string, id: string) =>
  inner(html, id)
    ?.replace(/<[^>]*>/g, "")
    .trim();

let ips = 0;
/** A client address of its own for each post, so the contact limits per IP do not add up across tests. */
const newIp = () => `198.51.100.${++ips}`;

async function get(path: string, jar?: Jar) {
  const response = await fetchPage(path, { headers: jar ? { cookie: jar.header } : {} });
  jar?.store(response);
  return { response, status: response.status, html: await response.text() };
}

async function post(path: string, fields: Record<string, string>, options: { jar?: Jar; ip?: string } = {}) {
  const response = await fetchPage(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": options.ip ?? newIp(),
      ...SAME_SITE,
      ...(options.jar ? { cookie: options.jar.header } : {}),
    },
  });
  options.jar?.store(response);
  return { response, status: response.status, html: await response.text() };
}

/** A page as every test expects it: the status, exactly one h1 (with this text, when given), a meta description. */
async function page(path: string, title?: string, status = 200) {
  const result = await get(path);
  expect(result.status, path).toBe(status);
  const headings = h1s(result.html);
  expect(headings, path).toHaveLength(1);
  if (title !== undefined) expect(headings[0]?.trim(), path).toBe(escaped(title));
  else expect(headings[0]?.trim().length, path).toBeGreaterThan(0);
  // New interface texts read as message ids until the catalogs have them; the element must be there.
  expect(metaDescription(result.html)?.length ?? 0, `${path}: meta description`).toBeGreaterThan(0);
  return result.html;
}

/** Paths of links in the page. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

beforeAll(() => seedInventory(env.DB));

describe("campaign pages", () => {
  it("list the running campaigns in Turkish and English; ended ones are left out", async () => {
    const tr = await page("/kampanya");
    expect(tr).toContain("Yaz fırsatları");
    expect(tr).toContain("Uçak bileti haftası");
    expect(tr).toContain(escaped("SUV'larda %15"));
    expect(tr).not.toContain("Kış fırsatları 2025");
    expect(hrefs(tr)).toEqual(expect.arrayContaining(["/kampanya/yaz-firsatlari", "/kampanya/ucak-bileti-haftasi"]));
    const en = await page("/en/campaign");
    expect(en).toContain("Summer deals");
    expect(en).toContain("Flight week");
    expect(en).not.toContain("Winter deals 2025");
    expect(hrefs(en)).toContain("/en/campaign/yaz-firsatlari");
  });

  it("filter by category", async () => {
    // The list itself: the frame's data (e.g. every running hello bar) may name other campaigns.
    const list = (html: string) => /<ul class="campaign-list"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    const car = await page("/kampanya?category=car");
    expect(list(car)).toContain("Yaz fırsatları");
    expect(list(car)).not.toContain("Uçak bileti haftası");
    expect(car).toMatch(/aria-current="page"[^>]*>|href="\/kampanya\?category=car"[^>]*aria-current="page"/);
    const flight = await page("/en/campaign?category=flight");
    expect(list(flight)).toContain("Flight week");
    expect(list(flight)).not.toContain("Summer deals");
  });

  it("show a campaign with its dates, conditions and code, in Turkish and English", async () => {
    const tr = await page("/kampanya/yaz-firsatlari", "Yaz fırsatları");
    expect(byTestId(tr, "campaign-code")).toBe("YAZ10");
    expect(tr).toContain("<li>Diğer kampanyalarla birleştirilemez.</li>");
    expect(inner(tr, "campaign-validity")).toMatch(/<time datetime="2026-06-01T00:00:00.000Z">1 Haziran 2026<\/time>/i);
    expect(inner(tr, "campaign-validity")).toMatch(
      /<time datetime="2027-08-31T20:59:59.000Z">31 Ağustos 2027<\/time>/i,
    );
    expect(tr).toContain("<li>1 Haziran – 31 Ağustos arası alışlarda geçerlidir.</li>");
    expect(metaDescription(tr)).toBe("Yaz alışlı araç kiralamalarında %10 indirim.");
    const en = await page("/en/campaign/yaz-firsatlari", "Summer deals");
    expect(byTestId(en, "campaign-code")).toBe("YAZ10");
    expect(en).toContain("<li>Cannot be combined with other offers.</li>");
    expect(en).toContain("<li>Valid for pickups from 1 June to 31 August.</li>");
    // Rich-text conditions arrive sanitised; a campaign without a code has none to copy.
    const flight = await page("/en/campaign/ucak-bileti-haftasi", "Flight week");
    expect(flight).toContain("<li>Valid for domestic one-way and return tickets.</li>");
    expect(flight).not.toContain('data-testid="campaign-code"');
  });

  it("without JavaScript the code is plain text: no copy button is rendered on the server", async () => {
    const html = (await get("/en/campaign/yaz-firsatlari")).html;
    expect(html).toMatch(/<code class="copy-code__value" data-testid="campaign-code">YAZ10<\/code>/);
    expect(html).not.toContain("copy-code__button");
  });

  it("say so for an ended campaign (410) and answer 404 for an unknown one", async () => {
    const ended = await page("/en/campaign/kis-firsatlari-2025", "Winter deals 2025", 410);
    expect(ended).toContain('data-testid="campaign-ended"');
    expect(ended).not.toContain('data-testid="campaign-code"');
    for (const path of ["/kampanya/olmayan-kampanya", "/en/campaign/no-such-campaign"]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html).toContain('data-layout="error"');
    }
  });

  it("offer anonymous visitors a login link for a personal code, and give one to a registered user", async () => {
    const anonymous = (await get("/kampanya/yaz-firsatlari")).html;
    expect(anonymous).toMatch(
      /<a(?=[^>]*data-testid="personal-code-login")[^>]*href="\/login\?redirect=%2Fkampanya%2Fyaz-firsatlari"/,
    );
    expect(anonymous).not.toContain('value="issue-code"');
    // The suv campaign does not offer personal codes at all.
    expect(inner((await get("/kampanya/suv-indirimi")).html, "personal-code-login")).toBeUndefined();

    const refused = await post("/en/campaign/yaz-firsatlari", { intent: "issue-code" });
    expect(refused.status).toBe(403);
    expect(refused.html).not.toContain('data-testid="personal-code"');

    const jar = new Jar();
    await logIn(jar, "campaign.member@example.com");
    const member = (await get("/en/campaign/yaz-firsatlari", jar)).html;
    expect(member).toContain('value="issue-code"');
    const issued = await post("/en/campaign/yaz-firsatlari", { intent: "issue-code" }, { jar });
    expect(issued.status).toBe(200);
    const code = byTestId(issued.html, "personal-code");
    expect(code).toMatch(/^YAZ10-[2-9A-HJKMNP-Z]{6}$/);
    // Asking again gives the same code: one per campaign and account.
    const again = await post("/en/campaign/yaz-firsatlari", { intent: "issue-code" }, { jar });
    expect(byTestId(again.html, "personal-code")).toBe(code);
  });
});

/** Signs a new visitor in through the login page (code from the development outbox) and names them. */
async function logIn(jar: Jar, email: string) {
  await post("/en/login", { intent: "send", method: "email", email }, { jar });
  const outbox = await fetchPage(`/__dev/outbox?destination=${encodeURIComponent(email)}`);
  const { messages } = await outbox.json<{ messages: { body: string }[] }>();
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  expect(code, `no code for ${email}`).toBeDefined();
  await post("/en/login", { intent: "verify", method: "email", destination: email, code: code! }, { jar });
  const named = await post("/en/login", { intent: "name", firstName: "Ayşe", lastName: "Yılmaz" }, { jar });
  expect(named.status).toBe(302);
}

describe("about us, investor relations and the blog", () => {
  it.each([
    ["/hakkimizda", "Hakkımızda", "Ne yapıyoruz?"],
    ["/en/about-us", "About us", "What we do"],
    ["/hakkimizda/ekibimiz", "Ekibimiz", "Kurucu ortak ve CEO"],
    ["/en/about-us/team", "Our team", "Co-founder and CEO"],
    ["/hakkimizda/kariyer", "Kariyer", "Kıdemli Yazılım Mühendisi (TypeScript)"],
    ["/en/about-us/career", "Careers", "Senior Software Engineer (TypeScript)"],
    ["/hakkimizda/medyada-biz", "Basında RotaGo", "Seyahat Gündemi"],
    ["/en/about-us/media-us", "RotaGo in the media", "https://seyahat-gundemi.example/haber/rotago-havalimani-teslim"],
    ["/hakkimizda/iletisim", "İletişim", "7 gün 24 saat"],
    ["/en/about-us/contact", "Contact", 'name="message"'],
  ])("%s shows its content entry", async (path, title, content) => {
    const html = await page(path, title);
    expect(html).toContain(escaped(content).replaceAll("&quot;", '"'));
    // The about pages link to each other.
    expect(html).toMatch(/<nav class="about-nav"/);
  });

  it("investor relations: the overview and one section per further entry", async () => {
    const tr = await page("/investor", "Yatırımcı İlişkileri");
    expect(tr).toContain("Bir bakışta RotaGo");
    const en = await page("/en/investor", "Investor relations");
    const sections = [...en.matchAll(/<section class="investor-section"[^>]*><h2 id="([^"]+)">/g)].map((m) => m[1]);
    expect(sections.length).toBeGreaterThanOrEqual(2);
    // The entries' own h2 headings sit one level below their section's.
    expect(en.slice(en.indexOf('class="investor-section"'))).not.toMatch(/<div class="rich-text"><h2>/);
  });

  it("the blog lists posts newest first, with date, excerpt and picture; each post has a page", async () => {
    const posts = BLOG_POSTS.map((document) => {
      if (!isLocalized(document.data)) throw new Error("blog posts are localized");
      return document.data;
    }).sort((a, b) => String(b.tr.publishedAt).localeCompare(String(a.tr.publishedAt)));
    for (const locale of ["tr", "en"] as const) {
      const html = await page(locale === "tr" ? "/blog" : "/en/blog");
      const titles = [...html.matchAll(/<h2 class="blog-card__title"[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
      expect(titles).toEqual(posts.map((post) => escaped(String(post[locale].title))));
      expect(html).toContain(escaped(String(posts[0]![locale].excerpt)));
      expect(html).toMatch(new RegExp(`<time datetime="${posts[0]![locale].publishedAt}">`, "i"));
      expect(html).toMatch(/<img[^>]+src="\/img\?src=%2Fimages%2Fcontent%2Fblog%2F/);
    }
    const slug = String(posts[0]!.tr.slug);
    const tr = await page(`/blog/${slug}`, String(posts[0]!.tr.title));
    expect(tr).toContain("<h2>");
    await page(`/en/blog/${slug}`, String(posts[0]!.en.title));
    expect((await get("/blog/olmayan-yazi")).status).toBe(404);
    expect((await get("/en/blog/no-such-post")).status).toBe(404);
  });
});

const CONTACT = {
  name: "Ayşe Yılmaz",
  email: "ayse.contact@example.com",
  phone: "0532 123 45 67",
  subject: "reservation",
  message: "Rezervasyonumdaki teslim saatini değiştirmek istiyorum, mümkün mü?",
  reservationId: "",
  website: "",
};

async function ticketsTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT ticket_id, language, phone, subject FROM support_tickets WHERE email = ?1",
  )
    .bind(email)
    .all<{ ticket_id: string; language: string; phone: string | null; subject: string }>();
  return results;
}

describe("the accessibility statement", () => {
  const statementIn = (locale: string) => {
    const data = ACCESSIBILITY_STATEMENT.data;
    const text = isLocalized(data) ? data[locale] : undefined;
    if (!text || typeof text.title !== "string") throw new Error(`no statement in ${locale}`);
    return text;
  };

  it("is a page in every language: its own title, the WCAG 2.2 AA target, limitations, contact and date, linked from the footer", async () => {
    for (const locale of LOCALES) {
      const path = hrefFor("accessibility", locale);
      const html = await page(path, String(statementIn(locale).title));
      const main = html.slice(html.indexOf('<section class="rich-text"'), html.indexOf("</main>"));
      expect(main, path).toContain("WCAG");
      expect(main, path).toContain("2.2");
      expect(main.match(/<h2>/g)?.length, path).toBe(5);
      expect(main.match(/<li>/g)?.length, path).toBeGreaterThanOrEqual(10);
      expect(main, path).toContain(locale === "tr" ? SHOP_CONTACT.email.tr : SHOP_CONTACT.email.en);
      expect(main, path).toContain(SHOP_CONTACT.phoneInternational);
      // "Last updated" with the statement's date in the page's language.
      expect(html.slice(html.indexOf("<main")), path).toContain(
        escaped(formatIsoDate(String(statementIn(locale).updatedAt), locale) ?? "no date"),
      );
      const footer = html.slice(html.lastIndexOf("<footer"));
      expect(hrefs(footer), `${path}: footer`).toContain(path);
    }
  });

  it("is in the page's language where a legal text not yet translated is marked as English", async () => {
    const statement = await page("/de/accessibility", String(statementIn("de").title));
    expect(statement).toMatch(/<h1 class="page__title">/);
    expect(statement).toMatch(/<section class="rich-text">/);
    const privacy = await page("/de/kvkk/gizlilik");
    expect(privacy).toMatch(/<h1 class="page__title" lang="en-GB">/);
    expect(privacy).toMatch(/<section class="rich-text" lang="en-GB">/);
    // In English itself nothing is marked.
    expect(await page("/en/kvkk/gizlilik")).toMatch(/<section class="rich-text">/);
  });

  it("has its Turkish address at /erisilebilirlik and the same page under /tr", async () => {
    expect(hrefFor("accessibility", "tr")).toBe("/erisilebilirlik");
    await page("/tr/erisilebilirlik", String(statementIn("tr").title));
    await page("/accessibility", String(statementIn("tr").title));
  });
});

describe("the contact form without JavaScript", () => {
  it("shows the form with the support line from the site content, and a honeypot hidden from people", async () => {
    const tr = await page("/contact");
    expect(tr).toContain('href="tel:08503334455"');
    expect(tr).toContain("destek@rotago.com.tr");
    const trap = inner(tr, "contact-trap") ?? "";
    expect(tr).toMatch(/<div class="contact-form__trap" aria-hidden="true" data-testid="contact-trap">/);
    expect(trap).toMatch(/<input(?=[^>]*name="website")(?=[^>]*tabindex="-1")[^>]*>/);
    const en = await page("/en/contact");
    expect(en).toContain("+90 850 333 44 55");
    expect(en).toContain("support@rotago.com");
    for (const field of ["name", "email", "phone", "subject", "message", "reservationId"])
      expect(en, field).toContain(`name="${field}"`);
  });

  it("answers invalid input inline, keeping what was typed", async () => {
    const { status, html } = await post("/en/contact", {
      ...CONTACT,
      name: "A",
      email: "not-an-address",
      phone: "12",
      subject: "",
      message: "Too short",
      reservationId: "XX-1",
    });
    expect(status).toBe(400);
    for (const field of ["name", "email", "phone", "subject", "message", "reservationId"]) {
      expect(html, field).toMatch(
        new RegExp(`id="contact-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-${field}"`),
      );
      expect(html, field).toContain(`id="contact-${field}-error"`);
    }
    expect(html).toContain('value="A"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('value="XX-1"');
    expect(html).toMatch(/<textarea[^>]*>Too short<\/textarea>/);
    expect(html).toContain('role="alert"');
    expect(await ticketsTo("not-an-address")).toEqual([]);
  });

  it("sends a valid message and shows the ticket number, in the page's language", async () => {
    const email = "contact.ok@example.com";
    const tr = await post("/contact", { ...CONTACT, email, reservationId: "rg-7k3m 9qxd" });
    expect(tr.status).toBe(200);
    const ticket = byTestId(tr.html, "ticket-number");
    expect(ticket).toMatch(/^T-[2-9A-HJKMNP-Z]{6}$/);
    expect(tr.html).not.toContain('name="message"');
    const en = await post("/en/about-us/contact", { ...CONTACT, email, subject: "suggestion" });
    expect(en.status).toBe(200);
    expect(byTestId(en.html, "ticket-number")).toMatch(/^T-/);
    const stored = await ticketsTo(email);
    expect(stored).toEqual(
      expect.arrayContaining([
        { ticket_id: ticket, language: "tr", phone: "+905321234567", subject: "reservation" },
        expect.objectContaining({ language: "en", subject: "suggestion" }),
      ]),
    );
  });

  it("gives a robot that fills the honeypot a neutral answer and stores nothing", async () => {
    const email = "robot@example.com";
    const { status, html } = await post("/en/contact", { ...CONTACT, email, website: "https://spam.example" });
    expect(status).toBe(200);
    expect(byTestId(html, "ticket-number")).toMatch(/^T-[2-9A-HJKMNP-Z]{6}$/);
    expect(await ticketsTo(email)).toEqual([]);
  });

  it("explains the limit when one address writes too often, keeping the message", async () => {
    const email = "contact.many@example.com";
    for (let i = 0; i < 3; i++) expect((await post("/en/contact", { ...CONTACT, email })).status).toBe(200);
    const { status, html } = await post("/en/contact", {
      ...CONTACT,
      email,
      message: "A fourth message within the hour, please.",
    });
    expect(status).toBe(429);
    expect(html).toContain('data-testid="contact-throttled"');
    expect(html).toMatch(/<textarea[^>]*>A fourth message within the hour, please.<\/textarea>/);
    expect(await ticketsTo(email)).toHaveLength(3);
  });
});

async function marketingRow(userId: string) {
  return env.DB.prepare("SELECT email, sms, source FROM notification_permissions WHERE user_id = ?1")
    .bind(userId)
    .first<{ email: number; sms: number; source: string }>();
}

describe("unsubscribe links", () => {
  async function subscriber(email: string) {
    const session = await registeredSession(api, email);
    await api.ok(api.call("POST", "/account-api/notification-permission", { email: true, sms: true }, session.token));
    return session.user.id;
  }

  it("show what will be turned off on GET, change it only on POST, then confirm", async () => {
    const userId = await subscriber("unsub.page@example.com");
    const token = await unsubscribeToken(env, userId, "email", Date.now());
    for (const path of [`/en/unsubscribe/${token}`, `/unsubscribe?token=${token}`]) {
      const html = await page(path);
      expect(byTestId(html, "unsubscribe-destination")).toBe("u•••@example.com");
      expect(html).toMatch(/<form(?=[^>]*method="post")[^>]*class="unsubscribe__form"/);
    }
    expect(await marketingRow(userId)).toEqual({ email: 1, sms: 1, source: "account" });

    const done = await post(`/en/unsubscribe/${token}`, {});
    expect(done.status).toBe(200);
    expect(done.html).toContain('data-testid="unsubscribe-done"');
    expect(await marketingRow(userId)).toEqual({ email: 0, sms: 1, source: "unsubscribe" });
    // Opened again: nothing left to turn off.
    const after = await page(`/unsubscribe/${token}`);
    expect(after).toContain('data-testid="unsubscribe-already"');
    expect(after).not.toContain("unsubscribe__form");
  });

  it("explain bad, expired and orphaned links with 400, 410 and 404, and the page without a link with 200", async () => {
    const userId = await subscriber("unsub.bad@example.com");
    const bad = await get("/en/unsubscribe/abc");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('data-testid="link-invalid"');
    expect(h1s(bad.html)).toHaveLength(1);
    const forged = await unsubscribeToken(
      { MARKETING_LINK_SECRET: "someone-else-s-secret-of-32-chars!" },
      userId,
      "email",
      Date.now(),
    );
    expect((await post(`/unsubscribe/${forged}`, {})).status).toBe(400);
    const old = await unsubscribeToken(env, userId, "email", Date.now() - UNSUBSCRIBE_LINK_TTL_MS - 60_000);
    const expired = await post(`/en/unsubscribe/${old}`, {});
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('data-testid="link-expired"');
    const nobody = await unsubscribeToken(env, crypto.randomUUID(), "email", Date.now());
    const orphan = await get(`/en/unsubscribe/${nobody}`);
    expect(orphan.status).toBe(404);
    expect(orphan.html).toContain('data-testid="link-unknown"');
    expect(await marketingRow(userId)).toMatchObject({ email: 1, sms: 1 });
    await page("/unsubscribe");
  });
});

/** A paid car rental (a month ahead) and the approval link its rental company gets. */
async function bookedRental() {
  const { token } = await api.session();
  const { itemId, offer, reservationId } = await completedCarOrder(api, token, {
    checkInDateTime: `${isoIn(30)}T10:00`,
    checkOutDateTime: `${isoIn(33)}T10:00`,
  });
  const supplierId = offer.details.car.vendor.id;
  return {
    itemId,
    reservationId: reservationId!,
    link: await supplierApprovalToken(env, itemId, supplierId, Date.now()),
  };
}

async function decisions(itemId: string) {
  const { results } = await env.DB.prepare("SELECT decision, reason FROM supplier_decisions WHERE item_id = ?1")
    .bind(itemId)
    .all<{ decision: string; reason: string | null }>();
  return results;
}

describe("supplier approval", () => {
  it("shows the booking, refuses a rejection without a reason, records the first decision once", async () => {
    const { itemId, reservationId, link } = await bookedRental();
    const path = `/en/supplier-approval?token=${link}`;
    const shown = await page(path);
    const summary = byTestId(shown, "approval-summary") ?? "";
    expect(shown).toContain(reservationId);
    expect(shown).toContain("Şükrü Çağlayan");
    expect(summary).toBeDefined();
    expect(shown).toContain('value="confirm"');
    expect(await decisions(itemId)).toEqual([]);

    const noReason = await post(path, { decision: "reject", reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.html).toMatch(/id="approval-reason"[^>]*aria-invalid="true"/);
    expect(await decisions(itemId)).toEqual([]);

    const confirmed = await post(path, { decision: "confirm", reason: "" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('data-testid="approval-decision"');
    expect(confirmed.html).not.toContain('value="confirm"');
    expect(await decisions(itemId)).toEqual([{ decision: "confirmed", reason: null }]);

    // A replay, even with the other answer, shows the recorded decision and changes nothing.
    const replay = await post(path, { decision: "reject", reason: "No cars left" });
    expect(replay.status).toBe(409);
    expect(replay.html).toContain('data-testid="approval-decision"');
    expect(await decisions(itemId)).toEqual([{ decision: "confirmed", reason: null }]);
    const later = await page(path);
    expect(later).toContain('data-testid="approval-decision"');
    expect(later).not.toContain('value="reject"');
  });

  it("records a rejection with its reason", async () => {
    const { itemId, link } = await bookedRental();
    const rejected = await post(`/supplier-approval?token=${link}`, {
      decision: "reject",
      reason: "Bakımda, araç yok.",
    });
    expect(rejected.status).toBe(200);
    expect(byTestId(rejected.html, "approval-reason-given")).toBe("Bakımda, araç yok.");
    expect(await decisions(itemId)).toEqual([{ decision: "rejected", reason: "Bakımda, araç yok." }]);
  });

  it("explains bad and expired links, and the page without one", async () => {
    const { itemId, link } = await bookedRental();
    const bad = await get(`/en/supplier-approval?token=${link.slice(0, -2)}xx`);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('data-testid="link-invalid"');
    const old = await supplierApprovalToken(env, itemId, "anadolu-rent", Date.now() - SUPPLIER_LINK_TTL_MS - 60_000);
    const expired = await post(`/en/supplier-approval?token=${old}`, { decision: "confirm" });
    expect(expired.status).toBe(410);
    expect(await decisions(itemId)).toEqual([]);
    const malformed = await get("/en/supplier-approval?token=%3Cscript%3E");
    expect(malformed.status).toBe(400);
    expect(malformed.html).not.toContain("<script>");
    await page("/supplier-approval");
  });
});
