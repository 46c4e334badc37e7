import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "browser" : "server"}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("useHydrated", () => {
  it("is false in the server's markup and while hydrating, so hydration matches; true once hydrated", async () => {
    const errors = vi.spyOn(console, "error");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    expect(container.textContent).toBe("server");
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe("browser");
    expect(errors).not.toHaveBeenCalled();
  });
});
