// A query built and compiled once per shape, then run with new values (docs/access-decisions.md, "Round trips on
// the guard's path"): Kysely rebuilds and recompiles a query on every call, which was 17 % of the server's CPU
// under the scan's load once the scan was down to its key statement. The shape is built once with stand-in
// values (sentinels: numbers, strings and instants no caller passes), compiled, and every parameter that is a
// stand-in is remembered as the slot of its name; each call then swaps its own values into those slots. The SQL
// text is the same on every call (and so the same named prepared statement, db/index.ts). A shape whose values do
// not all come back as parameters (a value Kysely would inline) is never reused: it is built on every call.
import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import type { Db } from '../db/index.ts';

export type QueryValue = number | string | Date;

/** Stand-ins no caller passes: negative ids beyond any row, a private-use string, an instant before year -271,000. */
function standIn(value: QueryValue, index: number): QueryValue {
  if (typeof value === 'number') return -987_654_321_000 - index;
  if (typeof value === 'string') return `\uE000garita-stand-in-${index}`;
  return new Date(-8.64e15 + index);
}

function sameStandIn(parameter: unknown, standInValue: QueryValue): boolean {
  if (standInValue instanceof Date) return parameter instanceof Date && parameter.getTime() === standInValue.getTime();
  return parameter === standInValue;
}

interface Shape<P> {
  compiled: CompiledQuery;
  /** For each parameter, the name of the value it carries, or null for a constant of the shape. */
  slots: (keyof P | null)[];
}

export function reusableQuery<P extends Record<string, QueryValue>, Row>(
  build: (db: Db, values: P, shape: string) => Compilable<Row>,
) {
  const shapes = new Map<string, Shape<P> | null>();

  function shapeOf(db: Db, shape: string, values: P): Shape<P> | null {
    if (shapes.has(shape)) return shapes.get(shape) ?? null;
    const names = Object.keys(values) as (keyof P)[];
    const standIns = Object.fromEntries(names.map((name, i) => [name, standIn(values[name] as QueryValue, i)])) as P;
    const compiled = build(db, standIns, shape).compile();
    const slots = compiled.parameters.map(
      (parameter) => names.find((name) => sameStandIn(parameter, standIns[name] as QueryValue)) ?? null,
    );
    const complete = names.every((name) => slots.includes(name));
    const found = complete ? { compiled, slots } : null;
    shapes.set(shape, found);
    return found;
  }

  /** The query of `shape` (a name for one form of the query: the same name, the same SQL) with `values`. */
  function compile(db: Db, shape: string, values: P): CompiledQuery<Row> {
    const found = shapeOf(db, shape, values);
    if (!found) return build(db, values, shape).compile();
    const parameters = found.compiled.parameters.map((constant, i) => {
      const slot = found.slots[i];
      return slot === null || slot === undefined ? constant : values[slot];
    });
    return { ...found.compiled, parameters, queryId: createQueryId() } as CompiledQuery<Row>;
  }

  return {
    compile,
    build,
    async execute(db: Db, shape: string, values: P): Promise<Row[]> {
      return (await db.executeQuery(compile(db, shape, values))).rows;
    },
  };
}
