export type SqlValue = string | number | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Multi-row INSERT statements with literal values (seed data is ours, not user input), in chunks
 * that stay far below D1's statement size limit.
 */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly SqlValue[][],
  chunk = 100,
): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const values = rows
      .slice(start, start + chunk)
      .map((row) => {
        if (row.length !== columns.length)
          throw new Error(`${table}: row has ${row.length} values, expected ${columns.length}`);
        return `(${row.map(sqlLiteral).join(", ")})`;
      })
      .join(",\n");
    statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values};`);
  }
  return statements;
}
