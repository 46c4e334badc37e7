import type { Page } from "@playwright/test";
import { expect, outboxCode } from "./fixtures";

/**
 * Signs the browser's visitor in by e-mail through the login page's plain form posts (the page
 * works without JavaScript): the code from the development outbox, then the name. The browser
 * context keeps the session cookies, so the next page opens signed in.
 */
export async function signIn(page: Page, email: string) {
  const post = async (form: Record<string, string>) => {
    const response = await page.request.post("/login", { form, maxRedirects: 0 });
    expect(response.status(), await response.text()).toBeLessThan(400);
  };
  await post({ intent: "send", method: "email", email });
  await post({ intent: "verify", method: "email", destination: email, code: await outboxCode(page, email) });
  await post({ intent: "name", firstName: "Ayşe", lastName: "Yılmaz" });
}
