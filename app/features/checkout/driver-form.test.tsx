import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { parseSubmission } from "~/lib/forms/submission";
import { driverSchema } from "./checkout-forms";
import { DriverForm } from "./driver-form";
import { FIELD_ERROR_MESSAGES } from "./field-errors";

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n("en");
});
afterEach(cleanup);

const DRIVER = {
  nationality: "TR",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate: "1990-05-04",
  tckn: "10000000146",
  email: "ayse@example.com",
  dialCode: "+90",
  phone: "(532) 123 45 67",
};

describe("the driver step", () => {
  it("refuses a post the action would refuse before sending it, and focuses the first field to fix", async () => {
    const action = vi.fn(() => null);
    const router = createMemoryRouter(
      [
        {
          path: "/en/checkout",
          action,
          element: (
            <DriverForm
              defaultValues={{ ...DRIVER, firstName: "", tckn: "12345678901" }}
              lastResult={undefined}
              minimumAge={21}
            />
          ),
        },
      ],
      { initialEntries: ["/en/checkout"] },
    );
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Continue to invoice information" }));
    const firstName = screen.getByRole("textbox", { name: "First name" });
    await waitFor(() => expect(firstName.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please fill in this field.")).toBeTruthy();
    expect(screen.getByText("This T.C. identity number is not valid. Please check the 11 digits.")).toBeTruthy();
    expect(document.activeElement).toBe(firstName);
    expect(action).not.toHaveBeenCalled();

    fireEvent.change(firstName, { target: { value: "Ayşe" } });
    fireEvent.change(screen.getByRole("textbox", { name: "T.C. identity number" }), {
      target: { value: "10000000146" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue to invoice information" }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });

  it("renders the action's reply on the server: the errors in the page's language and what was typed", async () => {
    const post = new FormData();
    for (const [key, value] of Object.entries({ ...DRIVER, email: "no" })) post.set(key, value);
    const reply = parseSubmission(post, driverSchema, FIELD_ERROR_MESSAGES, "required").reply();
    const turkish = await createI18n("tr");
    const routes = [
      { path: "/checkout", element: <DriverForm defaultValues={{}} lastResult={reply} minimumAge={21} /> },
    ];
    const context = await createStaticHandler(routes).query(new Request("http://shop.test/checkout"));
    if (context instanceof Response) throw new Error("the route answered with a redirect");
    const html = renderToString(
      <I18nProvider i18n={turkish}>
        <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />
      </I18nProvider>,
    );
    expect(html).toMatch(/id="field-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-email"/);
    expect(html).toContain(turkish._(FIELD_ERROR_MESSAGES.email));
    expect(turkish._(FIELD_ERROR_MESSAGES.email)).not.toBe(i18n._(FIELD_ERROR_MESSAGES.email));
    expect(html).toContain('value="Yılmaz"');
  });
});
