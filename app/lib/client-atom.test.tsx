import { useStore } from "@nanostores/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clientAtom, isServer } from "./client-atom";

afterEach(cleanup);

describe("client atoms", () => {
  it("are ordinary writable stores in the browser, and components follow them", async () => {
    expect(isServer).toBe(false);
    const $count = clientAtom(0);
    function Counter() {
      return <output>{useStore($count)}</output>;
    }
    render(<Counter />);
    expect(screen.getByRole("status").textContent).toBe("0");
    act(() => $count.set(2));
    expect(screen.getByRole("status").textContent).toBe("2");
  });

  it("refuse writes during server rendering and keep their initial value", () => {
    const $modal = clientAtom<string | null>(null, { server: true });
    expect(() => $modal.set("visitor A's dialog")).toThrow(/client only/);
    expect($modal.get()).toBeNull();
  });
});
