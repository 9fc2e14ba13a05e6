import type { Compilable, CompiledQuery, Kysely, RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from './schema.ts';

type Value = string | number | null;
type Row = Readonly<Record<string, Value | undefined>>;
/** A value, a list of values (an IN list) or rows (a multi-row INSERT or VALUES list). */
type Argument = Value | readonly Value[] | readonly Row[];
/** A query of the builder, or SQL written with Kysely's `sql` tag. */
type Buildable<R> = Compilable<R> | RawBuilder<R>;

/** The shapes of a query kept at once: lists and rows of up to this many lengths. */
const MAX_SHAPES = 64;

/**
 * A query that Kysely builds and compiles once per SQL dialect and shape, then runs again with other
 * values. Building and compiling costs more than running a small indexed query (0.2 ms of CPU for a
 * request's authorization with its joins), and the hottest queries run on every request or punch.
 * `build` is called once per shape (the lengths of its lists and rows, and the rows' columns) with
 * stand-ins for its arguments: each value must reach the SQL as a parameter of its own (a value
 * compared or inserted), never as a part of the SQL's text or a value the builder works out from it.
 * A row's undefined column is left out, as Kysely leaves it out.
 */
export function compiledOnce<A extends Argument[], R>(
  build: (db: Kysely<DB>, ...args: A) => Buildable<R>,
): (db: Kysely<DB>, ...args: A) => Promise<R[]> {
  const byDialect = new WeakMap<object, LRUCache<string, Compiled<R>>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let shapes = byDialect.get(adapter);
    if (!shapes) byDialect.set(adapter, (shapes = new LRUCache({ max: MAX_SHAPES })));
    const key = shapeOf(args);
    let compiled = shapes.get(key);
    if (!compiled) shapes.set(key, (compiled = compile(db, build, args)));
    const values = valuesOf(args);
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => (slots[i]! < 0 ? value : values[slots[i]!]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the value of the arguments it takes, or -1 for one of its own. */
  slots: number[];
}

const isList = (arg: Argument): arg is readonly Value[] | readonly Row[] => Array.isArray(arg);
const isRow = (item: Value | Row): item is Row => item !== null && typeof item === 'object';
const columnsOf = (row: Row) => Object.keys(row).filter((column) => row[column] !== undefined);

/** What the SQL's text depends on: each list's length, and each row's columns. */
function shapeOf(args: readonly Argument[]): string {
  let key = '';
  for (const arg of args) {
    if (!isList(arg)) key += 'v;';
    else if (arg.length === 0 || !isRow(arg[0]!)) key += `${arg.length};`;
    else key += `${arg.length} of ${rowsColumns(arg as readonly Row[])};`;
  }
  return key;
}

/** The rows' columns: once when every row has the same (a batch's rows do), else each row's. */
function rowsColumns(rows: readonly Row[]): string {
  const each = rows.map((row) => columnsOf(row).join(','));
  return each.every((columns) => columns === each[0]) ? each[0]! : each.join('|');
}

/** The arguments' values in the order shapeOf and compile go through them. */
function valuesOf(args: readonly Argument[]): Value[] {
  const values: Value[] = [];
  for (const arg of args) {
    if (!isList(arg)) values.push(arg);
    else
      for (const item of arg)
        if (!isRow(item)) values.push(item);
        else for (const column of columnsOf(item)) values.push(item[column]!);
  }
  return values;
}

function compile<A extends Argument[], R>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, ...args: A) => Buildable<R>,
  args: A,
): Compiled<R> {
  let n = 0;
  const standIn = () => `\u0000argument ${n++}\u0000`;
  const standIns = args.map((arg) => {
    if (!isList(arg)) return standIn();
    return arg.map((item) =>
      isRow(item) ? Object.fromEntries(columnsOf(item).map((column) => [column, standIn()])) : standIn(),
    );
  });
  const built = build(db, ...(standIns as A));
  const query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
  const position = new Map(Array.from({ length: n }, (_, i) => [`\u0000argument ${i}\u0000`, i]));
  const slots = query.parameters.map((value) =>
    typeof value === 'string' ? (position.get(value) ?? -1) : -1,
  );
  const used = new Set(slots);
  for (let i = 0; i < n; i++)
    if (!used.has(i)) throw new Error(`Argument value ${i} of a compiled query is not one of its parameters`);
  return { query, slots };
}
