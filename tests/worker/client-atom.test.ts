import { describe, expect, it } from "vitest";
import { clientAtom, isServer } from "~/lib/client-atom";

describe("client atoms inside the Worker runtime", () => {
  it("detect the server and refuse writes", () => {
    expect(isServer).toBe(true);
    const $alerts = clientAtom<string[]>([]);
    expect(() => $alerts.set(["shared by every request"])).toThrow(/client only/);
    expect($alerts.get()).toEqual([]);
  });
});
