import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { CACHE_LONG, ContentError } from "~/lib/content.server";

/** The site-wide content every page shows (footer contact and legal identifiers). */
const commonsSchema = z.object({
  phone: z.string().min(1),
  email: z.email(),
  address: z.string().min(1),
  supportHours: z.string().min(1),
  companyTitle: z.string().min(1),
  mersis: z.string().regex(/^\d{16}$/),
  kep: z.string().min(3),
  tursabLicence: z.string().min(1),
  iataPartner: z.boolean().default(false),
  /** Store pages of the mobile app, when there is one (https only; otherwise the stores are named in text). */
  appStoreUrl: z
    .url({ protocol: /^https$/ })
    .optional()
    .catch(undefined),
  googlePlayUrl: z
    .url({ protocol: /^https$/ })
    .optional()
    .catch(undefined),
});

export type Commons = z.infer<typeof commonsSchema>;

/**
 * The `commons` single type in the request's language, through the long-lived content cache.
 * When the content service fails (and nothing is cached) or answers something unreadable, the
 * page renders without it (spec section 8): the result is null and the failure is logged.
 */
export async function loadCommons(context: Readonly<RouterContextProvider>): Promise<Commons | null> {
  const { locale, requestId } = context.get(requestInfoContext);
  try {
    const { data } = await context.get(upstreamsContext).content.single("commons", locale, CACHE_LONG);
    const parsed = commonsSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    console.warn(`[${requestId}] commons content unreadable: ${z.prettifyError(parsed.error)}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] commons content unavailable: ${error.message}`);
  }
  return null;
}
