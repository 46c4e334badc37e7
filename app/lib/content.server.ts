// The one seam through which loaders name content cache strategies and recognise the content
// service's failure (spec section 8); the client itself arrives through upstreamsContext.
export { CACHE_LONG, CACHE_SHORT, cacheCustom } from "./cms/content-cache";
export { ContentError } from "~/upstream/content";
