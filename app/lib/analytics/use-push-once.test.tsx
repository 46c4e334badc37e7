import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetAnalytics, withAnalyticsAllowed } from "~/../tests/support/analytics-consent";
import { usePushOnce } from "./use-push-once";

function Report({ searchID, filter }: { searchID: string | null; filter: string }) {
  usePushOnce(searchID, () => [{ event: "car_search", searchID, filter }]);
  return <p>{filter}</p>;
}

beforeEach(withAnalyticsAllowed);

afterEach(() => {
  cleanup();
  forgetAnalytics();
});

describe("pushing analytics once per search", () => {
  it("pushes after rendering in the browser, not again for re-renders or remounts of the same search", () => {
    const { rerender, unmount } = render(<Report searchID="S-1" filter="none" />);
    expect(window.dataLayer).toEqual([{ event: "car_search", searchID: "S-1", filter: "none" }]);
    rerender(<Report searchID="S-1" filter="economy" />);
    unmount();
    render(<Report searchID="S-1" filter="suv" />);
    expect(window.dataLayer).toHaveLength(1);
  });

  it("pushes again for a new search and waits while there is none", () => {
    const { rerender } = render(<Report searchID={null} filter="none" />);
    expect(window.dataLayer).toBeUndefined();
    rerender(<Report searchID="S-2" filter="none" />);
    rerender(<Report searchID="S-3" filter="none" />);
    expect(window.dataLayer?.map((event) => event.searchID)).toEqual(["S-2", "S-3"]);
  });

  it("pushes nothing while rendering on the server", () => {
    expect(renderToString(<Report searchID="S-4" filter="none" />)).toContain("none");
    expect(window.dataLayer).toBeUndefined();
  });
});
