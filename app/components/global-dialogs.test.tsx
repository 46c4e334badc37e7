import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { $alerts, pushAlert } from "~/stores/alerts";
import { $confirmDialog, confirmDialog } from "~/stores/confirm-dialog";
import { $globalModal, showGlobalModal } from "~/stores/global-modal";
import { GlobalDialogs } from "./global-dialogs";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(() => {
  cleanup();
  $confirmDialog.set(null);
  $globalModal.set(null);
  $alerts.set([]);
  vi.useRealTimers();
});

function renderFrame() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider i18n={i18n}>
          <button type="button">Opener</button>
          <GlobalDialogs />
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub />);
}

const REQUEST = {
  title: "Change the currency?",
  description: "We take you back to the car.",
  confirmText: "Change currency",
  cancelText: "Keep TRY",
};

describe("confirm dialog", () => {
  it("resolves true on confirm and false on cancel, labelled by its title, focus inside", async () => {
    renderFrame();
    let answer: Promise<boolean>;
    act(() => {
      answer = confirmDialog(REQUEST);
    });
    const dialog = await screen.findByRole("alertdialog", { name: /Change the currency\?/ });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Change currency" }));
    await expect(answer!).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();

    act(() => {
      answer = confirmDialog(REQUEST);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Keep TRY" }));
    await expect(answer!).resolves.toBe(false);
  });

  it("answers false when closed with Escape, and a second request answers the first with false", async () => {
    renderFrame();
    let first: Promise<boolean>;
    let second: Promise<boolean>;
    act(() => {
      first = confirmDialog(REQUEST);
      second = confirmDialog({ ...REQUEST, title: "Remove the code?" });
    });
    await expect(first!).resolves.toBe(false);
    const dialog = await screen.findByRole("alertdialog", { name: /Remove the code\?/ });
    fireEvent.keyDown(dialog, { key: "Escape" });
    await expect(second!).resolves.toBe(false);
  });
});

describe("global modal", () => {
  it("shows its type and texts and runs the pressed button's callback once", async () => {
    renderFrame();
    const ok = vi.fn();
    const cancel = vi.fn();
    act(() =>
      showGlobalModal({
        type: "error",
        title: "Payment failed",
        description: "Your bank declined the payment.",
        ok: { text: "Try again", color: "primary", callback: ok },
        cancel: { text: "Cancel", callback: cancel },
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: /Payment failed/ });
    expect(dialog.querySelector(".message-dialog__title--error")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(ok).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("alerts", () => {
  it("announces alerts in a live region; success goes away by itself, errors stay until dismissed", () => {
    vi.useFakeTimers();
    renderFrame();
    act(() => {
      pushAlert("success", "The campaign code has been applied.");
      pushAlert("error", "The code could not be removed.");
    });
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("The campaign code has been applied.");
    act(() => vi.advanceTimersByTime(7000));
    expect(region.textContent).not.toContain("The campaign code has been applied.");
    expect(region.textContent).toContain("The code could not be removed.");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(region.textContent).toBe("");
  });
});
