import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Legal pages by URL slug (spec: /kvkk/{slug} and the Turkish alias /{slug}), with the slug of
 * the content service's legal text each one shows. The short Turkish slugs the spec names
 * (kvkk, gizlilik, kullanimkosullari) and the texts' own slugs both work. Because the alias
 * catches every one-segment path, a slug not listed here is a 404.
 */
export const LEGAL_PAGES: Readonly<Record<string, { title: MessageDescriptor; content: string }>> = {
  kvkk: { title: msg`Personal data protection notice (KVKK)`, content: "kvkk-aydinlatma-metni" },
  "kvkk-aydinlatma-metni": { title: msg`Personal data protection notice (KVKK)`, content: "kvkk-aydinlatma-metni" },
  "acik-riza-metni": { title: msg`Explicit consent text`, content: "acik-riza-metni" },
  gizlilik: { title: msg`Privacy policy`, content: "gizlilik-politikasi" },
  "gizlilik-politikasi": { title: msg`Privacy policy`, content: "gizlilik-politikasi" },
  kullanimkosullari: { title: msg`Terms of use`, content: "kullanim-kosullari" },
  "kullanim-kosullari": { title: msg`Terms of use`, content: "kullanim-kosullari" },
  "cerez-politikasi": { title: msg`Cookie policy`, content: "cerez-politikasi" },
  "mesafeli-satis-sozlesmesi": { title: msg`Distance sales contract`, content: "mesafeli-satis-sozlesmesi" },
  "on-bilgilendirme-formu": { title: msg`Pre-information form`, content: "on-bilgilendirme-formu" },
};

export const LEGAL_SLUGS: readonly string[] = Object.keys(LEGAL_PAGES);

/**
 * The address parameters of the page showing a slug's text: every slug of one text names the
 * first slug listed for it (the shortest), and the KVKK notice is `/kvkk` itself. Canonical links
 * and the sitemap use it, so one text has one address.
 */
export function canonicalLegalParams(slug: string): Readonly<Record<string, string>> {
  const content = LEGAL_PAGES[slug]?.content;
  const first = LEGAL_SLUGS.find((each) => LEGAL_PAGES[each]?.content === content) ?? slug;
  return first === "kvkk" ? {} : { slug: first };
}

/** The content service's slug of the accessibility statement (its own page, not a legal slug). */
export const ACCESSIBILITY_STATEMENT = "erisilebilirlik-beyani";
