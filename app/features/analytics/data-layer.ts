/**
 * The analytics data layer (spec section 7): events are pushed to `window.dataLayer` for the tag
 * manager. Browser only; the consent banner (a later issue) decides whether tags read it.
 */
export interface DataLayerEvent {
  readonly event: string;
  readonly [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
