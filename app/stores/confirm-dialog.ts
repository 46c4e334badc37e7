import { clientAtom } from "~/lib/client-atom";

export interface ConfirmRequest {
  readonly title: string;
  readonly description: string;
  readonly confirmText: string;
  readonly cancelText: string;
}

interface OpenConfirm extends ConfirmRequest {
  readonly resolve: (confirmed: boolean) => void;
}

export const $confirmDialog = clientAtom<OpenConfirm | null>(null);

/**
 * Opens the confirm dialog (spec section 4): resolves true on confirm, false on cancel. A second
 * request while one is open answers the first with false.
 */
export function confirmDialog(request: ConfirmRequest): Promise<boolean> {
  $confirmDialog.get()?.resolve(false);
  return new Promise((resolve) => $confirmDialog.set({ ...request, resolve }));
}

export function answerConfirm(confirmed: boolean): void {
  const open = $confirmDialog.get();
  $confirmDialog.set(null);
  open?.resolve(confirmed);
}
