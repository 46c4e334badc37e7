import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import {
  $routePreloads,
  finishPreload,
  MAX_CONCURRENT_PRELOADS,
  requestPreload,
  withdrawPreload,
} from "./preload-queue";
import { dataUrlPath } from "./route-preloads";

describe("route preload queue", () => {
  beforeEach(() => $routePreloads.set({ active: [], queued: [], done: [] }));

  it("runs at most four preloads at once and queues the rest in order", () => {
    for (const path of ["/a", "/b", "/c", "/d", "/e", "/f"]) requestPreload(path);
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    expect($routePreloads.get()).toMatchObject({ active: ["/a", "/b", "/c", "/d"], queued: ["/e", "/f"] });
    finishPreload("/b");
    expect($routePreloads.get()).toMatchObject({ active: ["/a", "/c", "/d", "/e"], queued: ["/f"], done: ["/b"] });
  });

  it("never runs more than four at once, whatever the visitor hovers, leaves and the browser finishes", () => {
    const path = fc.constantFrom("/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h");
    const step = fc.oneof(
      path.map((to) => () => requestPreload(to)),
      path.map((to) => () => withdrawPreload(to)),
      path.map((to) => () => finishPreload(to)),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        $routePreloads.set({ active: [], queued: [], done: [] });
        for (const run of steps) {
          run();
          const { active, queued } = $routePreloads.get();
          expect(active.length).toBeLessThanOrEqual(MAX_CONCURRENT_PRELOADS);
          expect(new Set(active).size).toBe(active.length);
          // A page waits only while every slot is taken.
          if (queued.length > 0) expect(active).toHaveLength(MAX_CONCURRENT_PRELOADS);
        }
      }),
      { numRuns: 300, seed: 4 },
    );
  });

  it("never preloads a page twice, whether running, waiting or done", () => {
    requestPreload("/a");
    requestPreload("/a");
    finishPreload("/a");
    requestPreload("/a");
    expect($routePreloads.get()).toEqual({ active: [], queued: [], done: ["/a"] });
  });

  it("drops a waiting page the visitor lost interest in, but not a running one", () => {
    for (const path of ["/a", "/b", "/c", "/d", "/e"]) requestPreload(path);
    withdrawPreload("/e");
    withdrawPreload("/a");
    expect($routePreloads.get()).toMatchObject({ active: ["/a", "/b", "/c", "/d"], queued: [] });
  });

  it("ignores a finish for a page that is not running", () => {
    requestPreload("/a");
    finishPreload("/zzz");
    expect($routePreloads.get().active).toEqual(["/a"]);
  });

  it("knows the data URL React Router fetches for a page", () => {
    expect(dataUrlPath("/")).toBe("/_.data");
    expect(dataUrlPath("/en/campaign?category=car")).toBe("/en/campaign.data");
  });
});
