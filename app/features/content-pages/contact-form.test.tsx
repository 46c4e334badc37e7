import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { ContactForm } from "./contact-form";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(cleanup);

describe("the contact form in the browser", () => {
  it("names every field to fix before sending, with the subject a link chose kept", async () => {
    const action = vi.fn(() => null);
    const router = createMemoryRouter([{ path: "/en/contact", action, element: <ContactForm result={undefined} /> }], {
      initialEntries: ["/en/contact?subject=corporate"],
    });
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    const subject = screen.getByRole("combobox", { name: "Subject" });
    expect(subject).toHaveProperty("value", "corporate");
    fireEvent.change(screen.getByRole("textbox", { name: "Your message" }), { target: { value: "Too short" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    const name = screen.getByRole("textbox", { name: "Your name" });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please enter your name (2 to 100 characters).")).toBeTruthy();
    expect(screen.getByText("Please write at least 20 characters, so we can help.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Please check the marked fields.");
    expect(subject.getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(action).not.toHaveBeenCalled();
  });
});
