/**
 * The Strapi REST query syntax, as real Strapi clients send it: `filters[field][$op]=value`
 * (nested fields, `$and`/`$or`/`$not`), `sort=field:asc` (or `sort[0]=…`), `fields[0]=…`,
 * `populate=*` / `populate[0]=relation`, `pagination[page|pageSize|start|limit]`, `locale`.
 */
export type Tree = { [key: string]: Tree | string };

/** `a[b][c]=v` pairs into a nested object (arrays become objects keyed "0", "1", …). */
export function parseBrackets(params: URLSearchParams): Tree {
  const root: Tree = {};
  for (const [rawKey, value] of params) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== "object") node[part] = {};
      node = node[part] as Tree;
    });
  }
  return root;
}

export class QueryError extends Error {}

const OPERATORS = [
  "$eq",
  "$ne",
  "$lt",
  "$lte",
  "$gt",
  "$gte",
  "$in",
  "$notIn",
  "$contains",
  "$notContains",
  "$containsi",
  "$null",
  "$notNull",
  "$startsWith",
  "$endsWith",
] as const;

type Value = unknown;

function coerce(raw: string, sample: Value): Value {
  if (typeof sample === "number") {
    const number = Number(raw);
    return Number.isNaN(number) ? raw : number;
  }
  if (typeof sample === "boolean") return raw === "true" ? true : raw === "false" ? false : raw;
  return raw;
}

function values(tree: Tree | string): string[] {
  return typeof tree === "string"
    ? tree.split(",")
    : Object.values(tree).filter((item): item is string => typeof item === "string");
}

function compare(a: Value, b: Value): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

function applyOperator(op: string, actual: Value, operand: Tree | string): boolean {
  if (Array.isArray(actual) && !["$null", "$notNull"].includes(op)) {
    return actual.some((item) => applyOperator(op, item, operand));
  }
  const raw = typeof operand === "string" ? operand : "";
  const expected = coerce(raw, actual);
  switch (op) {
    case "$eq":
      return actual === expected || (actual !== null && actual !== undefined && String(actual) === raw);
    case "$ne":
      return !applyOperator("$eq", actual, operand);
    case "$lt":
      return actual !== null && actual !== undefined && compare(actual, expected) < 0;
    case "$lte":
      return actual !== null && actual !== undefined && compare(actual, expected) <= 0;
    case "$gt":
      return actual !== null && actual !== undefined && compare(actual, expected) > 0;
    case "$gte":
      return actual !== null && actual !== undefined && compare(actual, expected) >= 0;
    case "$in":
      return values(operand).some((item) => applyOperator("$eq", actual, item));
    case "$notIn":
      return !values(operand).some((item) => applyOperator("$eq", actual, item));
    case "$contains":
      return typeof actual === "string" && actual.includes(raw);
    case "$notContains":
      return !(typeof actual === "string" && actual.includes(raw));
    case "$containsi":
      return typeof actual === "string" && actual.toLocaleLowerCase("tr").includes(raw.toLocaleLowerCase("tr"));
    case "$startsWith":
      return typeof actual === "string" && actual.startsWith(raw);
    case "$endsWith":
      return typeof actual === "string" && actual.endsWith(raw);
    case "$null":
      return (actual === null || actual === undefined) === (raw !== "false");
    case "$notNull":
      return (actual !== null && actual !== undefined) === (raw !== "false");
    default:
      throw new QueryError(`Unknown filter operator ${op}`);
  }
}

/** Whether an entry matches a filters tree. */
export function matches(entry: Value, filters: Tree | string): boolean {
  if (typeof filters === "string") return applyOperator("$eq", entry, filters);
  return Object.entries(filters).every(([key, condition]) => {
    if (key === "$and")
      return Object.values(typeof condition === "object" ? condition : {}).every((part) => matches(entry, part));
    if (key === "$or")
      return Object.values(typeof condition === "object" ? condition : {}).some((part) => matches(entry, part));
    if (key === "$not") return !matches(entry, condition);
    if (key.startsWith("$")) {
      if (!(OPERATORS as readonly string[]).includes(key)) throw new QueryError(`Unknown filter operator ${key}`);
      return applyOperator(key, entry, condition);
    }
    if (!/^[A-Za-z_][\w-]*$/.test(key)) throw new QueryError(`Invalid field name ${key}`);
    const child = entry !== null && typeof entry === "object" ? (entry as Record<string, Value>)[key] : undefined;
    if (Array.isArray(child)) return child.some((item) => matches(item, condition));
    return matches(child, condition);
  });
}

export interface SortKey {
  readonly field: string;
  readonly direction: 1 | -1;
}

export function parseSort(tree: Tree | string | undefined): SortKey[] {
  if (tree === undefined) return [];
  return values(tree).map((item) => {
    const [field, order = "asc"] = item.split(":");
    if (!field || !/^[A-Za-z_][\w.-]*$/.test(field) || !["asc", "desc"].includes(order.toLowerCase())) {
      throw new QueryError(`Invalid sort ${item}`);
    }
    return { field, direction: order.toLowerCase() === "desc" ? -1 : 1 };
  });
}

function pathValue(entry: Value, path: string): Value {
  return path
    .split(".")
    .reduce<Value>(
      (node, key) => (node !== null && typeof node === "object" ? (node as Record<string, Value>)[key] : undefined),
      entry,
    );
}

export function sortEntries<T>(entries: T[], keys: readonly SortKey[]): T[] {
  return [...entries].sort((a, b) => {
    for (const { field, direction } of keys) {
      const x = pathValue(a, field);
      const y = pathValue(b, field);
      if (x === y) continue;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      const order = compare(x, y);
      if (order !== 0) return order * direction;
    }
    return 0;
  });
}

export interface Page {
  readonly start: number;
  readonly limit: number;
  readonly page?: number;
  readonly pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;
const MAX_LIMIT = 1000;

function positiveInteger(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,7}$/.test(value)) throw new QueryError(`Invalid ${name}`);
  const number = Number(value);
  if (number < min || number > max) throw new QueryError(`${name} must be between ${min} and ${max}`);
  return number;
}

export function parsePagination(tree: Tree | string | undefined): Page {
  const node = typeof tree === "object" ? tree : {};
  const get = (key: string) => (typeof node[key] === "string" ? (node[key] as string) : undefined);
  const start = positiveInteger(get("start"), "pagination[start]", 0, 1_000_000);
  const limit = positiveInteger(get("limit"), "pagination[limit]", 1, MAX_LIMIT);
  if (start !== undefined || limit !== undefined) return { start: start ?? 0, limit: limit ?? DEFAULT_PAGE_SIZE };
  const page = positiveInteger(get("page"), "pagination[page]", 1, 100_000) ?? 1;
  const pageSize = positiveInteger(get("pageSize"), "pagination[pageSize]", 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  return { start: (page - 1) * pageSize, limit: pageSize, page, pageSize };
}

export function parseList(tree: Tree | string | undefined): string[] | "*" | undefined {
  if (tree === undefined) return undefined;
  if (tree === "*") return "*";
  const list = values(tree)
    .flatMap((item) => item.split(","))
    .filter(Boolean);
  for (const item of list) if (!/^[A-Za-z_][\w-]*$/.test(item)) throw new QueryError(`Invalid field ${item}`);
  return list;
}
