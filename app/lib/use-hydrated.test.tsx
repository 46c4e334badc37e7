import { act } from "@testing-library/react";
import { type ReactNode, Suspense, use } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

const renders: string[] = [];

function Probe() {
  const shown = useHydrated() ? "browser" : "server";
  renders.push(shown);
  return <p>{shown}</p>;
}

/** Waits for `pending` in the browser only, so its boundary hydrates after the rest of the page. */
function Later({ pending }: { pending?: Promise<void> }) {
  if (pending) use(pending);
  return <Probe />;
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
  renders.length = 0;
  vi.restoreAllMocks();
});

/** The server's markup in the document, and the render log cleared of the server's render. */
function serverMarkup(markup: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = markup;
  document.body.appendChild(container);
  renders.length = 0;
  return container;
}

const hydrate = (container: HTMLElement, node: ReactNode) =>
  roots.push(hydrateRoot(container, node, { onRecoverableError: (error) => console.error(error) }));

describe("useHydrated", () => {
  it("is false in the server's markup and while hydrating, so hydration matches; true once hydrated", async () => {
    const errors = vi.spyOn(console, "error");
    const container = serverMarkup(renderToString(<Probe />));
    expect(container.textContent).toBe("server");
    await act(async () => hydrate(container, <Probe />));
    expect(container.textContent).toBe("browser");
    expect(renders).toEqual(["server", "browser"]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("is true from the first render for a component mounted in the browser", () => {
    const container = serverMarkup("");
    act(() => roots.push(createRoot(container)));
    act(() => roots[0]!.render(<Probe />));
    expect(renders).toEqual(["browser"]);
  });

  it("matches the server in a part that hydrates after the rest of the page, with no extra render", async () => {
    const errors = vi.spyOn(console, "error");
    const page = (pending?: Promise<void>) => (
      <Suspense fallback={<p>…</p>}>
        <Later pending={pending} />
      </Suspense>
    );
    const container = serverMarkup(renderToString(page()));
    let release = () => {};
    const pending = new Promise<void>((resolve) => (release = resolve));
    await act(async () => hydrate(container, page(pending)));
    expect(container.textContent).toBe("server");
    await act(async () => release());
    expect(container.textContent).toBe("browser");
    expect(renders).toEqual(["server", "browser"]);
    expect(errors).not.toHaveBeenCalled();
  });
});
