import { describe, expect, it } from "vitest";
import { createMainApi } from "../../services/main-api/app";
import { createMapsService } from "../../services/maps/app";
import { MAIN_API_ENDPOINTS } from "../../shared/contract/main-api/endpoints";
import { MAPS_ENDPOINTS } from "../../shared/contract/maps";

/** A route's parameters as `{}`; a parameter that is a choice of words (`:kind{car|flight}`) as each word. */
function shapes(path: string): string[] {
  const choice = /:\w+\{([\w|]+)\}/.exec(path);
  if (choice) return choice[1]!.split("|").flatMap((word) => shapes(path.replace(choice[0], word)));
  return [path.replace(/:\w+(\{(?:[^{}]|\{[^{}]*\})*\})?/g, "{}")];
}

/** The routes an app answers, as `METHOD /path/{}` (wildcards and middleware left out). */
function served(app: { routes: readonly { method: string; path: string }[] }): Set<string> {
  return new Set(
    app.routes
      .filter((route) => route.method !== "ALL" && !route.path.endsWith("*"))
      .flatMap((route) => shapes(route.path).map((path) => `${route.method} ${path}`)),
  );
}

const contract = (endpoints: readonly { method: string; path: string }[]) =>
  endpoints
    .filter((endpoint) => !endpoint.path.endsWith("…"))
    .map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/\{\w+\}/g, "{}")}`);

describe("the embedded services", () => {
  it("serve every Main API endpoint of the contract", () => {
    const routes = served(createMainApi());
    expect(contract(MAIN_API_ENDPOINTS).filter((endpoint) => !routes.has(endpoint))).toEqual([]);
  });

  it("serve every maps endpoint of the contract", () => {
    const routes = served(createMapsService());
    expect(contract(MAPS_ENDPOINTS).filter((endpoint) => !routes.has(endpoint))).toEqual([]);
  });
});
