import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './schema.ts';

type Argument = string | number;

/**
 * A query that Kysely builds and compiles once per SQL dialect, then runs again with other values.
 * Building and compiling costs more than running a small indexed query (0.2 ms of CPU for a request's
 * authorization with its joins), and the hottest queries run on every request. `build` is called once,
 * with stand-ins for its arguments: each must reach the SQL as a parameter of its own (a value compared
 * or inserted), never as a list, a part of the SQL's text or a value the builder works out from it.
 */
export function compiledOnce<A extends Argument[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
): (db: Kysely<DB>, ...args: A) => Promise<R[]> {
  const byDialect = new WeakMap<object, Compiled<R>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (!compiled) byDialect.set(adapter, (compiled = compile(db, build, args.length)));
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => (slots[i]! < 0 ? value : args[slots[i]!]));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the argument it takes, or -1 for a value of the query's own. */
  slots: number[];
}

function compile<A extends Argument[], R>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
  arity: number,
): Compiled<R> {
  const standIns = Array.from({ length: arity }, (_, i) => `\u0000argument ${i}\u0000`);
  const query = build(db, ...(standIns as A)).compile();
  const slots = query.parameters.map((value) => standIns.indexOf(value as string));
  for (let i = 0; i < arity; i++)
    if (!slots.includes(i)) throw new Error(`Argument ${i} of a compiled query is not one of its parameters`);
  return { query, slots };
}
