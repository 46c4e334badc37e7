import { clientAtom } from "~/lib/client-atom";

export type ScreenType = "desktop" | "tablet" | "mobile";

/** The spec's screen type (default desktop), seeded on the client from the root loader. */
export const $screenType = clientAtom<ScreenType>("desktop");
