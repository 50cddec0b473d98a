// A table as the copy sees it, read from each engine's own catalogue rather than listed here,
// so a table a later migration adds is copied without touching this code.

export interface TableShape {
  readonly name: string;
  /** In the order the source stores them; the target names the same set. */
  readonly columns: readonly string[];
  /** Tables this one's foreign keys point at. */
  readonly references: readonly string[];
}

/** A value as SQLite holds it: each engine's end converts to and from this. */
export type Value = string | number | null;
export type Row = readonly Value[];

/** Parents before children, so every row's foreign keys find their rows already there. */
export function foreignKeyOrder(tables: readonly TableShape[]): TableShape[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableShape[] = [];
  const visiting = new Set<string>();
  const visit = (table: TableShape): void => {
    if (ordered.includes(table)) return;
    if (visiting.has(table.name)) throw new Error(`the foreign keys of ${table.name} form a cycle`);
    visiting.add(table.name);
    for (const parent of table.references) {
      const shape = byName.get(parent);
      if (shape && parent !== table.name) visit(shape);
    }
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}

/** Why the target cannot take the source's tables as they are, or null when it can. */
export function shapeMismatch(source: readonly TableShape[], target: readonly TableShape[]): string | null {
  const theirs = new Map(target.map((table) => [table.name, new Set(table.columns)]));
  const missing = source.filter((table) => !theirs.has(table.name)).map((table) => table.name);
  if (missing.length > 0) return `the target has no table ${missing.join(", ")}`;
  const extra = target.filter((table) => !source.some((mine) => mine.name === table.name)).map((table) => table.name);
  if (extra.length > 0) return `the source has no table ${extra.join(", ")}`;
  for (const table of source) {
    const columns = theirs.get(table.name)!;
    const differ = table.columns.length !== columns.size || table.columns.some((column) => !columns.has(column));
    if (differ) return `the table ${table.name} has other columns in the target`;
  }
  return null;
}

/** A catalogue's table or column name, quoted; only plain names are expected, so any other
 *  is refused rather than trusted. */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/u.test(name)) throw new Error(`unexpected name in the schema: ${JSON.stringify(name)}`);
  return `"${name}"`;
}
