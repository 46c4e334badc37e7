import { clientAtom } from "~/lib/client-atom";

/**
 * Hello bars the visitor closed, remembered per bar in local storage (docs/frame.md): a closed
 * promotion stays closed in every tab and on later visits, until its countdown ends (the entry is
 * then dropped). Other bars still show.
 */
export const DISMISSED_STORAGE_KEY = "helloBarDismissed";

/** Closed bar ids → their countdown's end (epoch ms), after which the entry is forgotten. */
type Dismissals = Readonly<Record<string, number>>;

export const $dismissedHelloBars = clientAtom<Dismissals>({});

function readStorage(now: number): Dismissals {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_STORAGE_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => {
        const until = entry[1];
        return typeof until === "number" && until > now;
      }),
    );
  } catch {
    // Storage blocked (privacy settings) or an unreadable value: nothing dismissed yet.
    return {};
  }
}

function writeStorage(dismissals: Dismissals): void {
  try {
    window.localStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(dismissals));
  } catch {
    // Storage blocked: the dismissal holds for this page only.
  }
}

/** Reads the stored dismissals into the store (after hydration: the server knows none). */
export function loadDismissedHelloBars(now = Date.now()): void {
  const stored = readStorage(now);
  const current = $dismissedHelloBars.get();
  const same =
    Object.keys(stored).length === Object.keys(current).length &&
    Object.entries(stored).every(([id, until]) => current[id] === until);
  if (!same) $dismissedHelloBars.set(stored);
}

/** Closes a bar for good (until its countdown ends). */
export function dismissHelloBar(id: string, countdownTo: number, now = Date.now()): void {
  const next = { ...readStorage(now), ...$dismissedHelloBars.get(), [id]: countdownTo };
  writeStorage(next);
  $dismissedHelloBars.set(next);
}
