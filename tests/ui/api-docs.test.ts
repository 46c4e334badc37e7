/**
 * docs/api cannot drift from the contract: the endpoint tables, the error-code tables and the
 * body fields the tables name are checked against shared/contract, both ways. The prose around
 * the tables is free.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COLLECTION_NAMES, SINGLE_TYPE_NAMES } from "../../shared/contract/content";
import { MAIN_API_ENDPOINTS } from "../../shared/contract/main-api/endpoints";
import { MAIN_API_ERROR_CODES, MAIN_API_ERROR_DETAILS, MAIN_API_ERRORS } from "../../shared/contract/main-api/errors";
import { MAPS_ENDPOINTS } from "../../shared/contract/maps";

const doc = (name: string) => readFileSync(`docs/api/${name}`, "utf8");
const MAIN_API_DOCS = ["main-api.md", "orders-and-payments.md"].map(doc).join("\n");
const CONTENT_DOC = doc("content.md");

/** A table row's cells; `\|` inside a cell is text, not a border. */
const cells = (row: string) =>
  row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));

/** Endpoint rows of the docs: method, path without its query or alternative, and the row's purpose text. */
function documentedEndpoints() {
  return MAIN_API_DOCS.split("\n")
    .filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) +\|/.test(line))
    .map((line) => {
      const [method = "", rawPath = "", ...rest] = cells(line);
      const path = rawPath
        .replace(/`/g, "")
        .replace(/\?.*$/, "")
        .replace(/ \(.*\)$/, "")
        .trim()
        // The catalog's own table names its paths under the search API.
        .replace(/^\/catalog\//, "/api/v1/search-api/catalog/");
      return { method, path, purpose: rest.join(" ") };
    });
}

/** Error-code rows: `| 2105 | 422 | \`ORDER_INCOMPLETE\` | when … |`. */
function documentedErrors() {
  return MAIN_API_DOCS.split("\n")
    .filter((line) => /^\| \d{4} +\| \d{3} +\| `[A-Z_]+`/.test(line))
    .map((line) => {
      const [code = "", status = "", name = "", ...rest] = cells(line);
      return { code: Number(code), status: Number(status), name: name.replace(/`/g, ""), text: rest.join(" ") };
    });
}

/** Top-level names of the first `{ … }` of a row: `{ code, searchID, quantity: 1, children: [...] }` → code, searchID, … */
function bodyFields(purpose: string): string[] | null {
  const start = purpose.indexOf("{");
  if (start === -1) return null;
  const names: string[] = [];
  let depth = 0;
  let token = "";
  for (const char of purpose.slice(start)) {
    if ("{[(".includes(char)) depth++;
    if ("}])".includes(char)) depth--;
    if (depth === 1 && /[\w]/.test(char)) token += char;
    else if (token) {
      if (depth >= 1 && /^[A-Za-z]/.test(token) && /[?:,}\s]/.test(char) && !names.includes(token)) names.push(token);
      token = "";
    }
    if (depth === 0) break;
  }
  return names;
}

/** Top-level keys of an object schema (the union of its options for a union). */
function schemaKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return [...new Set((schema.options as z.ZodType[]).flatMap(schemaKeys))];
  return [];
}

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe("docs/api endpoint tables", () => {
  it("list exactly the contract's Main API and maps endpoints", () => {
    const documented = new Set(documentedEndpoints().map(key));
    const contract = new Set([...MAIN_API_ENDPOINTS, ...MAPS_ENDPOINTS].map(key));
    expect(
      [...documented].filter((endpoint) => !contract.has(endpoint)),
      "documented, not in the contract",
    ).toEqual([]);
    expect(
      [...contract].filter((endpoint) => !documented.has(endpoint)),
      "in the contract, not documented",
    ).toEqual([]);
  });

  it("name the body fields of the contract's request schemas, no more and no fewer", () => {
    const byKey = new Map(documentedEndpoints().map((endpoint) => [key(endpoint), endpoint]));
    const checked = MAIN_API_ENDPOINTS.flatMap((endpoint) => {
      if (!("request" in endpoint)) return [];
      const fields = bodyFields(byKey.get(key(endpoint))?.purpose ?? "");
      if (fields === null) return [];
      expect(new Set(fields), key(endpoint)).toEqual(new Set(schemaKeys(endpoint.request)));
      return [key(endpoint)];
    });
    // The order tables name the bodies of creating an order, adding items, options, agreements, campaigns and BINs.
    expect(checked.length).toBeGreaterThanOrEqual(6);
  });
});

describe("docs/api error tables", () => {
  const documented = documentedErrors();

  it("list every contract code with its HTTP status and name, and no other", () => {
    expect(
      documented.map(({ code, status, name }) => ({ code, status, name })).sort((a, b) => a.code - b.code),
    ).toEqual(
      MAIN_API_ERROR_CODES.map((code) => ({
        code,
        status: MAIN_API_ERRORS[code].status,
        name: MAIN_API_ERRORS[code].name,
      })),
    );
  });

  it("name every details field the contract gives a code", () => {
    const unnamed = Object.entries(MAIN_API_ERROR_DETAILS).flatMap(([code, schema]) => {
      const text = documented.find((entry) => entry.code === Number(code))?.text ?? "";
      // An array of invalid fields is documented as "with `details`".
      if (schema instanceof z.ZodArray) return /details/.test(text) ? [] : [`${code} details`];
      return schemaKeys(schema)
        .filter((field) => !new RegExp(`\\b${field}\\b`).test(text))
        .map((field) => `${code} details.${field}`);
    });
    expect(unnamed).toEqual([]);
  });
});

describe("docs/api/content.md", () => {
  it("lists exactly the contract's collections and single types", () => {
    const list = /Collections: ([^(]+)\(/.exec(CONTENT_DOC)?.[1] ?? "";
    const names = list.split(",").map((name) => name.replace(/\s+/g, " ").trim());
    expect(new Set(names)).toEqual(new Set(COLLECTION_NAMES));
    expect(CONTENT_DOC).toContain(`(single types: ${SINGLE_TYPE_NAMES.map((name) => `\`${name}\``).join(", ")})`);
  });
});
