import { msg } from "@lingui/core/macro";
import { createI18n } from "~/i18n/i18n";
import { SITE_NAME } from "~/lib/site";
import { type Locale, LOCALE_TAGS, textDirection } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const MESSAGES = {
  400: msg`The address could not be read. Please check the link.`,
  413: msg`The form is too large to be sent. Please go back and shorten it.`,
  414: msg`The address is too long. Please check the link.`,
  415: msg`The form could not be read. Please go back and send it again.`,
  500: msg`Sorry, an error occurred`,
} as const;

/**
 * A self-contained error document for failures outside React Router (malformed URLs, errors in
 * edge middleware). Translated like the pages; carries the request id for support, nothing else.
 */
export async function renderFallbackPage(
  locale: Locale,
  status: keyof typeof MESSAGES,
  requestId: string,
): Promise<string> {
  let message = "Sorry, an error occurred";
  let homeLabel = "Go to the home page";
  let referenceLabel = "Reference";
  try {
    const i18n = await createI18n(locale);
    message = i18n._(MESSAGES[status]);
    homeLabel = i18n._(msg`Go to the home page`);
    referenceLabel = i18n._(msg`Reference`);
  } catch {
    // Even the catalogs failing must not stop an error page from being shown.
  }
  const home = hrefFor("home", locale);
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}" dir="${textDirection(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} | ${escapeHtml(SITE_NAME)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<main><h1>${status}</h1><p>${escapeHtml(message)}</p>
<p><a href="${home}">${escapeHtml(homeLabel)}</a></p>
<p><small>${escapeHtml(referenceLabel)}: ${escapeHtml(requestId)}</small></p></main>
</body></html>`;
}
