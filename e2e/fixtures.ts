import { expect, test as base } from "@playwright/test";

/**
 * `page` that fails the test on any console error or uncaught exception in the browser
 * (hydration mismatches, failed chunk loads, React warnings logged as errors).
 */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium reports an error status of the document itself (our 404 and 400 pages) as a
        // console error; that status is what those tests assert, so it is not a browser error.
        const isDocumentStatus =
          message.text().startsWith("Failed to load resource") && message.location().url === page.url();
        if (!isDocumentStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
