import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { ModalDialog, type ModalDialogProps } from "./modal-dialog";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(cleanup);

/** A page with a button that opens the dialog, as a parent owning `open` would be. */
function Page({ onClose, ...props }: Partial<ModalDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change search
      </button>
      <ModalDialog
        open={open}
        title="Search settings"
        description="Change the dates and search again."
        {...props}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        {props.children ?? (
          <form aria-label="Search">
            <input aria-label="Pickup" />
            <button type="submit">Search cars</button>
          </form>
        )}
      </ModalDialog>
    </>
  );
}

function openPage(props: Partial<ModalDialogProps> = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <Page {...props} />
    </I18nProvider>,
  );
  const opener = screen.getByRole("button", { name: "Change search" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole(props.role ?? "dialog", { name: "Search settings" }) };
}

describe("modal dialog", () => {
  it("opens modally, named and described by its texts, with focus on the first field", () => {
    const { dialog } = openPage();
    expect(dialog.tagName).toBe("DIALOG");
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Change the dates and search again.").id);
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Pickup" }));
  });

  it("keeps Tab and Shift+Tab inside the dialog", () => {
    const { dialog } = openPage();
    const close = screen.getByRole("button", { name: "Close" });
    const submit = screen.getByRole("button", { name: "Search cars" });
    submit.focus();
    fireEvent.keyDown(submit, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(submit);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the button that opened it", () => {
    const onClose = vi.fn();
    const { opener, dialog } = openPage({ onClose });
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Pickup" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(screen.queryByRole("form", { name: "Search" })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("leaves Escape to a field inside that uses it (a suggestion list closing)", () => {
    const onClose = vi.fn();
    openPage({
      onClose,
      children: <input aria-label="Pickup" onKeyDown={(event) => event.key === "Escape" && event.preventDefault()} />,
    });
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Pickup" }), { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes with its close button and on the backdrop, not on a click inside", () => {
    const onClose = vi.fn();
    const { opener, dialog } = openPage({ onClose });
    fireEvent.mouseDown(screen.getByRole("textbox", { name: "Pickup" }));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    const reopened = screen.getByRole("dialog", { name: "Search settings" });
    fireEvent.mouseDown(reopened);
    fireEvent.click(reopened);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect((reopened as HTMLDialogElement).open).toBe(false);
  });

  it("tells the parent when the browser closes it (a cancel event, a form with method=dialog)", () => {
    const onClose = vi.fn();
    const { dialog } = openPage({ onClose });
    act(() => {
      dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Change search" }));
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("form", { name: "Search" })).toBeNull();
  });

  it("is an alert dialog when asked, focusing the element it is given", () => {
    function Confirm() {
      const [open, setOpen] = useState(true);
      const ok = useRef<HTMLButtonElement>(null);
      return (
        <ModalDialog
          open={open}
          onClose={() => setOpen(false)}
          role="alertdialog"
          title="Remove the car?"
          initialFocus={ok}
        >
          <button type="button">Cancel</button>
          <button ref={ok} type="button" onClick={() => setOpen(false)}>
            OK
          </button>
        </ModalDialog>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <Confirm />
      </I18nProvider>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Remove the car?" });
    expect(dialog.getAttribute("aria-describedby")).toBeNull();
    const ok = screen.getByRole("button", { name: "OK" });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("rendered open on the server, shows its content as a plain dialog that works without JavaScript", () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <ModalDialog open onClose={() => {}} role="alertdialog" title="Offer expired">
          <a href="/">OK</a>
        </ModalDialog>
      </I18nProvider>,
    );
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain('<a href="/">OK</a>');
    expect(html).not.toContain("Close");
    const closed = renderToString(
      <I18nProvider i18n={i18n}>
        <ModalDialog open={false} onClose={() => {}} title="Hidden" />
      </I18nProvider>,
    );
    expect(closed).not.toContain("Hidden");
  });
});
