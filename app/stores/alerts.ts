import { clientAtom } from "~/lib/client-atom";

export interface Alert {
  readonly id: number;
  readonly kind: "success" | "info" | "error";
  readonly text: string;
}

/** The spec's alerts list: short notices shown in a live region until dismissed. */
export const $alerts = clientAtom<readonly Alert[]>([]);

let nextId = 1;

export function pushAlert(kind: Alert["kind"], text: string): number {
  const id = nextId++;
  $alerts.set([...$alerts.get(), { id, kind, text }]);
  return id;
}

export function dismissAlert(id: number): void {
  $alerts.set($alerts.get().filter((alert) => alert.id !== id));
}
