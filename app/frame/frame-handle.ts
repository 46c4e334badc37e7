import type { HeaderVariant } from "./site-header";

/**
 * What a page route tells the frame through its `handle` export: which header it shows, from its
 * own loader data (the car checkout hides the menus on its payment step).
 */
interface FrameHandle {
  readonly headerVariant: (loaderData: unknown) => HeaderVariant;
}

function isFrameHandle(handle: unknown): handle is FrameHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "headerVariant" in handle &&
    typeof handle.headerVariant === "function"
  );
}

/** The header variant the page being shown asks for; the layout's own (the full header) when it says nothing. */
export function headerVariantOf(
  match: { readonly handle: unknown; readonly loaderData: unknown } | undefined,
  fallback: HeaderVariant | "none" = "full",
): HeaderVariant | "none" {
  return match && isFrameHandle(match.handle) ? match.handle.headerVariant(match.loaderData) : fallback;
}
