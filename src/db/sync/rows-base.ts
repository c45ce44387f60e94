import * as v from 'valibot'
import { isCurrencyCode } from '~/lib/money'
import { Constants, type Enums } from '~/lib/database.types'

/*
 * What every row schema is built from. Rows from the network are `unknown` until a schema of the rows*.ts
 * files has read them; a row that does not fit is refused whole and said so (no field is guessed).
 */

/** Both ways assignable: the same fields, each of the same type (optional and nullable included). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/**
 * Declares the schema of a row type that comes from the generated database types: `mirrorOf<ClubRow>()(schema)`
 * does not compile unless the schema's output is exactly `ClubRow`, so a migration that changes a column the
 * app reads makes `tsc` fail here until the schema follows.
 */
export const mirrorOf =
  <Row>() =>
  <S extends v.GenericSchema>(
    schema: S & (Same<v.InferOutput<S>, Row> extends true ? unknown : { 'the schema differs from the generated row type': Row }),
  ): S =>
    schema

/** A numeric column: PostgREST sends a JSON number; a numeric string (as other Postgres clients send it) is read too. */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
)
export const integer = v.pipe(numeric, v.integer())
/** An ISO 4217 code the app can format money in (balances, prices and fees are never shown in a guessed currency). */
export const currency = v.pipe(
  v.string(),
  v.check((code) => isCurrencyCode(code), 'not a currency code'),
)
/** One of a Postgres enum's values, from the generated `Constants`. */
export const enumOf = <E extends keyof typeof Constants.public.Enums>(name: E) =>
  v.picklist(Constants.public.Enums[name] as unknown as Enums<E>[])

/** Why a row from the server was refused: the dataset, the field that did not fit, and how. */
export interface RowProblem {
  dataset: string
  /** The row's id when it had one. */
  id?: string
  /** Dotted path of the field, e.g. `players.2.team`; `(row)` when the row itself is not an object. */
  field: string
  message: string
}

function problemOf(dataset: string, row: unknown, issue: v.BaseIssue<unknown>): RowProblem {
  const id = typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? row.id : undefined
  const field = v.getDotPath(issue) ?? '(row)'
  return { dataset, ...(id ? { id } : {}), field, message: issue.message }
}

/** A sentence a developer can act on: which dataset, which row, which field. */
export function describeProblem(p: RowProblem): string {
  // eslint-disable-next-line elsy/no-ui-literal -- a developer's diagnostic (dataset, row id, field), not a sentence for players
  return `${p.dataset}: refused a row${p.id ? ` (id ${p.id})` : ''}, field ${p.field}: ${p.message}`
}

/** Reads one value; a value that does not fit is `null` and its first problem is returned beside it. */
export function readOne<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  dataset: string,
): { row: v.InferOutput<S> | null; problem: RowProblem | null } {
  const parsed = v.safeParse(schema, value)
  return parsed.success ? { row: parsed.output, problem: null } : { row: null, problem: problemOf(dataset, value, parsed.issues[0]) }
}

/** Reads a list of rows: the rows that fit, and one problem for each row refused. */
export function readRows<S extends v.GenericSchema>(
  schema: S,
  rows: unknown,
  dataset: string,
): { rows: v.InferOutput<S>[]; problems: RowProblem[] } {
  // eslint-disable-next-line elsy/no-ui-literal -- a developer's diagnostic (see describeProblem), not a sentence for players
  if (!Array.isArray(rows)) return { rows: [], problems: [{ dataset, field: '(list)', message: 'expected a list of rows' }] }
  const out: v.InferOutput<S>[] = []
  const problems: RowProblem[] = []
  for (const value of rows) {
    const { row, problem } = readOne(schema, value, dataset)
    if (problem) problems.push(problem)
    else out.push(row)
  }
  return { rows: out, problems }
}

/**
 * A `toX(value)` reader for places that hold an optional row (an RPC answer's `booking`, a cached value):
 * null when absent, and when present but not fitting — which is also logged, so it is never silent.
 */
export function reader<S extends v.GenericSchema>(schema: S, dataset: string): (value: unknown) => v.InferOutput<S> | null {
  return (value) => {
    if (value === undefined || value === null) return null
    const { row, problem } = readOne(schema, value, dataset)
    if (problem) console.warn(describeProblem(problem))
    return row
  }
}

/**
 * A stored text's message (public.said): its key and values; null when the row names none (written before
 * the server named its messages) or names one in a shape this app does not read.
 */
const SaidShape = v.object({ message_key: v.string(), message_values: v.optional(v.record(v.string(), v.unknown())) })
export const saidText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): { message_key: string; message_values: Record<string, unknown> } | null => {
      const parsed = v.safeParse(SaidShape, value)
      return parsed.success ? { message_key: parsed.output.message_key, message_values: parsed.output.message_values ?? {} } : null
    }),
  ),
  null,
)
