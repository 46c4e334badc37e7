import { clientAtom } from "~/lib/client-atom";

interface ModalButton {
  readonly text: string;
  readonly color?: "primary" | "secondary" | "danger";
  readonly size?: "small" | "medium" | "large";
  readonly callback?: () => void;
}

/** The spec's global modal (section 3): error, info or success, each with its icon and colours. */
export interface GlobalModal {
  readonly type: "error" | "info" | "success";
  readonly title: string;
  readonly description: string;
  readonly ok: ModalButton;
  readonly cancel?: ModalButton;
}

export const $globalModal = clientAtom<GlobalModal | null>(null);

export function showGlobalModal(modal: GlobalModal): void {
  $globalModal.set(modal);
}

/** Closes the modal and runs the pressed button's callback. */
export function closeGlobalModal(button: "ok" | "cancel"): void {
  const modal = $globalModal.get();
  $globalModal.set(null);
  modal?.[button]?.callback?.();
}
