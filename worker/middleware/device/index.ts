import type { MiddlewareHandler } from "hono";

export type ScreenType = "desktop" | "tablet" | "mobile";

export interface DeviceVariables {
  device: ScreenType;
}

/** The request headers a page's device class depends on; pages list them in `Vary`. */
export const DEVICE_HEADERS = [
  "CloudFront-Is-Desktop-Viewer",
  "CloudFront-Is-Tablet-Viewer",
  "CloudFront-Is-Mobile-Viewer",
  "CF-Device-Type",
  "User-Agent",
];

const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE_UA = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i;

export function detectDevice(header: (name: string) => string | undefined): ScreenType {
  // The CDN's viewer headers first (spec section 7); mobile wins over tablet over desktop.
  if (header("cloudfront-is-mobile-viewer") === "true") return "mobile";
  if (header("cloudfront-is-tablet-viewer") === "true") return "tablet";
  if (header("cloudfront-is-desktop-viewer") === "true") return "desktop";
  const cfType = header("cf-device-type")?.toLowerCase();
  if (cfType === "mobile" || cfType === "tablet" || cfType === "desktop") return cfType;
  const agent = header("user-agent") ?? "";
  if (TABLET_UA.test(agent)) return "tablet";
  if (MOBILE_UA.test(agent)) return "mobile";
  return "desktop";
}

/**
 * The device class: CDN viewer headers, then Cloudflare's device type, then the user agent;
 * desktop by default.
 *
 * @example
 * app.use(device());
 */
export function device(): MiddlewareHandler<{ Variables: DeviceVariables }> {
  return async function deviceMiddleware(c, next) {
    c.set(
      "device",
      detectDevice((name) => c.req.header(name)),
    );
    await next();
  };
}
